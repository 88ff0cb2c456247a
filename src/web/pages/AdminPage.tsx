import { PlaceholderPage } from '../components/layout/PlaceholderPage';

export function AdminPage() {
  return (
    <PlaceholderPage heading="Admin Dashboard">
      <p>Revenue, subscriptions, club leads and payments for administrators.</p>
    </PlaceholderPage>
  );
}
