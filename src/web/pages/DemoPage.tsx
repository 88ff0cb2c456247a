import { useEffect } from 'react';
import { Spinner } from '../components/ui/Spinner';
import { useDemoState } from '../features/demo/api';
import { DemoGate } from '../features/demo/DemoGate';
import { DemoTabs } from '../features/demo/DemoTabs';
import { trackEvent } from '../lib/analytics';
import { messageOf } from '../lib/api';

/** Spec §2 Demo page: locked until the server accepts the code, then four read-only tabs. */
export function DemoPage() {
  // Spec §2: a demo visit is an engagement event.
  useEffect(() => trackEvent('demo_page_view', { event_category: 'engagement' }), []);
  const state = useDemoState();

  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-4xl font-semibold text-fairway-900">Free Golf Swing Demo</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink/70">See what a member gets from one swing: the score, the positions, the faults and the drills.</p>
      </header>
      {state.isLoading ? (
        <Spinner label="Loading the demo" />
      ) : state.data?.unlocked ? (
        <DemoTabs analyses={state.data.analyses} />
      ) : state.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {messageOf(state.error)}
        </p>
      ) : (
        <DemoGate />
      )}
    </section>
  );
}
