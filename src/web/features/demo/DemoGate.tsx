import { useState, type FormEvent } from 'react';
import { DEMO_INVALID_CODE } from '../../../shared/demo';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { ApiError, messageOf } from '../../lib/api';
import { PasswordInput } from '../auth/PasswordInput';
import { useUnlockDemo } from './api';

/** The password gate (spec §2, §5): the code goes to the server; a wrong one shows the spec's alert. */
export function DemoGate() {
  const [code, setCode] = useState('');
  const unlock = useUnlockDemo();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    unlock.mutate(code, {
      // The spec's demo gate answers a wrong code with a browser alert.
      onError: (error) => window.alert(error instanceof ApiError && error.status === 401 ? DEMO_INVALID_CODE : messageOf(error)),
    });
  };

  return (
    <Card className="mx-auto max-w-md">
      <h2 className="text-2xl font-semibold text-fairway-900">Enter the demo access code</h2>
      <p className="mt-2 text-ink/70">For partners and testers: a modelled swing (no video) analysed by our engine, read-only.</p>
      <form onSubmit={submit} className="mt-6 space-y-4">
        <Field label="Access code" htmlFor="demo-code">
          <PasswordInput id="demo-code" autoComplete="off" value={code} onChange={(event) => setCode(event.target.value)} />
        </Field>
        <Button type="submit" variant="gold" className="w-full" disabled={code.trim() === '' || unlock.isPending}>
          {unlock.isPending ? 'Checking...' : 'Open Demo'}
        </Button>
      </form>
    </Card>
  );
}
