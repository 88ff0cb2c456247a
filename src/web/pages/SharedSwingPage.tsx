import { useParams } from 'react-router-dom';
import { Card } from '../components/ui/Card';
import { Spinner } from '../components/ui/Spinner';
import { ApiError } from '../lib/api';
import { SharedSwingView } from '../features/sharing/SharedSwingView';
import { useSharedSwing } from '../features/sharing/api';

/** /s/:token — a swing its owner shared with a link; no account needed. */
export function SharedSwingPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { data, isLoading, error } = useSharedSwing(token);
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">A Shared Golf Swing</h1>
        {(data?.clubUsed ?? data?.swingLength) && <p className="mt-1 text-ink/70">{[data.clubUsed, data.swingLength].filter(Boolean).join(' · ')}</p>}
      </header>
      {isLoading && <Spinner label="Loading the swing" />}
      {error && (
        <Card role="status">
          {error instanceof ApiError && error.status === 404
            ? 'This link does not work any more: its owner may have revoked it or deleted the swing.'
            : 'The swing could not be loaded. Try again in a moment.'}
        </Card>
      )}
      {data && <SharedSwingView swing={data} />}
    </section>
  );
}
