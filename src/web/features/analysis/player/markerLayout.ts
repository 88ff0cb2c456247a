import type { SwingEvent, SwingEventName } from '../../../../shared/analysis';

/** A timeline chip: wide and tall enough to hit with a thumb, narrow enough for a few in a row on a phone. */
export const MARKER = { width: 60, height: 32, gap: 4 } as const;

/** Short names that fit a chip, each taken from the full name (voice control finds a chip by what it shows). */
export const MARKER_LABELS: Record<SwingEventName, string> = {
  address: 'Address',
  takeaway: 'Takeaway',
  toeUp: 'Toe up',
  midBackswing: 'Backswing',
  top: 'Top',
  midDownswing: 'Downswing',
  impact: 'Impact',
  midFollowThrough: 'Through',
  finish: 'Finish',
};

export interface PlacedMarker {
  event: SwingEvent;
  /** Where the event is on the track, px from the left. */
  at: number;
  /** The chip's left edge, px: centred on `at`, kept inside the track. */
  left: number;
  /** The row the chip sits in, 0 nearest the track. */
  lane: number;
}

/**
 * Events a fraction of a second apart sit a few pixels apart on a phone: each chip goes into the
 * first row where it does not touch the chip before it, so no marker ever covers another.
 */
export function layoutMarkers(events: readonly SwingEvent[], durationSeconds: number, widthPx: number): PlacedMarker[] {
  const duration = durationSeconds > 0 ? durationSeconds : 1;
  const laneEnds: number[] = [];
  return [...events]
    .sort((a, b) => a.timeMs - b.timeMs)
    .map((event) => {
      const at = Math.min(1, event.timeMs / 1000 / duration) * widthPx;
      const left = Math.max(0, Math.min(widthPx - MARKER.width, at - MARKER.width / 2));
      let lane = laneEnds.findIndex((end) => end + MARKER.gap <= left);
      if (lane < 0) lane = laneEnds.length;
      laneEnds[lane] = left + MARKER.width;
      return { event, at, left, lane };
    });
}
