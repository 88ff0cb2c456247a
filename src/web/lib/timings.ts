/** Browser timings of spec §9, named once. */

/** Toasts stay this long unless given their own duration. */
export const TOAST_DURATION_MS = 5000;

/** Section links from another page wait this long for the landing page to render before scrolling. */
export const ANCHOR_SCROLL_DELAY_MS = 100;

/** The current-user answer is reused for this long before it is fetched again. */
export const AUTH_STALE_TIME_MS = 5 * 60 * 1000;

/** The special-offer modal opens this long after the landing page loads. */
export const OFFER_MODAL_DELAY_MS = 15_000;

/** The exit-intent modal listens for a leaving visitor only after this long on the page. */
export const EXIT_INTENT_ARM_MS = 5000;

/** Once shown, each landing modal stays away this long (remembered in browser storage). */
export const MODAL_SUPPRESSION_MS = 24 * 60 * 60 * 1000;

/** The quote banner shows each quote this long, fading between them. */
export const QUOTE_ROTATION_MS = 6000;
export const QUOTE_FADE_MS = 500;
