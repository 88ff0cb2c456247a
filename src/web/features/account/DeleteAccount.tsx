import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETED_MESSAGE } from '../../../shared/account';
import { API_ROUTES, ROUTES } from '../../../shared/routes';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, messageOf } from '../../lib/api';
import { PasswordInput } from '../auth/PasswordInput';
import { CURRENT_USER_KEY } from '../../lib/session';

/** The member closes their account: a button, then a confirmation that asks for the password. */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', API_ROUTES.account, { password }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      toast({ title: 'Account deleted', description: ACCOUNT_DELETED_MESSAGE });
      void navigate(ROUTES.home.path);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate();
  };

  return (
    <section aria-labelledby="delete-account" className="mt-12 rounded-2xl border border-red-200 bg-red-50/60 p-6">
      <h2 id="delete-account" className="text-xl font-semibold text-red-900">
        Delete account
      </h2>
      <p className="mt-2 text-ink/75">
        Deletes your videos, analyses, goals and profile for good and ends any plan at once (no further payments); the record of what you paid stays, without
        your name or e-mail, as tax law requires. This cannot be undone.
      </p>
      {confirming ? (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <Field label="Your password" htmlFor="delete-password" error={remove.error ? messageOf(remove.error) : undefined}>
            <PasswordInput id="delete-password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={password === '' || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      )}
    </section>
  );
}
