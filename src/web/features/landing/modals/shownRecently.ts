import { MODAL_SUPPRESSION_MS } from '../../../lib/timings';

/** Where each landing modal remembers when it was last shown (spec §4: browser storage, 24 hours). */
export const MODAL_STORAGE_KEYS = {
  exitIntent: 'fairway.exitIntentShownAt',
  specialOffer: 'fairway.specialOfferShownAt',
} as const;
export type LandingModal = keyof typeof MODAL_STORAGE_KEYS;

/**
 * True when the modal was shown within the suppression window. Storage that cannot be read
 * (blocked cookies, some private modes) counts as "shown", so a visitor who refuses storage is
 * not shown the same modal on every visit.
 */
export function wasShownRecently(modal: LandingModal, now = Date.now()): boolean {
  try {
    const shownAt = Number(window.localStorage.getItem(MODAL_STORAGE_KEYS[modal]));
    return Number.isFinite(shownAt) && shownAt > 0 && now - shownAt < MODAL_SUPPRESSION_MS;
  } catch {
    return true;
  }
}

export function rememberShown(modal: LandingModal, now = Date.now()): void {
  try {
    window.localStorage.setItem(MODAL_STORAGE_KEYS[modal], String(now));
  } catch {
    // Nothing to remember it in; wasShownRecently already treats that as shown.
  }
}
