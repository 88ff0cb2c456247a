import { useState, type FormEvent } from 'react';
import type { CreatedApiKey } from '../../../shared/clubs';
import { API_KEY_HEADER } from '../../../shared/clubs';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB') : 'never');

/** /club's API tab (owner, club plan): keys for the public API, shown once at creation, revocable at once. */
export function ApiKeysPanel() {
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
      },
    });
  };

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold text-fairway-900">API keys</h2>
        <p className="mt-1 text-sm text-ink/70">
          Your systems call the public API (submit swings, read analyses and team statistics) with a key in the <code>{API_KEY_HEADER}</code> header. The
          reference is at{' '}
          <a className="font-semibold text-fairway-700 hover:underline" href="/api/docs">
            /api/docs
          </a>
          , under public-api.
        </p>
        <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field label="Key name" htmlFor="key-name">
            <Input id="key-name" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} placeholder="Booking system" />
          </Field>
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            Create key
          </Button>
        </form>
        {created && (
          <div role="status" className="mt-4 rounded-xl border border-gold-500 bg-gold-500/10 p-4">
            <p className="font-semibold text-fairway-900">Copy this key now: it is not shown again.</p>
            <code className="mt-2 block break-all rounded bg-white p-2 text-sm">{created.key}</code>
          </div>
        )}
      </Card>
      <Card className="p-0">
        <ul className="divide-y divide-fairway-100">
          {(keys.data ?? []).map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 px-6 py-3">
              <div>
                <p className="font-medium text-fairway-900">
                  {key.name} <code className="ml-1 text-xs text-ink/70">{key.prefix}…</code>
                </p>
                <p className="text-sm text-ink/70">
                  Created {formatDate(key.createdAt)} · last used {formatDate(key.lastUsedAt)}
                  {key.revokedAt && ` · revoked ${formatDate(key.revokedAt)}`}
                </p>
              </div>
              {!key.revokedAt && (
                <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(key.id)}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
          {keys.data?.length === 0 && <li className="px-6 py-4 text-ink/70">No keys yet.</li>}
        </ul>
      </Card>
    </div>
  );
}
