/**
 * Marks an element that floating controls (the coach button, a toast) must never cover, e.g. the
 * landing page's e-mail box, which fills a phone's width. Spread it on the element: `<div {...KEEP_CLEAR}>`.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';
export const KEEP_CLEAR = { [KEEP_CLEAR_ATTRIBUTE]: '' } as const;

/** A box on screen, as `getBoundingClientRect` gives it. */
export interface ScreenBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export function overlaps(a: ScreenBox, b: ScreenBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Where the marked elements are on screen now. */
export function keptClearRects(): DOMRect[] {
  return [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].map((element) => element.getBoundingClientRect());
}

/**
 * Calls `check` now and again, at most once a frame, whenever what lies under a floating control
 * can change: a scroll, a resize, or elements arriving (a result page's timeline renders once its
 * analysis has loaded, already at the bottom of a phone's screen). Returns the stop.
 */
export function watchLayout(check: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame === 0)
      frame = requestAnimationFrame(() => {
        frame = 0;
        check();
      });
  };
  check();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  const arrivals = new MutationObserver(schedule);
  arrivals.observe(document.body, { childList: true, subtree: true });
  return () => {
    arrivals.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame !== 0) cancelAnimationFrame(frame);
  };
}
