import { useEffect, useState, type RefObject } from 'react';
import { keptClearRects, overlaps, watchLayout } from '../../lib/keepClear';

/**
 * True while the element (the fixed button) sits over anything marked with KEEP_CLEAR_ATTRIBUTE.
 * The button keeps its place in the layout while hidden, so its box can still be measured.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    if (!active) {
      setCovering(false);
      return;
    }
    return watchLayout(() => {
      const own = ref.current?.getBoundingClientRect();
      if (own) setCovering(keptClearRects().some((marked) => overlaps(own, marked)));
    });
  }, [ref, active]);
  return covering;
}
