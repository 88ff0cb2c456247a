import { PlaceholderPage } from '../components/layout/PlaceholderPage';

export function PrivacyPage() {
  return (
    <PlaceholderPage heading="Privacy Policy">
      <p>How Fairway Coach handles your data and your swing videos.</p>
    </PlaceholderPage>
  );
}
