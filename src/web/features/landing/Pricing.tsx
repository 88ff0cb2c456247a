import { Link } from 'react-router-dom';
import { planFeatures } from '../../../shared/entitlements';
import { formatPrice, LANDING_PLAN_KEYS, PERIOD_LABELS, PLANS } from '../../../shared/plans';
import { ROUTES } from '../../../shared/routes';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { TickList } from '../../components/ui/TickList';
import { cn } from '../../lib/cn';
import { SectionHeading } from './SectionHeading';

export function Pricing() {
  return (
    <section id="pricing" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        eyebrow="Pricing"
        title="Premium coaching, no free tier"
        intro="Choose the plan that fits your game. Every plan has a 30-day satisfaction guarantee and can be cancelled anytime."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {LANDING_PLAN_KEYS.map((key) => {
          const plan = PLANS[key];
          return (
            <li
              key={key}
              className={cn(
                'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
                plan.popular ? 'border-gold-500 ring-2 ring-gold-500' : 'border-fairway-100',
              )}
            >
              {/* The badge row holds its height where cards sit side by side, so their names line up; on a phone's single column a plan without a badge starts with its name. */}
              <div className={cn('min-h-6', !plan.badge && 'hidden sm:block')}>
                {plan.badge && <Badge tone={plan.popular ? 'gold' : 'green'}>{plan.badge}</Badge>}
              </div>
              <h3 className={cn('text-xl font-semibold text-fairway-900', plan.badge ? 'mt-3' : 'sm:mt-3')}>{plan.name}</h3>
              <p className="mt-2 text-fairway-800">
                <span className="font-display text-3xl font-semibold">{formatPrice(plan.price)}</span>
                <span className="ml-1 text-sm text-ink/70">{PERIOD_LABELS[plan.period]}</span>
              </p>
              <TickList items={planFeatures(plan.key)} className="mt-5 flex-1" />
              <Link
                to={`${ROUTES.subscribe.path}?plan=${key}`}
                className={buttonClasses(plan.popular ? 'gold' : 'green', 'md', 'mt-6 w-full')}
                aria-label={`Choose Plan: ${plan.name}`}
              >
                Choose Plan
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
