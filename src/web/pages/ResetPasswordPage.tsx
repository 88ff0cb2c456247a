import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { passwordResetConfirmSchema, type MessageReply, type PasswordResetConfirmBody } from '../../shared/auth';
import { API_ROUTES, ROUTES } from '../../shared/routes';
import { TOASTS } from '../../shared/texts';
import { Button } from '../components/ui/Button';
import { Field } from '../components/ui/Field';
import { toast } from '../components/ui/toast-store';
import { apiJson, messageOf } from '../lib/api';
import { fieldErrors } from '../lib/fieldErrors';
import { AuthCard } from '../features/auth/AuthCard';
import { PasswordInput } from '../features/auth/PasswordInput';

type ResetField = keyof PasswordResetConfirmBody;

/** The page the e-mailed link opens: /reset-password?token=... */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const confirm = useMutation({
    mutationFn: (body: PasswordResetConfirmBody) => apiJson<MessageReply>('POST', API_ROUTES.passwordResetConfirm, body),
    onSuccess: () => {
      toast(TOASTS.passwordResetDone);
      navigate(ROUTES.login.path);
    },
    onError: (error) => toast({ ...TOASTS.passwordResetFailed, description: messageOf(error), variant: 'destructive' }),
  });

  const result = passwordResetConfirmSchema.safeParse({ token, password, confirmPassword });
  const errors = fieldErrors<ResetField>(result);
  const passwordError = submitted ? errors.password : undefined;
  const confirmError = submitted || confirmPassword !== '' ? errors.confirmPassword : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (result.success) confirm.mutate(result.data);
  }

  if (!token) {
    return (
      <AuthCard title="Reset link missing" subtitle="Open the link from your e-mail, or request a new one.">
        <Link to={ROUTES.forgotPassword.path} className="font-semibold text-fairway-700 hover:underline">
          Request a new reset link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Use at least 8 characters. You will log in with it afterwards.">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <Field label="New password" htmlFor="reset-password" error={passwordError}>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            value={password}
            aria-invalid={Boolean(passwordError)}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="Confirm new password" htmlFor="reset-confirm" error={confirmError}>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            value={confirmPassword}
            aria-invalid={Boolean(confirmError)}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
