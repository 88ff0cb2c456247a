import { PlaceholderPage } from '../components/layout/PlaceholderPage';
import { RequirePremium } from '../features/auth/RequirePremium';

export function CommunityPage() {
  return (
    <RequirePremium>
      {() => (
        <PlaceholderPage heading="Community">
          <p>Rooms and direct messages with fellow members.</p>
        </PlaceholderPage>
      )}
    </RequirePremium>
  );
}
