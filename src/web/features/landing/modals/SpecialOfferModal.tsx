import { useNavigate } from 'react-router-dom';
import { formatPrice, PLANS, SPECIAL_OFFER } from '../../../../shared/plans';
import { ROUTES } from '../../../../shared/routes';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';

/** The query /subscribe reads as "Starter Weekly at the special price" (features/billing/subscribeParams.ts). */
export const SPECIAL_OFFER_PATH = `${ROUTES.subscribe.path}?plan=${SPECIAL_OFFER.planKey}&special=true`;

/**
 * The timed special offer (spec §2 Modals). The seat limit is real (the server counts it); the
 * spec's "expires in 24 hours" is not, so it is not claimed (decision 1001).
 */
export function SpecialOfferModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const plan = PLANS[SPECIAL_OFFER.planKey];
  return (
    <Modal title={`Special offer: ${plan.name}`} onClose={onClose}>
      <div className="mt-4 flex items-baseline gap-3">
        <span className="font-display text-5xl font-semibold text-fairway-900">{formatPrice(SPECIAL_OFFER.price)}</span>
        <span className="text-ink/70">/week</span>
        <span className="text-lg text-ink/70 line-through" aria-label={`instead of ${formatPrice(plan.price)} a week`}>
          {formatPrice(plan.price)}
        </span>
      </div>
      <Badge tone="gold" className="mt-3">
        {SPECIAL_OFFER.savings}
      </Badge>
      <p className="mt-4 text-ink/70">
        Every {plan.name} feature at the special price, for the first {SPECIAL_OFFER.seats} members who claim it. Cancel anytime.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {/* Grows only beside "No thanks": in the phone's column a zero flex basis squeezed it to its text. */}
        <Button variant="gold" size="lg" className="sm:flex-1" onClick={() => navigate(SPECIAL_OFFER_PATH)}>
          Claim Offer
        </Button>
        <Button variant="ghost" size="lg" onClick={onClose}>
          No thanks
        </Button>
      </div>
    </Modal>
  );
}
