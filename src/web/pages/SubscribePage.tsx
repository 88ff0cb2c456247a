import { useEffect } from 'react';
import { PlaceholderPage } from '../components/layout/PlaceholderPage';
import { trackEvent } from '../lib/analytics';

export function SubscribePage() {
  // Spec §2: visiting the subscribe page is a step of the conversion funnel.
  useEffect(() => trackEvent('subscribe_page_view', { event_category: 'conversion_funnel' }), []);
  return (
    <PlaceholderPage heading="Choose Your Plan">
      <p>Plan selection and checkout open here soon. Every plan has a 30-day satisfaction guarantee and can be cancelled anytime.</p>
    </PlaceholderPage>
  );
}
