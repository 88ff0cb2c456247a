import type { RgbImage } from './image';

export interface IndexedFrame extends RgbImage {
  index: number;
  timeMs: number;
}

/**
 * Decides which frames go through the pose model. It sees every frame once, in order, with how
 * much the person region moved, and answers with the frames to run now (which may include
 * earlier frames it held back).
 */
export interface FrameSampler {
  push(frame: IndexedFrame, activity: number): IndexedFrame[];
}

/** Every frame through the model: the reference the sampled track is compared with. */
export const everyFrame = (): FrameSampler => ({ push: (frame) => [frame] });
