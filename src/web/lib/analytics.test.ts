import { afterEach, describe, expect, it } from 'vitest';
import { analyticsStatus, identifyUser, trackEvent, trackPageView, userTypeFor } from './analytics';

afterEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  delete window.google_tag_manager;
});

describe('analytics tracker', () => {
  it('labels demo-tester as demo and everyone else as premium', () => {
    expect(userTypeFor('demo-tester')).toBe('demo');
    expect(userTypeFor('5f0c2a4e-7d55-4a8e-9f55-3d2b8f1f6c11')).toBe('premium');
  });

  it('pushes events to the data layer, creating it when missing', () => {
    trackEvent('subscribe_page_view', { event_category: 'conversion_funnel' });
    trackPageView('/blog', 'Golf Swing Analysis Blog | Expert Tips & Techniques');
    expect(window.dataLayer).toEqual([
      { event: 'subscribe_page_view', event_category: 'conversion_funnel' },
      { event: 'page_view', page_path: '/blog', page_title: 'Golf Swing Analysis Blog | Expert Tips & Techniques' },
    ]);
  });

  it('also calls gtag when the page has it', () => {
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void calls.push(args);
    identifyUser('demo-tester');
    expect(calls).toEqual([['event', 'user_identified', { user_id: 'demo-tester', user_type: 'demo' }]]);
    expect(window.dataLayer).toEqual([{ event: 'user_identified', user_id: 'demo-tester', user_type: 'demo' }]);
  });

  it('reports which of tag manager, analytics and data layer the page has, and the events pushed', () => {
    expect(analyticsStatus()).toEqual({ tagManager: false, analytics: false, dataLayer: false, events: [] });
    window.google_tag_manager = { 'GTM-TEST': {} };
    window.gtag = () => undefined;
    trackEvent('debug_test_event', { event_category: 'debug' });
    expect(analyticsStatus()).toEqual({ tagManager: true, analytics: true, dataLayer: true, events: [{ event: 'debug_test_event', event_category: 'debug' }] });
  });
});
