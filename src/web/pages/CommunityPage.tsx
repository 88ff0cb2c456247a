import { PlaceholderPage } from '../components/layout/PlaceholderPage';

export function CommunityPage() {
  return (
    <PlaceholderPage heading="Community">
      <p>Rooms and direct messages with fellow members.</p>
    </PlaceholderPage>
  );
}
