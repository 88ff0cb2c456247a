import { useState } from 'react';
import { Badge } from '../components/ui/Badge';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { AdminOnly } from '../features/admin/AdminOnly';
import { analyticsStatus, trackEvent, type AnalyticsStatus } from '../lib/analytics';

/** The events the app sends (spec §2, §9), each sendable from here as a test. */
const TEST_EVENTS: { name: string; params: Record<string, unknown> }[] = [
  { name: 'debug_test_event', params: { event_category: 'debug' } },
  { name: 'demo_page_view', params: { event_category: 'engagement', debug: true } },
  { name: 'subscribe_page_view', params: { event_category: 'conversion_funnel', debug: true } },
  { name: 'subscription_conversion', params: { plan: 'individual', value: 65, currency: 'GBP', debug: true } },
];

const CHECKS: { key: keyof Omit<AnalyticsStatus, 'events'>; label: string; missing: string }[] = [
  { key: 'tagManager', label: 'Tag manager', missing: 'No tag manager container on this page (window.google_tag_manager).' },
  { key: 'analytics', label: 'Analytics (gtag)', missing: 'No gtag function: events go to the data layer only.' },
  { key: 'dataLayer', label: 'Data layer', missing: 'window.dataLayer does not exist yet; the first event creates it.' },
];

function Debugger() {
  const [status, setStatus] = useState(analyticsStatus);
  const send = (name: string, params: Record<string, unknown>) => {
    trackEvent(name, params);
    setStatus(analyticsStatus());
  };

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold text-fairway-900">Analytics Debugger</h1>
      <Card>
        <div className="flex items-center justify-between gap-4">
          <h2 className="text-xl font-semibold text-fairway-900">Status</h2>
          <Button variant="outline" size="sm" onClick={() => setStatus(analyticsStatus())}>
            Check again
          </Button>
        </div>
        <ul className="mt-4 space-y-3">
          {CHECKS.map((check) => (
            <li key={check.key} className="flex flex-wrap items-center gap-3">
              <Badge tone={status[check.key] ? 'green' : 'neutral'}>{status[check.key] ? 'Present' : 'Missing'}</Badge>
              <span className="font-medium text-fairway-900">{check.label}</span>
              {!status[check.key] && <span className="text-sm text-ink/70">{check.missing}</span>}
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="text-xl font-semibold text-fairway-900">Send a test event</h2>
        <div className="mt-4 flex flex-wrap gap-3">
          {TEST_EVENTS.map((event) => (
            <Button key={event.name} variant="outline" size="sm" onClick={() => send(event.name, event.params)}>
              {event.name}
            </Button>
          ))}
        </div>
        <h3 className="mt-6 font-semibold text-fairway-900">Data layer ({status.events.length} events)</h3>
        <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-fairway-900 p-4 text-xs text-cream">{JSON.stringify(status.events.slice(-20), null, 2)}</pre>
      </Card>
    </section>
  );
}

/** Spec §2 Analytics debugger, for administrators. */
export function AnalyticsDebuggerPage() {
  return (
    <AdminOnly>
      <Debugger />
    </AdminOnly>
  );
}
