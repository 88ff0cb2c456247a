import { formatPrice, PERIOD_LABELS, PLANS, SPECIAL_OFFER, type PlanKey } from '../../../shared/plans';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/cn';

interface PlanGridProps {
  plans: readonly PlanKey[];
  selected: PlanKey;
  isSpecialOffer: boolean;
  onSelect: (key: PlanKey) => void;
}

/** The plan selector of spec §2 /subscribe: one button per plan, the chosen one pressed. */
export function PlanGrid({ plans, selected, isSpecialOffer, onSelect }: PlanGridProps) {
  return (
    <ul className="grid content-start gap-3 self-start sm:grid-cols-2 lg:grid-cols-3" aria-label="Plans">
      {plans.map((key) => {
        const plan = PLANS[key];
        const pressed = key === selected;
        const offer = isSpecialOffer && key === SPECIAL_OFFER.planKey;
        const badged = offer || Boolean(plan.badge);
        return (
          <li key={key}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(key)}
              className={cn(
                'flex h-full w-full flex-col items-start rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors',
                pressed ? 'border-gold-500 ring-2 ring-gold-500' : 'border-fairway-100 hover:border-fairway-300',
              )}
            >
              <span className={cn('font-semibold text-fairway-900', badged ? 'mt-2' : 'sm:mt-2')}>{plan.name}</span>
              <span className="mt-1 text-fairway-800">
                {offer && <s className="mr-2 text-sm text-ink/70">{formatPrice(plan.price)}</s>}
                <span className="font-display text-2xl font-semibold">{formatPrice(offer ? SPECIAL_OFFER.price : plan.price)}</span>
                <span className="ml-1 text-sm text-ink/70">{PERIOD_LABELS[plan.period]}</span>
              </span>
              {plan.savings && <span className="mt-1 text-xs font-semibold text-fairway-700">{plan.savings}</span>}
              {/* Drawn first but read last, so the button's name starts with the plan and its price. It holds its
                  height where plans sit side by side, so their names line up, and none in a phone's single column. */}
              <span className={cn('order-first min-h-6 flex-wrap gap-1', badged ? 'flex' : 'hidden sm:flex')}>
                {offer ? <Badge tone="gold">{SPECIAL_OFFER.savings}</Badge> : plan.badge && <Badge tone={plan.popular ? 'gold' : 'green'}>{plan.badge}</Badge>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
