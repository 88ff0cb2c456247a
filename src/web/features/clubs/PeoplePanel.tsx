import { useState, type FormEvent } from 'react';
import { inviteBodySchema, type MyClub } from '../../../shared/clubs';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { useClubPeople, useInvite, useRemoveMember, useRevokeInvitation } from './api';

function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'member' | 'coach'>('member');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteBodySchema.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    // Cleared only if it still holds the address just invited: the owner may already be typing the next.
    const sent = email;
    invite.mutate(parsed.data, { onSuccess: () => setEmail((current) => (current === sent ? '' : current)) });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end" noValidate>
      <Field label="E-mail" htmlFor="invite-email" error={error}>
        <Input id="invite-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="golfer@example.com" />
      </Field>
      <Field label="Role" htmlFor="invite-role">
        <Select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as 'member' | 'coach')}>
          <option value="member">Member</option>
          <option value="coach">Coach</option>
        </Select>
      </Field>
      <Button type="submit" disabled={invite.isPending || !email}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}

/** /club's People tab: who is in the club, the invitations still open, and (for the owner) inviting and removing. */
export function PeoplePanel({ club }: { club: NonNullable<MyClub> }) {
  const people = useClubPeople(true);
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const isOwner = club.role === 'owner';
  const seats = club.seatLimit === null ? `${club.seatsTaken} seats taken (unlimited)` : `${club.seatsTaken} of ${club.seatLimit} seats taken`;
  return (
    <div className="space-y-6">
      {isOwner && (
        <Card>
          <h2 className="text-lg font-semibold text-fairway-900">Invite a golfer or coach</h2>
          <p className="mb-4 mt-1 text-sm text-ink/70">
            They get an e-mail with a link that works once. Accepting gives them premium access through a club seat. {seats}.
          </p>
          <InviteForm />
        </Card>
      )}
      {!people.data ? (
        <Spinner label="Loading the club's people" />
      ) : (
        <Card className="p-0">
          <h2 className="px-6 pt-5 text-lg font-semibold text-fairway-900">People</h2>
          <ul className="mt-2 divide-y divide-fairway-100">
            {people.data.members.map((person) => (
              <li key={person.userId} className="flex flex-wrap items-center justify-between gap-3 px-6 py-3">
                <div>
                  <p className="font-medium text-fairway-900">
                    {person.firstName} {person.lastName} <span className="ml-1 text-xs uppercase tracking-wide text-ink/70">{person.role}</span>
                  </p>
                  <p className="text-sm text-ink/70">{person.email}</p>
                </div>
                {isOwner && person.role !== 'owner' && (
                  <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(person.userId)}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
            {people.data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-6 py-3">
                <div>
                  <p className="font-medium text-ink/80">
                    {invitation.email} <span className="ml-1 text-xs uppercase tracking-wide text-ink/70">invited as {invitation.role}</span>
                  </p>
                  <p className="text-sm text-ink/70">Link valid until {new Date(invitation.expiresAt).toLocaleDateString('en-GB')}</p>
                </div>
                {isOwner && (
                  <Button variant="ghost" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
                    Withdraw
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
