/**
 * The fixed choices of the landing page's public forms and their labels: plain values with no
 * zod, so the landing page draws its forms without loading the schemas of leads.ts, which
 * validate them (decision 1021).
 */

/** Where an address was given: the hero box or the exit-intent modal (spec §3 "hero or modal variant"). */
export const EMAIL_CAPTURE_SOURCES = ['hero', 'exit_intent'] as const;
export type EmailCaptureSource = (typeof EMAIL_CAPTURE_SOURCES)[number];

export const PARTNERSHIP_TYPES = ['club', 'resort', 'academy', 'pro'] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
export const PARTNERSHIP_TYPE_LABELS: Record<PartnershipType, string> = {
  club: 'Golf club',
  resort: 'Resort',
  academy: 'Academy',
  pro: 'Teaching professional',
};

export const FEEDBACK_ROLES = ['golfer', 'coach', 'club', 'other'] as const;
export const FEEDBACK_ROLE_LABELS: Record<(typeof FEEDBACK_ROLES)[number], string> = {
  golfer: 'Golfer',
  coach: 'Coach',
  club: 'Club manager',
  other: 'Other',
};
export const FEEDBACK_CATEGORIES = ['feature', 'bug', 'ux', 'pricing', 'other'] as const;
export const FEEDBACK_CATEGORY_LABELS: Record<(typeof FEEDBACK_CATEGORIES)[number], string> = {
  feature: 'Feature request',
  bug: 'Something is broken',
  ux: 'Ease of use',
  pricing: 'Pricing',
  other: 'Other',
};
