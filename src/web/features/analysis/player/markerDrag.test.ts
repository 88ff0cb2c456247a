import { describe, expect, it } from 'vitest';
import type { SwingEvent } from '../../../../shared/analysis';
import { draggedFrame, moveBounds, withEventAt } from './markerDrag';

const FPS = 30;
/** The fixture's detected events (source frames at 30 fps). */
const FRAMES = { address: 49, takeaway: 72, toeUp: 83, midBackswing: 95, top: 117, midDownswing: 133, impact: 145, midFollowThrough: 152, finish: 213 };
const events: SwingEvent[] = Object.entries(FRAMES).map(([name, frame]) => ({ name: name as SwingEvent['name'], frame, timeMs: (frame * 1000) / FPS }));
const range = { first: 0, last: 263 };

describe('dragging an event marker', () => {
  it('lets top move between mid backswing and mid downswing, and address from the first frame to the takeaway', () => {
    expect(moveBounds(events, 'top', range)).toEqual({ min: 95, max: 133 });
    expect(moveBounds(events, 'address', range)).toEqual({ min: 0, max: 72 });
    expect(moveBounds(events, 'finish', range)).toEqual({ min: 152, max: 263 });
  });

  it('keeps address, top, impact and finish at least a frame apart when nothing lies between them', () => {
    const packed = withEventAt(withEventAt(events, 'midDownswing', 130, FPS), 'impact', 130, FPS);
    // Mid downswing may share the impact's frame; the top may not.
    expect(moveBounds(packed, 'top', range).max).toBe(129);
  });

  it('turns a position on the track into the frame there', () => {
    // 264 frames over 8.8 s on a 352 px track: 30 frames a second, 40 px a second.
    const bounds = moveBounds(events, 'top', range);
    expect(draggedFrame(4 * 40, 352, 8.8, FPS, bounds)).toBe(120);
    expect(draggedFrame(4.1 * 40, 352, 8.8, FPS, bounds)).toBe(123);
  });

  it('holds a chip dragged past a neighbour at the last frame it may take', () => {
    const bounds = moveBounds(events, 'top', range);
    expect(draggedFrame(352, 352, 8.8, FPS, bounds)).toBe(133);
    expect(draggedFrame(-50, 352, 8.8, FPS, bounds)).toBe(95);
  });

  it('draws the dragged event at its new frame and leaves the others', () => {
    const moved = withEventAt(events, 'top', 123, FPS);
    expect(moved.find((e) => e.name === 'top')).toEqual({ name: 'top', frame: 123, timeMs: 4100 });
    expect(moved.filter((e) => e.name !== 'top')).toEqual(events.filter((e) => e.name !== 'top'));
  });
});
