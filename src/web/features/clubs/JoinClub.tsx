import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { acceptInvitationSchema, type InvitationPreview } from '../../../shared/clubs';
import { ROUTES } from '../../../shared/routes';
import { ClubMark } from '../../components/layout/ClubMark';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/session';
import { PasswordInput } from '../auth/PasswordInput';
import { useAcceptInvitation, useInvitationPreview } from './api';

const ROLE_TEXT = { owner: 'as its owner', coach: 'as a coach', member: 'as a member' } as const;

function NewAccountForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [fields, setFields] = useState({ firstName: '', lastName: '', password: '' });
  const [error, setError] = useState<string>();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = acceptInvitationSchema.safeParse({ token, ...fields });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    accept.mutate(parsed.data, { onSuccess: () => navigate(ROUTES.dashboard.path), onError: (failure) => setError(messageOf(failure)) });
  };
  return (
    <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
      <p className="text-sm text-ink/70">
        Create your account for <strong>{preview.email}</strong>: this link proves the address is yours.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" htmlFor="join-first">
          <Input id="join-first" autoComplete="given-name" value={fields.firstName} onChange={set('firstName')} />
        </Field>
        <Field label="Last name" htmlFor="join-last">
          <Input id="join-last" autoComplete="family-name" value={fields.lastName} onChange={set('lastName')} />
        </Field>
      </div>
      <Field label="Password" htmlFor="join-password" hint="At least 8 characters.">
        <PasswordInput id="join-password" autoComplete="new-password" value={fields.password} onChange={set('password')} />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Joining...' : `Join ${preview.clubName}`}
      </Button>
    </form>
  );
}

function SignedInAccept({ token, preview, email }: { token: string; preview: InvitationPreview; email: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  if (email.toLowerCase() !== preview.email.toLowerCase()) {
    return (
      <p role="alert" className="mt-5 rounded-xl bg-red-50 p-4 text-red-800">
        You are signed in as {email}, but this invitation is for {preview.email}. Log out, then open the link again.
      </p>
    );
  }
  return (
    <div className="mt-5 space-y-3">
      <Button className="w-full" disabled={accept.isPending} onClick={() => accept.mutate({ token }, { onSuccess: () => navigate(ROUTES.dashboard.path) })}>
        {accept.isPending ? 'Joining...' : `Join ${preview.clubName}`}
      </Button>
      {accept.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(accept.error)}
        </p>
      )}
    </div>
  );
}

/** /club/join?token=…: the e-mailed invitation, accepted signed in as the invited address or by making its account. */
export function JoinClub({ token }: { token: string }) {
  const { user, isLoading } = useCurrentUser();
  const preview = useInvitationPreview(token);
  if (!token) return <Card role="alert">This invitation link is incomplete. Open the link from the e-mail again.</Card>;
  if (preview.error) return <Card role="alert">{messageOf(preview.error)}</Card>;
  if (!preview.data || isLoading) return <Spinner label="Opening the invitation" />;
  const data = preview.data;
  return (
    <Card className="mx-auto max-w-lg" style={{ borderTop: `6px solid ${data.branding.primaryColor ?? '#165238'}` }}>
      <div className="flex items-center gap-4">
        <ClubMark branding={data.branding} className="size-14" />
        <div>
          <h1 className="text-2xl font-semibold text-fairway-900">Join {data.clubName}</h1>
          <p className="text-ink/70">You were invited {ROLE_TEXT[data.role]}, with premium swing coaching through the club.</p>
        </div>
      </div>
      {user ? (
        <SignedInAccept token={token} preview={data} email={user.email} />
      ) : data.accountExists ? (
        <p className="mt-5 text-ink/80">
          {data.email} already has an account.{' '}
          <Link className="font-semibold text-fairway-700 hover:underline" to={ROUTES.login.path}>
            Log in
          </Link>{' '}
          in this browser, then open the link from the e-mail again to accept.
        </p>
      ) : (
        <NewAccountForm token={token} preview={data} />
      )}
    </Card>
  );
}
