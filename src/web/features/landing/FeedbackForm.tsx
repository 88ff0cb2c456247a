import { useState, type FormEvent } from 'react';
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_ROLE_LABELS, FEEDBACK_ROLES } from '../../../shared/leadChoices';
import { TOASTS } from '../../../shared/texts';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/toast-store';
import { fieldErrors } from '../../lib/fieldErrors';
import { failureDescription, useFeedback } from './api';
import { useLeadSchemas } from './useLeadSchemas';
import { RatingInput } from './RatingInput';

type TextField = 'name' | 'email' | 'role' | 'category' | 'message';
const EMPTY: Record<TextField, string> = { name: '', email: '', role: '', category: 'feature', message: '' };

/** The feedback form at the end of the landing page (spec §3 Feedback, §4 states, §5 rules, §8 texts). */
export function FeedbackForm() {
  const [values, setValues] = useState(EMPTY);
  const [rating, setRating] = useState<number | null>(null);
  const [consent, setConsent] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const send = useFeedback();
  const { schemas, load } = useLeadSchemas();

  // The page and browser are captured automatically (spec §3), at the moment of sending.
  const body = () => ({ ...values, rating, consent, pageUrl: window.location.href, userAgent: navigator.userAgent });
  const errors = submitted && schemas ? fieldErrors<TextField>(schemas.feedbackBodySchema.safeParse(body())) : {};

  function bind(field: TextField) {
    return {
      id: `feedback-${field}`,
      value: values[field],
      onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value })),
      'aria-invalid': Boolean(errors[field]),
      'aria-describedby': errors[field] ? `feedback-${field}-error` : undefined,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = (await load()).feedbackBodySchema.safeParse(body());
    setSubmitted(true);
    if (!result.success) {
      const messageWrong = result.error.issues.some((issue) => issue.path[0] === 'message');
      return toast({ ...(messageWrong ? TOASTS.feedbackMessageRequired : TOASTS.invalidEmail), variant: 'destructive' });
    }
    send.mutate(result.data, {
      onSuccess: () => toast(TOASTS.feedbackSubmitted),
      // The form stays filled so nothing typed is lost.
      onError: (error) =>
        toast({ title: TOASTS.feedbackFailed.title, description: failureDescription(error, TOASTS.feedbackFailed.description), variant: 'destructive' }),
    });
  }

  function startAgain() {
    setValues(EMPTY);
    setRating(null);
    setConsent(false);
    setSubmitted(false);
    send.reset();
  }

  if (send.isSuccess) {
    return (
      <Card className="text-center">
        <h3 className="text-2xl font-semibold text-fairway-900">Thank you for your feedback</h3>
        <p className="mt-2 text-ink/70">Every message is read by the team that builds Fairway Coach.</p>
        <Button variant="outline" className="mt-6" onClick={startAgain}>
          Submit More Feedback
        </Button>
      </Card>
    );
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} onFocus={() => void load()} noValidate aria-label="Feedback" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name (optional)" htmlFor="feedback-name" error={errors.name}>
            <Input autoComplete="name" {...bind('name')} />
          </Field>
          <Field label="Email (optional)" htmlFor="feedback-email" error={errors.email}>
            <Input type="email" autoComplete="email" {...bind('email')} />
          </Field>
          <Field label="I am a (optional)" htmlFor="feedback-role" error={errors.role}>
            <Select {...bind('role')}>
              <option value="">Prefer not to say</option>
              {FEEDBACK_ROLES.map((role) => (
                <option key={role} value={role}>
                  {FEEDBACK_ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="About" htmlFor="feedback-category" error={errors.category}>
            <Select {...bind('category')}>
              {FEEDBACK_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {FEEDBACK_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <RatingInput value={rating} onChange={setRating} />
        <Field label="Message" htmlFor="feedback-message" error={errors.message}>
          <Textarea rows={4} {...bind('message')} />
        </Field>
        <label className="flex items-start gap-3 text-sm text-ink/80">
          <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} className="mt-0.5 size-4 accent-fairway-700" />
          You may contact me about this feedback.
        </label>
        <Button type="submit" variant="green" size="lg" className="w-full" disabled={values.message === '' || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Feedback'}
        </Button>
      </form>
    </Card>
  );
}
