import * as tf from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { Keypoint } from '../swing/types';

export type PoseModelName = 'lightning' | 'thunder';

/** MoveNet's square input side per variant. */
const MODEL_INPUT_SIZE: Record<PoseModelName, number> = { lightning: 192, thunder: 256 };

/** A loaded MoveNet that turns one square RGB crop into 17 keypoints normalised to that crop. */
export interface PoseEstimator {
  readonly name: PoseModelName;
  readonly inputSize: number;
  estimate(pixels: Int32Array): Keypoint[];
}

/**
 * Wraps a loaded MoveNet SinglePose graph model. Platform-neutral: the Node and browser loaders
 * only differ in where the weights come from and how the wasm backend is located.
 */
export function createPoseEstimator(model: GraphModel, name: PoseModelName): PoseEstimator {
  const inputSize = MODEL_INPUT_SIZE[name];
  return {
    name,
    inputSize,
    estimate(pixels) {
      if (pixels.length !== inputSize * inputSize * 3) {
        throw new Error(`MoveNet ${name} expects ${inputSize}x${inputSize} RGB, got ${pixels.length} values`);
      }
      const output = tf.tidy(() => {
        const input = tf.tensor4d(pixels, [1, inputSize, inputSize, 3], 'int32');
        return model.execute(input) as tf.Tensor;
      });
      // Output [1, 1, 17, 3] holds (y, x, score) per keypoint.
      const values = output.dataSync();
      output.dispose();
      const keypoints: Keypoint[] = [];
      for (let k = 0; k < 17; k += 1) {
        keypoints.push({ y: values[k * 3], x: values[k * 3 + 1], score: values[k * 3 + 2] });
      }
      return keypoints;
    },
  };
}
