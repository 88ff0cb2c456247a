import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { passwordResetRequestSchema, type MessageReply } from '../../shared/auth';
import { API_ROUTES, ROUTES } from '../../shared/routes';
import { TOASTS } from '../../shared/texts';
import { Button } from '../components/ui/Button';
import { Field } from '../components/ui/Field';
import { Input } from '../components/ui/Input';
import { toast } from '../components/ui/toast-store';
import { apiJson, messageOf } from '../lib/api';
import { fieldErrors } from '../lib/fieldErrors';
import { AuthCard } from '../features/auth/AuthCard';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useMutation({
    mutationFn: (body: { email: string }) => apiJson<MessageReply>('POST', API_ROUTES.passwordResetRequest, body),
    onError: (error) => toast({ ...TOASTS.passwordResetFailed, description: messageOf(error), variant: 'destructive' }),
  });

  const result = passwordResetRequestSchema.safeParse({ email });
  const error = touched ? fieldErrors<'email'>(result).email : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (result.success) request.mutate(result.data);
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your account e-mail and we will send you a link to choose a new password."
      footer={
        <Link to={ROUTES.login.path} className="font-semibold text-fairway-700 hover:underline">
          Back to login
        </Link>
      }
    >
      {request.isSuccess ? (
        <p role="status" className="rounded-lg bg-fairway-50 p-4 text-fairway-900">
          {request.data.message}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-5" noValidate>
          <Field label="Email" htmlFor="reset-email" error={error}>
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={Boolean(error)}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched(true)}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
