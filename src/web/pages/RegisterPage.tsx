import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { registerSchema, type RegisterBody, type RegistrationReply } from '../../shared/auth';
import { ROUTES } from '../../shared/routes';
import { isSubscribeReturnPath } from '../../shared/subscribeReturn';
import { Button } from '../components/ui/Button';
import { Field } from '../components/ui/Field';
import { Input } from '../components/ui/Input';
import { fieldErrors } from '../lib/fieldErrors';
import { AuthCard } from '../features/auth/AuthCard';
import { RedirectIfSignedIn } from '../features/auth/guards';
import { useRegister } from '../features/auth/mutations';
import { PasswordInput } from '../features/auth/PasswordInput';

type RegisterField = keyof RegisterBody;
const EMPTY: RegisterBody = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

function RegisterForm() {
  const [values, setValues] = useState<RegisterBody>(EMPTY);
  // A message shows once its field has been left (or on submit), so nobody is scolded mid-typing.
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const register = useRegister();
  // The plan page this visitor came from (/subscribe?plan=…): the e-mailed link continues there.
  const next = useSearchParams()[0].get('next');

  const result = registerSchema.safeParse(values);
  const errors = fieldErrors<RegisterField>(result);
  // Spec §5: "Passwords don't match" appears as soon as the confirmation is filled and differs.
  const showError = (field: RegisterField) => (touched[field] || (field === 'confirmPassword' && values.confirmPassword !== '') ? errors[field] : undefined);

  function bind(field: RegisterField) {
    return {
      id: `register-${field}`,
      value: values[field],
      onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value })),
      onBlur: () => setTouched((old) => ({ ...old, [field]: true })),
      'aria-invalid': Boolean(showError(field)),
      'aria-describedby': showError(field) ? `register-${field}-error` : undefined,
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true, password: true, confirmPassword: true });
    if (result.success) register.mutate(next && isSubscribeReturnPath(next) ? { ...values, next } : values);
  }

  if (register.isSuccess) return <CheckYourEmail reply={register.data} />;

  return (
    <AuthCard
      title="Join Fairway Coach"
      subtitle="Create your premium account and start improving your swing."
      footer={
        <>
          Already a member?{' '}
          <Link to={ROUTES.login.path} className="font-semibold text-fairway-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-5" noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="First name" htmlFor="register-firstName" error={showError('firstName')}>
            <Input autoComplete="given-name" {...bind('firstName')} />
          </Field>
          <Field label="Last name" htmlFor="register-lastName" error={showError('lastName')}>
            <Input autoComplete="family-name" {...bind('lastName')} />
          </Field>
        </div>
        <Field label="Email" htmlFor="register-email" error={showError('email')}>
          <Input type="email" autoComplete="email" {...bind('email')} />
        </Field>
        <Field label="Password" htmlFor="register-password" error={showError('password')} hint="At least 8 characters.">
          <PasswordInput autoComplete="new-password" {...bind('password')} />
        </Field>
        <Field label="Confirm password" htmlFor="register-confirmPassword" error={showError('confirmPassword')}>
          <PasswordInput autoComplete="new-password" {...bind('confirmPassword')} />
        </Field>
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}

/** After submit: the account exists once the e-mailed link is opened (decision 0708). */
function CheckYourEmail({ reply }: { reply: RegistrationReply }) {
  return (
    <AuthCard
      title="Check your e-mail"
      subtitle="One more step to your premium account."
      footer={
        <>
          Already confirmed?{' '}
          <Link to={ROUTES.login.path} className="font-semibold text-fairway-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <p role="status" className="rounded-lg bg-fairway-50 p-4 break-words text-fairway-900">
        {reply.message}
      </p>
      <p className="mt-4 text-sm text-ink/70">No e-mail after a few minutes? Check your spam folder, or register again for a fresh link.</p>
    </AuthCard>
  );
}

export function RegisterPage() {
  return (
    <RedirectIfSignedIn>
      <RegisterForm />
    </RedirectIfSignedIn>
  );
}
