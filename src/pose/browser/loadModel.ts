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
 * page: SIMD when the browser has it (plain wasm otherwise), always on one thread. One thread is
 * what the server runs, so the keypoints are the server's; and tfjs's threaded build starts
 * workers that load their own scripts, which on a cross-origin-isolated page that cannot serve
 * them left the analysis waiting at 0 % with no error (issue 26).
 */
export function loadBrowserPoseModel(name: PoseModelName, location: BrowserModelLocation = DEFAULT_LOCATION): Promise<PoseEstimator> {
  let pending = cache.get(name);
  if (!pending) {
    pending = (async () => {
      backendReady ??= (async () => {
        tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
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
