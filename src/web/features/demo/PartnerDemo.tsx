import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/api';
import { useDemoState } from './api';
import { DemoGate } from './DemoGate';
import { DemoTabs } from './DemoTabs';

/**
 * The access-code demo for partners and testers (decision 1013): a modelled swing in four read-only
 * tabs. Folded away under the free demo, with the way to ask for a code; open once the code was accepted.
 */
export function PartnerDemo() {
  const state = useDemoState();
  if (state.isLoading) return <Spinner label="Loading the partner demo" />;
  if (state.data?.unlocked) return <DemoTabs analyses={state.data.analyses} />;
  return (
    <details className="rounded-2xl border border-fairway-100 bg-white p-4 sm:p-6">
      <summary className="cursor-pointer font-semibold text-fairway-900">Partner or tester with an access code?</summary>
      <div className="mt-4">
        {state.error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {messageOf(state.error)}
          </p>
        ) : (
          <DemoGate />
        )}
        <p className="mt-4 text-center text-sm text-ink/70">
          No code?{' '}
          <Link to={`${ROUTES.home.path}#feedback`} className="font-semibold text-fairway-700 hover:underline">
            Ask us for one
          </Link>{' '}
          with the contact form.
        </p>
      </div>
    </details>
  );
}
