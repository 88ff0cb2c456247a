/**
 * The analytics tracker (spec §7 Analytics): every event goes to the tag manager's data layer,
 * and to gtag when the page has it. Nothing is loaded from outside; a site that wants a tag
 * manager adds it around this.
 */

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    gtag?: (...args: unknown[]) => void;
    /** Set by Google Tag Manager's container script once it has loaded. */
    google_tag_manager?: Record<string, unknown>;
  }
}

export type AnalyticsUserType = 'demo' | 'premium';

/** The demo account is labelled demo, everyone else premium (spec §6). */
export function userTypeFor(userId: string): AnalyticsUserType {
  return userId === 'demo-tester' ? 'demo' : 'premium';
}

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: name, ...params });
  window.gtag?.('event', name, params);
}

export function trackPageView(path: string, title: string): void {
  trackEvent('page_view', { page_path: path, page_title: title });
}

export function identifyUser(userId: string): void {
  trackEvent('user_identified', { user_id: userId, user_type: userTypeFor(userId) });
}

/** What the analytics debugger checks (spec §2): is each piece on this page, and what has been pushed. */
export interface AnalyticsStatus {
  tagManager: boolean;
  analytics: boolean;
  dataLayer: boolean;
  events: Record<string, unknown>[];
}

export function analyticsStatus(): AnalyticsStatus {
  return {
    tagManager: window.google_tag_manager !== undefined,
    analytics: typeof window.gtag === 'function',
    dataLayer: Array.isArray(window.dataLayer),
    events: [...(window.dataLayer ?? [])],
  };
}
