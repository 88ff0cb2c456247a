import { useEffect, useState, type RefObject } from 'react';
import { KEEP_CLEAR_ATTRIBUTE } from '../../lib/keepClear';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * True while the element (the fixed button) sits over anything marked with KEEP_CLEAR_ATTRIBUTE.
 * Checked on scroll, resize and changes to the page, once per frame; the button keeps its place in the layout while
 * hidden, so its box can still be measured.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    if (!active) {
      setCovering(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = ref.current?.getBoundingClientRect();
      if (!own) return;
      const marked = document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`);
      setCovering([...marked].some((element) => overlaps(own, element.getBoundingClientRect())));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A marked element can also arrive under the button without a scroll: a result page's timeline
    // renders once its analysis has loaded, already at the bottom of a phone's screen.
    const arrivals = new MutationObserver(schedule);
    arrivals.observe(document.body, { childList: true, subtree: true });
    return () => {
      arrivals.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref, active]);
  return covering;
}
