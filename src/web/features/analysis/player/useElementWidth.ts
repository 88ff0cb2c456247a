import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * An element's width in px, kept current as it resizes (0 until it has been laid out). Measured
 * before the browser paints: measured after, the first frame showed the timeline's chips laid out
 * for a width of 0, a row each, until the next frame.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
