import type { Keypoint } from '../swing/types';
import { cropRegionFromKeypoints, fullViewRegion, keypointsToFrame, torsoVisible } from './cropRegion';
import { cropToSquare, type RgbImage, type SquareRegion } from './image';
import type { PoseEstimator } from './model';

/** A low bar used only to locate a small, blurry person on the full view before looking closer. */
const LOCATE_SCORE = 0.1;
/** Searching tile by tile costs dozens of model runs; a clip without a person must not pay it on every frame. */
const MAX_TILE_SEARCHES = 3;

export interface TrackedPose {
  /** 17 keypoints normalised to the full frame. */
  keypoints: Keypoint[];
  /** The square the model looked at, in frame pixels (for overlays and debugging). */
  region: SquareRegion;
}

/**
 * Follows one person with a crop, as MoveNet's cropping algorithm does: a frame is seen through a
 * square around the person's keypoints on neighbouring frames (the previous one when frames come
 * in order; both ends of a gap when the sampler fills one in). When no neighbour shows a person,
 * it searches: the full view, then a closer look around what the full view hinted at, then
 * overlapping squares across the frame, so a golfer who fills a tenth of a wide shot is found.
 * Searching costs a few model runs and happens only on the first frame or after a loss.
 */
export class PersonTracker {
  /** Model runs so far, searches included: the true cost of tracking. */
  inferences = 0;
  private tileSearches = 0;

  constructor(private readonly estimator: PoseEstimator) {}

  estimate(image: RgbImage, neighbours: Keypoint[][] = []): TrackedPose {
    const regions = neighbours.map((k) => cropRegionFromKeypoints(k, image.width, image.height)).filter((r): r is SquareRegion => r !== null);
    if (regions.length > 0) {
      const region = enclosingSquare(regions);
      const tracked = this.run(image, region);
      if (torsoVisible(tracked.keypoints)) return this.widenIfCut(image, tracked);
    }
    return this.search(image);
  }

  /**
   * The body may have moved past the crop since the neighbours were seen (a golfer's hands travel
   * fast): if the crop this pose asks for does not fit in the one used, look once more through a
   * square holding both.
   */
  private widenIfCut(image: RgbImage, tracked: TrackedPose): TrackedPose {
    const wanted = cropRegionFromKeypoints(tracked.keypoints, image.width, image.height);
    if (!wanted || contains(tracked.region, wanted)) return tracked;
    const wider = this.run(image, enclosingSquare([tracked.region, wanted]));
    return torsoVisible(wider.keypoints) ? wider : tracked;
  }

  private run(image: RgbImage, region: SquareRegion): TrackedPose {
    this.inferences += 1;
    const pixels = cropToSquare(image, region, this.estimator.inputSize);
    const inCrop = this.estimator.estimate(pixels);
    return { keypoints: keypointsToFrame(inCrop, region, image.width, image.height), region };
  }

  private search(image: RgbImage): TrackedPose {
    const full = this.lookCloser(image, this.run(image, fullViewRegion(image.width, image.height)));
    if (torsoVisible(full.keypoints) || this.tileSearches >= MAX_TILE_SEARCHES) return full;
    this.tileSearches += 1;
    let best = full;
    for (const tile of searchTiles(image.width, image.height)) {
      const candidate = this.lookCloser(image, this.run(image, tile));
      if (torsoVisible(candidate.keypoints)) return candidate;
      if (meanScore(candidate.keypoints) > meanScore(best.keypoints)) best = candidate;
    }
    return best;
  }

  /** One more run on a crop around a rough first guess, keeping whichever is surer. */
  private lookCloser(image: RgbImage, rough: TrackedPose): TrackedPose {
    const region = cropRegionFromKeypoints(rough.keypoints, image.width, image.height, LOCATE_SCORE);
    if (!region || region.size >= rough.region.size * 0.9) return rough;
    const closer = this.run(image, region);
    return meanScore(closer.keypoints) >= meanScore(rough.keypoints) ? closer : rough;
  }
}

export function meanScore(keypoints: Keypoint[]): number {
  return keypoints.reduce((s, k) => s + k.score, 0) / keypoints.length;
}

/** The smallest square holding all the given squares. */
export function enclosingSquare(regions: SquareRegion[]): SquareRegion {
  const left = Math.min(...regions.map((r) => r.cx - r.size / 2));
  const right = Math.max(...regions.map((r) => r.cx + r.size / 2));
  const top = Math.min(...regions.map((r) => r.cy - r.size / 2));
  const bottom = Math.max(...regions.map((r) => r.cy + r.size / 2));
  return { cx: (left + right) / 2, cy: (top + bottom) / 2, size: Math.max(right - left, bottom - top) };
}

/** True when `inner` lies inside `outer`, allowing a twentieth of `outer` of overhang. */
function contains(outer: SquareRegion, inner: SquareRegion): boolean {
  const slack = outer.size / 20;
  const half = (r: SquareRegion) => r.size / 2;
  return (
    inner.cx - half(inner) >= outer.cx - half(outer) - slack &&
    inner.cx + half(inner) <= outer.cx + half(outer) + slack &&
    inner.cy - half(inner) >= outer.cy - half(outer) - slack &&
    inner.cy + half(inner) <= outer.cy + half(outer) + slack
  );
}

/**
 * A tile narrower than this (in the pixels of the posed frame) is blown up so far for the model
 * that nobody could be found in it: a frame whose short side is smaller is searched only whole.
 */
export const MIN_TILE_SIDE = 48;
/**
 * At most this many tiles of one size: a 16:9 frame needs 3 of the short side and 21 of half of it.
 * Narrower frames get their tiles spread out to this many, so a 1-pixel-high frame cannot ask for
 * thousands of model runs.
 */
export const MAX_TILES_PER_SIDE = 21;

/**
 * Overlapping squares covering the frame: squares of the short side stepped by half a side, then
 * squares of half the short side likewise. A person a tenth of a wide frame's width fills a good
 * part of at least one of them. Sizes under MIN_TILE_SIDE are left out; a size that would need
 * more than MAX_TILES_PER_SIDE squares gets that many, spread evenly (they then overlap less).
 */
export function searchTiles(width: number, height: number): SquareRegion[] {
  const tiles: SquareRegion[] = [];
  const short = Math.min(width, height);
  for (const side of [short, short / 2]) {
    if (side < MIN_TILE_SIDE) continue;
    const step = side / 2;
    let across = Math.max(1, Math.ceil((width - side) / step) + 1);
    let down = Math.max(1, Math.ceil((height - side) / step) + 1);
    const spread = across * down > MAX_TILES_PER_SIDE;
    if (spread) {
      // The long axis gives up tiles; the short one keeps at most a square root's worth.
      const keep = Math.floor(Math.sqrt(MAX_TILES_PER_SIDE));
      if (across >= down) {
        down = Math.min(down, keep);
        across = Math.floor(MAX_TILES_PER_SIDE / down);
      } else {
        across = Math.min(across, keep);
        down = Math.floor(MAX_TILES_PER_SIDE / across);
      }
    }
    const at = (i: number, count: number, length: number) =>
      spread ? (count === 1 ? (length - side) / 2 : (i * (length - side)) / (count - 1)) : Math.min(i * step, length - side);
    for (let r = 0; r < down; r += 1) {
      for (let c = 0; c < across; c += 1) {
        tiles.push({ cx: at(c, across, width) + side / 2, cy: at(r, down, height) + side / 2, size: side });
      }
    }
  }
  return tiles;
}
