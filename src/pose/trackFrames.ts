import type { Keypoint, MotionSample, PoseFrame } from '../swing/types';
import { MotionMeter, motionRegions } from './motion';
import type { PoseEstimator } from './model';
import { PersonTracker } from './personTracker';
import type { FrameSampler, IndexedFrame } from './sampling';

export interface TrackFramesResult {
  frames: PoseFrame[];
  motion: MotionSample[];
  /** Frames decoded, and model runs made (searches included). */
  framesSeen: number;
  inferences: number;
}

/**
 * The platform-neutral heart of pose tracking: reads frames in order, measures motion on every
 * one, lets the sampler pick frames for the model and follows the person through them.
 */
export async function trackFrames(
  source: AsyncIterable<IndexedFrame>,
  estimator: PoseEstimator,
  sampler: FrameSampler,
  onFrame?: (frame: IndexedFrame) => void,
): Promise<TrackFramesResult> {
  const tracker = new PersonTracker(estimator);
  const poses = new Map<number, PoseFrame>();
  const motion: MotionSample[] = [];
  let meter: MotionMeter | null = null;
  let latest: Keypoint[] | null = null;

  for await (const frame of source) {
    meter ??= new MotionMeter(frame.width, frame.height);
    meter.update(frame);
    // Regions come from the newest pose; if this very frame gets a pose, they are placed again from it.
    let sample = meter.sample(frame.index, frame.timeMs, motionRegions(latest, frame.width, frame.height));
    for (const chosen of sampler.push(frame, sample.person)) {
      const { keypoints } = tracker.estimate(chosen);
      poses.set(chosen.index, { frame: chosen.index, timeMs: chosen.timeMs, keypoints });
      latest = keypoints;
      if (chosen.index === frame.index) {
        sample = meter.sample(frame.index, frame.timeMs, motionRegions(latest, frame.width, frame.height));
      }
    }
    motion.push(sample);
    onFrame?.(frame);
  }
  const frames = [...poses.values()].sort((a, b) => a.frame - b.frame);
  return { frames, motion, framesSeen: motion.length, inferences: tracker.inferences };
}
