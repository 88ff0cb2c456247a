import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../components/layout/PlaceholderPage';

export function BlogArticlePage() {
  const { slug } = useParams();
  return (
    <PlaceholderPage heading="Golf Mastery Blog">
      <p>The article “{slug}” opens here.</p>
    </PlaceholderPage>
  );
}
