import type { Keypoint } from '../swing/types';
import { cropRegionFromKeypoints, fullViewRegion, keypointsToFrame, torsoVisible } from './cropRegion';
import { cropToSquare, type RgbImage, type SquareRegion } from './image';
import type { PoseEstimator } from './model';

/** A low bar used only to locate a small, blurry person on the full view before looking closer. */
const LOCATE_SCORE = 0.1;

export interface TrackedPose {
  /** 17 keypoints normalised to the full frame. */
  keypoints: Keypoint[];
  /** The square the model looked at, in frame pixels (for overlays and debugging). */
  region: SquareRegion;
}

/**
 * Follows one person through a sequence of frames with a crop, as MoveNet's cropping algorithm
 * does: each frame is seen through a square around the previous frame's keypoints. When there is
 * no person yet (or they were lost), it searches: the full view first, then a closer look around
 * what the full view hinted at, then overlapping squares across the frame, so that a golfer who
 * fills a tenth of a wide shot is still found. The search costs a few model runs and happens only
 * on the first frame or after a loss.
 */
export class PersonTracker {
  private region: SquareRegion | null = null;
  /** Model runs so far, including search runs: the true cost of tracking. */
  inferences = 0;

  constructor(private readonly estimator: PoseEstimator) {}

  estimate(image: RgbImage): TrackedPose {
    if (this.region) {
      const tracked = this.run(image, this.region);
      if (torsoVisible(tracked.keypoints)) {
        this.follow(tracked, image);
        return tracked;
      }
      this.region = null;
    }
    const found = this.search(image);
    if (torsoVisible(found.keypoints)) this.follow(found, image);
    return found;
  }

  private follow(pose: TrackedPose, image: RgbImage): void {
    this.region = cropRegionFromKeypoints(pose.keypoints, image.width, image.height) ?? fullViewRegion(image.width, image.height);
  }

  private run(image: RgbImage, region: SquareRegion): TrackedPose {
    this.inferences += 1;
    const pixels = cropToSquare(image, region, this.estimator.inputSize);
    const inCrop = this.estimator.estimate(pixels);
    return { keypoints: keypointsToFrame(inCrop, region, image.width, image.height), region };
  }

  private search(image: RgbImage): TrackedPose {
    const full = this.run(image, fullViewRegion(image.width, image.height));
    const closer = this.lookCloser(image, full);
    if (torsoVisible(closer.keypoints)) return closer;
    let best = closer;
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

/**
 * Overlapping squares covering the frame: squares of the short side stepped by half a side, then
 * squares of half the short side likewise. A person a tenth of a wide frame's width fills a good
 * part of at least one of them.
 */
export function searchTiles(width: number, height: number): SquareRegion[] {
  const tiles: SquareRegion[] = [];
  const short = Math.min(width, height);
  for (const side of [short, short / 2]) {
    const step = side / 2;
    const across = Math.max(1, Math.ceil((width - side) / step) + 1);
    const down = Math.max(1, Math.ceil((height - side) / step) + 1);
    for (let r = 0; r < down; r += 1) {
      for (let c = 0; c < across; c += 1) {
        const left = Math.min(c * step, width - side);
        const top = Math.min(r * step, height - side);
        tiles.push({ cx: left + side / 2, cy: top + side / 2, size: side });
      }
    }
  }
  return tiles;
}
