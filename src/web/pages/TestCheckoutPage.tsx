import { useNavigate, useParams } from 'react-router-dom';
import { formatPrice, PERIOD_LABELS, PLANS } from '../../shared/plans';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { Spinner } from '../components/ui/Spinner';
import { RequireSignedIn } from '../features/auth/guards';
import { useFinishTestCheckout, useTestCheckout } from '../features/billing/api';
import { messageOf } from '../lib/api';

/** A stripe of warning tape, so nobody mistakes this page for a real payment form. */
function TestModeBanner() {
  return (
    <div role="note" className="rounded-t-2xl bg-[repeating-linear-gradient(135deg,#f5c542_0_14px,#1f2937_14px_28px)] p-1">
      <p className="rounded-t-xl bg-gold-500 px-4 py-2 text-center text-sm font-bold uppercase tracking-widest text-fairway-900">
        Test mode · no real payment is taken
      </p>
    </div>
  );
}

function Checkout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const checkout = useTestCheckout(sessionId);
  const confirm = useFinishTestCheckout(sessionId, 'confirm');
  const cancel = useFinishTestCheckout(sessionId, 'cancel');
  if (checkout.isLoading) return <Spinner />;
  if (!checkout.data) return <p className="text-red-700">{messageOf(checkout.error)}</p>;
  const { planKey, amount, customerEmail, customerName, specialOffer, status } = checkout.data;
  const plan = PLANS[planKey];
  const busy = confirm.isPending || cancel.isPending || confirm.isSuccess || cancel.isSuccess;
  const finish = (action: typeof confirm) => action.mutate(undefined, { onSuccess: (reply) => navigate(reply.redirectUrl) });

  return (
    <div className="mx-auto max-w-lg">
      <TestModeBanner />
      <Card className="rounded-t-none">
        <h1 className="text-2xl font-semibold text-fairway-900">Test checkout</h1>
        <p className="mt-1 text-sm text-ink/70">
          This installation has no Stripe key, so checkouts stay on this server. Confirming gives the account the plan exactly as a paid Stripe checkout would.
        </p>
        <dl className="mt-6 grid grid-cols-[8rem_minmax(0,1fr)] gap-y-2 text-sm">
          <dt className="text-ink/70">Plan</dt>
          <dd className="font-semibold text-fairway-900">
            {plan.name}
            {specialOffer && ' (special offer)'}
          </dd>
          <dt className="text-ink/70">Amount</dt>
          <dd className="font-semibold text-fairway-900">
            {formatPrice(amount / 100)}
            {plan.period === 'one-time' ? ' one-time' : PERIOD_LABELS[plan.period]}
          </dd>
          <dt className="text-ink/70">Email</dt>
          <dd className="break-all">{customerEmail}</dd>
          <dt className="text-ink/70">Name</dt>
          <dd>{customerName}</dd>
        </dl>
        {status === 'open' ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button variant="gold" size="lg" className="sm:flex-1" disabled={busy} onClick={() => finish(confirm)}>
              {confirm.isPending ? 'Processing...' : `Confirm test payment of ${formatPrice(amount / 100)}`}
            </Button>
            <Button variant="outline" size="lg" disabled={busy} onClick={() => finish(cancel)}>
              Cancel
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-8 rounded-lg bg-fairway-50 px-4 py-3 text-sm text-fairway-900">
            {status === 'completed' ? 'This checkout is already paid.' : 'This checkout has expired. Please choose your plan again.'}
          </p>
        )}
      </Card>
    </div>
  );
}

export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  return (
    <section className="bg-gradient-to-b from-fairway-50 to-cream px-4 py-12 sm:py-16">
      <RequireSignedIn>{() => <Checkout sessionId={sessionId} />}</RequireSignedIn>
    </section>
  );
}
