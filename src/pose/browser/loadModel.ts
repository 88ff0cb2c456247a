import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { POSE_ASSET_PATHS } from '../../shared/routes';
import { createPoseEstimator, type PoseEstimator, type PoseModelName } from '../model';

export interface BrowserModelLocation {
  /** Where the server serves the MoveNet files (movenet-lightning.json and its .bin). */
  modelsUrl: string;
  /** Where the server serves tfjs-backend-wasm's .wasm files, ending with a slash. */
  wasmUrl: string;
}

export const DEFAULT_LOCATION: BrowserModelLocation = { modelsUrl: POSE_ASSET_PATHS.models, wasmUrl: `${POSE_ASSET_PATHS.wasm}/` };

let backendReady: Promise<void> | null = null;
const cache = new Map<PoseModelName, Promise<PoseEstimator>>();

/**
 * Loads MoveNet in the browser from our own server (never a CDN), on the wasm backend, once per
 * page. The browser picks SIMD and threads by itself when the page allows them.
 */
export function loadBrowserPoseModel(name: PoseModelName, location: BrowserModelLocation = DEFAULT_LOCATION): Promise<PoseEstimator> {
  let pending = cache.get(name);
  if (!pending) {
    pending = (async () => {
      backendReady ??= (async () => {
        setWasmPaths(location.wasmUrl);
        if (!(await tf.setBackend('wasm'))) throw new Error('The wasm backend could not start in this browser');
        await tf.ready();
      })();
      await backendReady;
      const model = await loadGraphModel(`${location.modelsUrl}/movenet-${name}.json`);
      return createPoseEstimator(model, name);
    })();
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}
