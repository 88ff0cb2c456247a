import { useState, type FormEvent } from 'react';
import { isClubPlan } from '../../../shared/clubs';
import { CONVERSION_TRACKING_MIN_PRICE, PLANS, type PlanKey } from '../../../shared/plans';
import { TOASTS } from '../../../shared/texts';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/toast-store';
import { trackEvent } from '../../lib/analytics';
import { useCreateSubscription } from './api';

interface SubscribeFormProps {
  planKey: PlanKey;
  isSpecialOffer: boolean;
  defaults: { email: string; name: string };
}

/** E-mail and full name (and a club plan's club name), then checkout (spec §2, §5 Subscribe rules, §8 'Subscription Failed'). */
export function SubscribeForm({ planKey, isSpecialOffer, defaults }: SubscribeFormProps) {
  const [email, setEmail] = useState(defaults.email);
  const [name, setName] = useState(defaults.name);
  const [clubName, setClubName] = useState('');
  const forClub = isClubPlan(planKey);
  const subscribe = useCreateSubscription();
  // Disabled while a field is empty; spaces alone get past the button and are told what is missing.
  const empty = email === '' || name === '' || (forClub && clubName === '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '' || name.trim() === '') return toast({ ...TOASTS.subscribeMissingInformation, variant: 'destructive' });
    if (!email.includes('@')) return toast({ ...TOASTS.invalidEmail, variant: 'destructive' });
    const plan = PLANS[planKey];
    trackEvent('begin_checkout', { plan: planKey, value: plan.price, currency: 'GBP' });
    // Spec §9: plans priced over 50 count as subscription conversions.
    if (plan.price > CONVERSION_TRACKING_MIN_PRICE) trackEvent('subscription_conversion', { plan: planKey, value: plan.price, currency: 'GBP' });
    subscribe.mutate({ planType: planKey, userEmail: email.trim(), userName: name.trim(), isSpecialOffer, ...(forClub ? { clubName: clubName.trim() } : {}) });
  }

  const busy = subscribe.isPending || subscribe.isSuccess;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label="Email" htmlFor="subscribe-email">
        <Input id="subscribe-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Full name" htmlFor="subscribe-name">
        <Input id="subscribe-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      {forClub && (
        <Field label="Club name" htmlFor="subscribe-club-name" hint="Your golfers see it on their invitation and in the header.">
          <Input id="subscribe-club-name" autoComplete="organization" value={clubName} onChange={(e) => setClubName(e.target.value)} />
        </Field>
      )}
      <Button type="submit" variant="gold" size="lg" className="w-full" disabled={empty || busy}>
        {busy ? 'Processing...' : 'Subscribe Now'}
      </Button>
    </form>
  );
}
