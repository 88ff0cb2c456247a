import { PlaceholderPage } from '../components/layout/PlaceholderPage';

export function BlogPage() {
  return (
    <PlaceholderPage heading="Golf Mastery Blog">
      <p>Expert tips and techniques on the golf swing.</p>
    </PlaceholderPage>
  );
}
