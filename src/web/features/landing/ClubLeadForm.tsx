import { useState, type FormEvent } from 'react';
import { PARTNERSHIP_TYPE_LABELS, PARTNERSHIP_TYPES } from '../../../shared/leadChoices';
import { TOASTS } from '../../../shared/texts';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/toast-store';
import { fieldErrors } from '../../lib/fieldErrors';
import { failureDescription, useClubLead } from './api';
import { useLeadSchemas } from './useLeadSchemas';

type ClubField = 'contactName' | 'email' | 'clubName' | 'partnershipType' | 'description';
type ClubValues = Record<ClubField, string>;
const EMPTY: ClubValues = { contactName: '', email: '', clubName: '', partnershipType: '', description: '' };
const REQUIRED: readonly ClubField[] = ['contactName', 'email', 'clubName', 'partnershipType'];

/** The club partnership enquiry (spec §2 clubs section, §4 states, §5 rules, §8 texts). */
export function ClubLeadForm() {
  const [values, setValues] = useState<ClubValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const send = useClubLead();
  const { schemas, load } = useLeadSchemas();

  const errors = submitted && schemas ? fieldErrors<ClubField>(schemas.clubLeadBodySchema.safeParse(values)) : {};

  function bind(field: ClubField) {
    return {
      id: `club-${field}`,
      value: values[field],
      onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value })),
      'aria-invalid': Boolean(errors[field]),
      'aria-describedby': errors[field] ? `club-${field}-error` : undefined,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = (await load()).clubLeadBodySchema.safeParse(values);
    setSubmitted(true);
    if (!result.success) {
      const missing = REQUIRED.some((field) => values[field].trim() === '');
      return toast({ ...(missing ? TOASTS.clubMissingInformation : TOASTS.invalidEmail), variant: 'destructive' });
    }
    send.mutate(result.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setSubmitted(false);
        toast(TOASTS.clubLeadSubmitted);
      },
      onError: (error) =>
        toast({ title: TOASTS.clubSubmitFailed.title, description: failureDescription(error, TOASTS.clubSubmitFailed.description), variant: 'destructive' }),
    });
  }

  return (
    <form
      id="club-form"
      onSubmit={(event) => void submit(event)}
      onFocus={() => void load()}
      noValidate
      aria-label="Club partnership enquiry"
      className="scroll-mt-24 space-y-4 rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8"
    >
      <h3 className="text-2xl font-semibold text-fairway-900">Request a club demo</h3>
      <p className="text-sm text-ink/70">Tell us about your club and we will be in touch within 24 hours. Fields marked * are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Contact name *" htmlFor="club-contactName" error={errors.contactName}>
          <Input autoComplete="name" {...bind('contactName')} />
        </Field>
        <Field label="Email *" htmlFor="club-email" error={errors.email}>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </Field>
        <Field label="Club, resort or academy *" htmlFor="club-clubName" error={errors.clubName}>
          <Input autoComplete="organization" {...bind('clubName')} />
        </Field>
        <Field label="Partnership type *" htmlFor="club-partnershipType" error={errors.partnershipType}>
          <Select {...bind('partnershipType')}>
            <option value="">Choose one</option>
            {PARTNERSHIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {PARTNERSHIP_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="What would you like to achieve? (optional)" htmlFor="club-description" error={errors.description}>
        <Textarea rows={4} {...bind('description')} />
      </Field>
      <Button type="submit" variant="gold" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Submitting...' : 'Submit Partnership Request'}
      </Button>
    </form>
  );
}
