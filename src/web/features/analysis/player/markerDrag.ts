import type { SwingEvent, SwingEventName } from '../../../../shared/analysis';
import { eventFrameBounds } from '../../../../shared/eventAdjustment';
import type { PoseTrack } from '../../../../swing/types';
import { frameAt } from './useVideoState';

/** A press that moves less than this is a tap (seek to the event), not a drag. */
export const DRAG_THRESHOLD_PX = 6;

/** The first and last frame the engine measured: the posed frames of the track. */
export interface FrameRange {
  first: number;
  last: number;
}

export function measuredFrames(track: PoseTrack | null): FrameRange | null {
  const first = track?.frames[0]?.frame;
  const last = track?.frames.at(-1)?.frame;
  return first === undefined || last === undefined ? null : { first, last };
}

/** The frames `name` may move to with the other events where they are (the server's own rule). */
export function moveBounds(events: readonly SwingEvent[], name: SwingEventName, range: FrameRange): { min: number; max: number } {
  const frames = Object.fromEntries(events.map((event) => [event.name, event.frame]));
  return eventFrameBounds(frames, name, range.first, range.last);
}

/**
 * The frame under a chip dragged to `x` px along a track `widthPx` wide, held inside the frames
 * the event may take, so a drag never asks for an order the server would refuse.
 */
export function draggedFrame(x: number, widthPx: number, durationSeconds: number, fps: number, bounds: { min: number; max: number }): number {
  const fraction = widthPx > 0 ? Math.min(1, Math.max(0, x / widthPx)) : 0;
  const frame = frameAt(fraction * durationSeconds, fps);
  return Math.min(bounds.max, Math.max(bounds.min, frame));
}

/** The events as drawn during a drag: the dragged one at its new frame. */
export function withEventAt(events: readonly SwingEvent[], name: SwingEventName, frame: number, fps: number): SwingEvent[] {
  return events.map((event) => (event.name === name ? { ...event, frame, timeMs: (frame * 1000) / fps } : event));
}
