import { useEffect } from 'react';
import { FreeDemo } from '../features/demo/FreeDemo';
import { PartnerDemo } from '../features/demo/PartnerDemo';
import { trackEvent } from '../lib/analytics';

/** The free demo on the visitor's own swing (issue 26), with the partners' access-code demo below it. */
export function DemoPage() {
  // Spec §2: a demo visit is an engagement event.
  useEffect(() => trackEvent('demo_page_view', { event_category: 'engagement' }), []);

  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-4xl font-semibold text-fairway-900">Free Golf Swing Demo</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink/70">
          Your own swing, analysed in your browser: the score, your key positions on your video, and the first fault to fix with its drill.
        </p>
      </header>
      <FreeDemo />
      <PartnerDemo />
    </section>
  );
}
