import type { LumaImage } from './luma';
import { distanceToSegment, type Point } from './shaftSearch';

export interface HeadSearch {
  /** The hands (grip), in pixels. */
  hands: Point;
  /** Shoulder-to-hip length in pixels: the scale every distance here is read in. */
  torso: number;
  /** The head's joints seen (pixels): hair or a cap is a dark patch near raised hands too. */
  head: Point[];
  /** The arms' segments seen (pixels): a dark sleeve or a bare forearm is not a clubhead. */
  arms: { a: Point; b: Point }[];
}

export interface HeadFound {
  head: Point;
  /** How much darker the patch is than the ring round it, in luminance 0..1. */
  contrast: number;
}

/**
 * The clubhead is looked for from this far from the hands (the hands and the hosel beside them)...
 * As the shaft search's START_TORSOS.
 */
const NEAREST_TORSOS = 0.15;
/**
 * ...to this far. Down the line at the top, the labelled clubheads of the dev clips lie 0.17 to
 * 0.65 torsos from the tracker's grip (decision 2810, "why the down-the-line tops are not traced").
 */
const FARTHEST_TORSOS = 0.8;
/** The patch read as the head: the driver heads at the dev clips' tops are about 0.1–0.25 torsos across. */
const RADIUS_TORSOS = 0.07;
/** The ring it is compared with, in radii from its centre: clear of the head's own edge. */
const RING_FROM = 1.8;
const RING_TO = 2.6;
/** A patch this close to a joint of the golfer's head is the head's own (hair, a cap). */
const HEAD_CLEARANCE_TORSOS = 0.45;
/** A patch this close to an arm's bone is the arm. */
const ARM_CLEARANCE_TORSOS = 0.1;
/** The least contrast (luminance) a patch needs against its ring to be the clubhead (no sweep from ×0.5 to ×1.5 moves a reading). */
const MIN_CONTRAST = 0.2;
/**
 * The contrast that scores 1. A patch is drawn as the club's path (CLUB_PATH_SCORE 0.95) from 0.38:
 * the dev clips' black driver heads at the top read 0.35–0.66, the patches read wrongly up to 0.32
 * (decision 2824).
 */
export const FULL_CONTRAST = 0.4;

/**
 * The clubhead as the darkest compact patch near the hands, for a club seen end on: down the line
 * around the top the shaft points along the target line, away from the camera, and no line runs
 * out of the hands for the shaft search to find; the head shows as a dark blob beside the glove.
 * Null when no patch is dark enough against the ring round it.
 */
export function headNearHands(luma: LumaImage, search: HeadSearch): HeadFound | null {
  const { hands, torso } = search;
  const r = Math.max(1.5, RADIUS_TORSOS * torso);
  const { disc, ring, reach } = patchOffsets(r, luma.width);
  const far = FARTHEST_TORSOS * torso;
  const near = NEAREST_TORSOS * torso;
  // Places whose ring would leave the picture are not read.
  const x0 = Math.max(reach, Math.floor(hands.x - far));
  const y0 = Math.max(reach, Math.floor(hands.y - far));
  const x1 = Math.min(luma.width - 1 - reach, Math.ceil(hands.x + far));
  const y1 = Math.min(luma.height - 1 - reach, Math.ceil(hands.y + far));
  const { data } = luma;
  let best: HeadFound | null = null;
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const distance = Math.hypot(x - hands.x, y - hands.y);
      if (distance < near || distance > far) continue;
      const at = y * luma.width + x;
      const contrast = meanAt(data, at, ring) - meanAt(data, at, disc);
      if (contrast < MIN_CONTRAST || contrast <= (best?.contrast ?? 0)) continue;
      if (search.head.some((p) => Math.hypot(p.x - x, p.y - y) < HEAD_CLEARANCE_TORSOS * torso)) continue;
      if (search.arms.some(({ a, b }) => distanceToSegment({ x, y }, a, b) < ARM_CLEARANCE_TORSOS * torso)) continue;
      best = { head: { x, y }, contrast };
    }
  }
  return best;
}

/** The pixels of a disc of radius r and of the ring round it, as offsets from a place in a picture `width` wide. */
function patchOffsets(r: number, width: number): { disc: Int32Array; ring: Int32Array; reach: number } {
  const reach = Math.ceil(RING_TO * r);
  const disc: number[] = [];
  const ring: number[] = [];
  for (let dy = -reach; dy <= reach; dy += 1) {
    for (let dx = -reach; dx <= reach; dx += 1) {
      const d = Math.hypot(dx, dy) / r;
      if (d <= 1) disc.push(dy * width + dx);
      else if (d >= RING_FROM && d <= RING_TO) ring.push(dy * width + dx);
    }
  }
  return { disc: Int32Array.from(disc), ring: Int32Array.from(ring), reach };
}

function meanAt(data: Float32Array, at: number, offsets: Int32Array): number {
  let sum = 0;
  for (let k = 0; k < offsets.length; k += 1) sum += data[at + offsets[k]];
  return sum / offsets.length;
}
