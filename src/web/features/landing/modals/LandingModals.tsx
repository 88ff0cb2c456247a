import { useCurrentUser } from '../../../lib/session';
import { ExitIntentModal } from './ExitIntentModal';
import { SpecialOfferModal } from './SpecialOfferModal';
import { useLandingModals } from './useLandingModals';

/** The landing page's two modals, for visitors only: a signed-in member has already joined. */
export function LandingModals() {
  const { user, isLoading } = useCurrentUser();
  const { open, close } = useLandingModals(!isLoading && user === null);
  if (open === 'exitIntent') return <ExitIntentModal onClose={close} />;
  if (open === 'specialOffer') return <SpecialOfferModal onClose={close} />;
  return null;
}
