import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import { Button } from '../components/ui/Button';
import { Field } from '../components/ui/Field';
import { Input } from '../components/ui/Input';
import { AuthCard } from '../features/auth/AuthCard';
import { RedirectIfSignedIn } from '../features/auth/guards';
import { useLogin } from '../features/auth/mutations';
import { PasswordInput } from '../features/auth/PasswordInput';
import { canSubmitLogin, loginBlocker } from '../features/auth/rules';

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const blocker = loginBlocker(email, password);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSubmitLogin(email, password)) login.mutate({ email, password });
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to your premium coaching account."
      footer={
        <>
          New to Fairway Coach?{' '}
          <Link to={ROUTES.register.path} className="font-semibold text-fairway-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-5" noValidate>
        <Field label="Email" htmlFor="login-email">
          <Input id="login-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Password" htmlFor="login-password">
          <PasswordInput id="login-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <div className="text-right text-sm">
          <Link to={ROUTES.forgotPassword.path} className="text-fairway-700 hover:underline">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={blocker !== null || login.isPending} aria-describedby={blocker ? 'login-blocker' : undefined}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        {blocker && (
          <p id="login-blocker" className="text-center text-sm text-ink/70" aria-live="polite">
            {blocker}
          </p>
        )}
      </form>
    </AuthCard>
  );
}

export function LoginPage() {
  return (
    <RedirectIfSignedIn>
      <LoginForm />
    </RedirectIfSignedIn>
  );
}
