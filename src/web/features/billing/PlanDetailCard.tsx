import { planFeatures } from '../../../shared/entitlements';
import { formatPrice, PERIOD_LABELS, PLANS, SPECIAL_OFFER, type PlanKey } from '../../../shared/plans';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { TickList } from '../../components/ui/TickList';

/** The selected plan's detail card: price, what it includes, and how billing works. */
export function PlanDetailCard({ planKey, isSpecialOffer }: { planKey: PlanKey; isSpecialOffer: boolean }) {
  const plan = PLANS[planKey];
  const offer = isSpecialOffer && planKey === SPECIAL_OFFER.planKey;
  return (
    <Card aria-label="Selected plan">
      <p className="text-sm font-semibold uppercase tracking-wide text-fairway-700">Selected plan</p>
      <h2 className="mt-1 text-2xl font-semibold text-fairway-900">{plan.name}</h2>
      <p className="mt-2 text-fairway-800">
        <span className="font-display text-4xl font-semibold">{formatPrice(offer ? SPECIAL_OFFER.price : plan.price)}</span>
        <span className="ml-1 text-ink/70">{PERIOD_LABELS[plan.period]}</span>
      </p>
      {offer && (
        <p className="mt-2">
          <Badge tone="gold">Special offer · {SPECIAL_OFFER.savings}</Badge>{' '}
          <span className="text-sm text-ink/70">
            for the first {SPECIAL_OFFER.seats} members, instead of {formatPrice(plan.price)}/week
          </span>
        </p>
      )}
      <TickList items={planFeatures(plan.key)} className="mt-5" />
      <p className="mt-5 border-t border-fairway-100 pt-4 text-sm text-ink/70">
        {plan.isLifetime
          ? 'One payment, access for life. Limited to the first 100 customers.'
          : `Billed every ${plan.period}. Cancel anytime: your access runs to the end of the period you paid for.`}{' '}
        30-day satisfaction guarantee.
      </p>
    </Card>
  );
}
