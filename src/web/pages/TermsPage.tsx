import { PlaceholderPage } from '../components/layout/PlaceholderPage';

export function TermsPage() {
  return (
    <PlaceholderPage heading="Terms of Service">
      <p>The terms of the Fairway Coach membership.</p>
    </PlaceholderPage>
  );
}
