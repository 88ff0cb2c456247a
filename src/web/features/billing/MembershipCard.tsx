import type { Membership } from '../../../shared/billing';
import { PLANS } from '../../../shared/plans';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useBillingPortal, useCancelPlan } from './api';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const SOURCE_TEXT = {
  admin: 'You have full access as an administrator.',
  grant: 'Your access was granted by the Fairway Coach team.',
  lifetime: 'Lifetime access: yours for good.',
  club: 'Your access comes with your seat in your club.',
} as const;

function planLine(membership: Membership): string {
  if (membership.graceEndsAt) return `Your last payment failed. Access continues until ${longDate(membership.graceEndsAt)} while your card is retried.`;
  if (membership.cancelAtPeriodEnd && membership.currentPeriodEnd) return `Cancelled: access ends on ${longDate(membership.currentPeriodEnd)}.`;
  if (membership.pendingPlanKey && membership.pendingPlanFrom)
    return `Moves to ${PLANS[membership.pendingPlanKey].name} on ${longDate(membership.pendingPlanFrom)}.`;
  if (membership.currentPeriodEnd) return `Renews on ${longDate(membership.currentPeriodEnd)}.`;
  return 'Active.';
}

/** Manage Subscription (spec §2 dashboard card → /subscribe): the member's plan, cancel, and Stripe's portal. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const cancel = useCancelPlan();
  const portal = useBillingPortal();
  const plan = membership.planKey ? PLANS[membership.planKey] : null;
  const renewing = membership.source === 'subscription' && !membership.cancelAtPeriodEnd;
  return (
    <Card aria-label="Your membership" className="border-gold-500/60">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-semibold text-fairway-900">Your membership</h2>
        <Badge tone="gold">
          {plan && membership.source !== 'admin' && membership.source !== 'grant' && membership.source !== 'club' ? plan.name : 'Premium'}
        </Badge>
        {membership.status === 'past_due' && <Badge tone="neutral">Payment failed</Badge>}
      </div>
      <p className="mt-2 text-ink/70">{membership.source === 'subscription' ? planLine(membership) : SOURCE_TEXT[membership.source ?? 'grant']}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {renewing && (
          <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel at period end'}
          </Button>
        )}
        {membership.provider === 'stripe' && (
          <Button variant="ghost" size="sm" disabled={portal.isPending} onClick={() => portal.mutate()}>
            Billing and invoices
          </Button>
        )}
      </div>
    </Card>
  );
}
