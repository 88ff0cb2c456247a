import { overlaps, type ScreenBox } from '../../lib/keepClear';

/** Space kept between a toast and the screen's edge, in CSS pixels (Tailwind's `bottom-4`). */
export const TOAST_MARGIN_PX = 16;

/**
 * The toast's distance from the bottom of the viewport: its usual margin, or just above the
 * highest kept-clear element it would otherwise cover (a chat's message box sits where toasts
 * appear, and "Joined Room" hid its Send button for five seconds). `toast` gives where it sits
 * across the screen and how tall it is. It never rises so far that its top leaves the screen.
 */
export function toastBottomOffset(toast: { left: number; right: number; height: number }, keptClear: ScreenBox[], viewportHeight: number): number {
  const highest = Math.max(TOAST_MARGIN_PX, viewportHeight - toast.height - TOAST_MARGIN_PX);
  let offset = TOAST_MARGIN_PX;
  for (;;) {
    const placed = { left: toast.left, right: toast.right, top: viewportHeight - offset - toast.height, bottom: viewportHeight - offset };
    const covered = keptClear.filter((box) => overlaps(box, placed));
    if (covered.length === 0) return offset;
    // Each step clears the highest box covered, so the offset only grows and the loop ends.
    const above = viewportHeight - Math.min(...covered.map((box) => box.top)) + TOAST_MARGIN_PX / 2;
    if (above >= highest) return highest;
    offset = above;
  }
}
