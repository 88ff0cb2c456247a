import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PlanKey } from '../../shared/plans';
import { ROUTES, withQuery } from '../../shared/routes';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { Spinner } from '../components/ui/Spinner';
import { useCurrentUser } from '../lib/session';
import { useMembership } from '../features/billing/api';
import { ChangePlanCard } from '../features/billing/ChangePlanCard';
import { MembershipCard } from '../features/billing/MembershipCard';
import { PlanDetailCard } from '../features/billing/PlanDetailCard';
import { PlanGrid } from '../features/billing/PlanGrid';
import { SubscribeForm } from '../features/billing/SubscribeForm';
import { readSubscribeParams } from '../features/billing/subscribeParams';
import { trackEvent } from '../lib/analytics';

/** A plan is bought for an account (access rests on it), so a visitor creates one first and comes back. */
function SignInFirst({ next }: { next: string }) {
  const navigate = useNavigate();
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink/70">Create your account first; you come straight back here to pay.</p>
      <Button variant="gold" size="lg" className="w-full" onClick={() => navigate(`${ROUTES.register.path}?next=${encodeURIComponent(next)}`)}>
        Create Account to Subscribe
      </Button>
      <p className="text-center text-sm text-ink/70">
        Already a member?{' '}
        <Link to={ROUTES.login.path} className="font-semibold text-fairway-700 hover:underline">
          Log in
        </Link>
      </p>
    </div>
  );
}

/** This page with the plan chosen in the grid (not only the one it opened with), to come back to after signing up. */
function returnPath(planKey: PlanKey, isSpecialOffer: boolean): string {
  return withQuery(ROUTES.subscribe.path, isSpecialOffer ? { plan: planKey, special: 'true' } : { plan: planKey });
}

export function SubscribePage() {
  // Spec §2: visiting the subscribe page is a step of the conversion funnel.
  useEffect(() => trackEvent('subscribe_page_view', { event_category: 'conversion_funnel' }), []);
  const [params] = useSearchParams();
  const initial = readSubscribeParams(params);
  const [planKey, setPlanKey] = useState(initial.planKey);
  const { user, isLoading } = useCurrentUser();
  const membership = useMembership(Boolean(user));
  const cancelled = params.get('checkout') === 'cancelled';
  // One paid plan at a time: the server refuses a second, so the form is not offered.
  const hasPaidPlan = membership.data?.source === 'subscription' || membership.data?.source === 'lifetime';

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={ROUTES.home.path} className="text-sm font-semibold text-fairway-700 hover:underline">
        ← Back to Home
      </Link>
      <h1 className="mt-4 text-4xl font-semibold text-fairway-900">Choose Your Plan</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink/70">
        Premium coaching, no free tier. Every plan has a 30-day satisfaction guarantee and can be cancelled anytime.
      </p>
      {cancelled && (
        <p role="status" className="mt-4 rounded-lg bg-gold-500/15 px-4 py-3 text-sm text-fairway-900">
          Checkout cancelled: nothing was charged. Choose a plan whenever you are ready.
        </p>
      )}
      {membership.data?.active && (
        <div className="mt-6">
          <MembershipCard membership={membership.data} />
        </div>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <PlanGrid plans={initial.offered} selected={planKey} isSpecialOffer={initial.isSpecialOffer} onSelect={setPlanKey} />
        <div className="space-y-6">
          <PlanDetailCard planKey={planKey} isSpecialOffer={initial.isSpecialOffer} />
          <Card>
            {isLoading ? (
              <Spinner />
            ) : membership.data?.source === 'lifetime' ? (
              <p className="text-sm text-ink/70">You have lifetime access: there is nothing more to buy.</p>
            ) : hasPaidPlan && membership.data ? (
              <ChangePlanCard membership={membership.data} planKey={planKey} />
            ) : user ? (
              <SubscribeForm
                // A new plan choice keeps what was typed; a different account starts from its own details.
                key={user.id}
                planKey={planKey}
                isSpecialOffer={initial.isSpecialOffer && planKey === initial.planKey}
                defaults={{ email: user.email, name: `${user.firstName} ${user.lastName}` }}
              />
            ) : (
              <SignInFirst next={returnPath(planKey, initial.isSpecialOffer && planKey === initial.planKey)} />
            )}
          </Card>
        </div>
      </div>
    </section>
  );
}
