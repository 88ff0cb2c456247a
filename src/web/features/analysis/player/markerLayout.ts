import { EVENT_SHORT_NAMES, type SwingEvent } from '../../../../shared/analysis';

/**
 * A timeline chip: wide and tall enough to hit with a thumb, narrow enough for a few in a row on a
 * phone. On a narrow track the chips narrow (to `minWidth`, where the longest label still fits at
 * the chip's type size) before a third row is used.
 */
export const MARKER = { width: 60, minWidth: 50, height: 32, gap: 4 } as const;

/** Short names that fit a chip, each taken from the full name (voice control finds a chip by what it shows). */
export const MARKER_LABELS = EVENT_SHORT_NAMES;

export interface PlacedMarker {
  event: SwingEvent;
  /** Where the event is on the track, px from the left. */
  at: number;
  /** The chip's left edge, px: centred on `at`, kept inside the track. */
  left: number;
  /** The row the chip sits in, 0 nearest the track. */
  lane: number;
  /** The chip's width, px: MARKER.width, narrower on a narrow track. */
  width: number;
}

/** Rows of chips at most, as long as the track is wide enough for the chips in them. */
const MAX_ROWS = 2;

/**
 * Events a fraction of a second apart sit a few pixels apart on a phone. One row when the chips
 * fit near their events; otherwise the chips take turns between two rows (neighbours in time in
 * different rows) and slide sideways just enough not to touch, each joined to its place on the
 * track by a stem. A third row only when two cannot hold them: never a tower.
 */
export function layoutMarkers(events: readonly SwingEvent[], durationSeconds: number, widthPx: number): PlacedMarker[] {
  const duration = durationSeconds > 0 ? durationSeconds : 1;
  const sorted = [...events].sort((a, b) => a.timeMs - b.timeMs);
  const at = sorted.map((event) => Math.min(1, event.timeMs / 1000 / duration) * widthPx);
  const oneRow = placeRow(at, widthPx, MARKER.width);
  const fits = oneRow.every((left, k) => Math.abs(left + MARKER.width / 2 - at[k]!) <= MARKER.width / 2);
  const chip = fits ? MARKER.width : chipWidth(Math.ceil(sorted.length / MAX_ROWS), widthPx);
  const rows = fits ? 1 : Math.max(MAX_ROWS, rowsToHold(sorted.length, widthPx, chip));
  const placed: PlacedMarker[] = [];
  for (let lane = 0; lane < rows; lane += 1) {
    const members = sorted.map((_, k) => k).filter((k) => k % rows === lane);
    const lefts = placeRow(
      members.map((k) => at[k]!),
      widthPx,
      chip,
    );
    members.forEach((k, m) => placed.push({ event: sorted[k]!, at: at[k]!, left: lefts[m]!, lane, width: chip }));
  }
  return placed.sort((a, b) => a.event.timeMs - b.event.timeMs);
}

/** The widest chip (MARKER.minWidth to MARKER.width) of which `perRow` fit side by side across the track. */
function chipWidth(perRow: number, widthPx: number): number {
  const fitting = Math.floor((widthPx + MARKER.gap) / perRow) - MARKER.gap;
  return Math.max(MARKER.minWidth, Math.min(MARKER.width, fitting));
}

/** The fewest rows whose chips, side by side, fit across the track. */
function rowsToHold(count: number, widthPx: number, chip: number): number {
  const perRow = Math.max(1, Math.floor((widthPx + MARKER.gap) / (chip + MARKER.gap)));
  return Math.ceil(count / perRow);
}

/**
 * Left edges for chips centred as near their places as they can be without touching: pushed
 * right past the one before, then back left from the track's end, then right of its start.
 */
function placeRow(centres: readonly number[], widthPx: number, chip: number): number[] {
  const step = chip + MARKER.gap;
  const lefts = centres.map((centre) => Math.max(0, Math.min(widthPx - chip, centre - chip / 2)));
  for (let k = 1; k < lefts.length; k += 1) lefts[k] = Math.max(lefts[k]!, lefts[k - 1]! + step);
  for (let k = lefts.length - 1; k >= 0; k -= 1) lefts[k] = Math.min(lefts[k]!, k === lefts.length - 1 ? widthPx - chip : lefts[k + 1]! - step);
  for (let k = 0; k < lefts.length; k += 1) lefts[k] = Math.max(lefts[k]!, k === 0 ? 0 : lefts[k - 1]! + step);
  return lefts;
}
