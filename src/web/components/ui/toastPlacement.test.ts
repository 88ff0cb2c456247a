import { describe, expect, it } from 'vitest';
import { TOAST_MARGIN_PX, toastBottomOffset } from './toastPlacement';

// A desktop window 800 px high; the toast at the right, 384 px wide and 76 px high.
const VIEWPORT = 800;
const TOAST = { left: 872, right: 1256, height: 76 };

function box(left: number, right: number, top: number, bottom: number) {
  return { left, right, top, bottom };
}

describe('where a toast sits', () => {
  it('keeps its margin when nothing kept clear is under it', () => {
    expect(toastBottomOffset(TOAST, [], VIEWPORT)).toBe(TOAST_MARGIN_PX);
    // A message box to the left of the toast, and one higher up the page.
    expect(toastBottomOffset(TOAST, [box(300, 860, 730, 790), box(872, 1256, 100, 160)], VIEWPORT)).toBe(TOAST_MARGIN_PX);
  });

  it('rises just above a message box it would cover', () => {
    // The chat's message box, 730–790 px down, under the toast's right-hand corner.
    expect(toastBottomOffset(TOAST, [box(400, 1200, 730, 790)], VIEWPORT)).toBe(VIEWPORT - 730 + TOAST_MARGIN_PX / 2);
  });

  it('clears a second box that its first rise would cover', () => {
    // A share picker right above the message box: clearing one lands the toast on the other.
    const offset = toastBottomOffset(TOAST, [box(400, 1200, 730, 790), box(900, 1200, 640, 700)], VIEWPORT);
    expect(offset).toBe(VIEWPORT - 640 + TOAST_MARGIN_PX / 2);
  });

  it('never leaves the screen to clear a box taller than the room above it', () => {
    expect(toastBottomOffset(TOAST, [box(0, 1280, 40, 790)], VIEWPORT)).toBe(VIEWPORT - TOAST.height - TOAST_MARGIN_PX);
  });
});
