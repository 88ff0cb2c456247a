import { PlaceholderPage } from '../components/layout/PlaceholderPage';

export function PerformancePage() {
  return (
    <PlaceholderPage heading="Performance Analytics">
      <p>Tempo, balance, power, accuracy and consistency over 7, 30, 90 and 365 days.</p>
    </PlaceholderPage>
  );
}
