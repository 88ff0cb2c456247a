/** Browser timings of spec §9, named once. */

/** Toasts stay this long unless given their own duration. */
export const TOAST_DURATION_MS = 5000;

/** Section links from another page wait this long for the landing page to render before scrolling. */
export const ANCHOR_SCROLL_DELAY_MS = 100;

/** The current-user answer is reused for this long before it is fetched again. */
export const AUTH_STALE_TIME_MS = 5 * 60 * 1000;
