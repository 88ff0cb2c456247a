import { useEffect } from 'react';
import { PlaceholderPage } from '../components/layout/PlaceholderPage';
import { trackEvent } from '../lib/analytics';

export function DemoPage() {
  // Spec §2: a demo visit is an engagement event.
  useEffect(() => trackEvent('demo_page_view', { event_category: 'engagement' }), []);
  return (
    <PlaceholderPage heading="Free Golf Swing Demo">
      <p>The password-gated product demo for partners and testers.</p>
    </PlaceholderPage>
  );
}
