import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { modelJsonPath, packageDir } from './loadModel';

/** The .wasm builds of the tfjs wasm backend; the browser picks one by what it supports. */
const WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'];

/**
 * The files the browser's pose model loads from our server (src/pose/browser), by the name it asks
 * for, mapped to where they ship in node_modules. An allow-list, never a folder: nothing else of
 * node_modules can be asked for. Lightning only: the browser runs the fast variant.
 */
export async function browserPoseAssets(): Promise<{ models: Map<string, string>; wasm: Map<string, string> }> {
  const jsonPath = modelJsonPath('lightning');
  const json = JSON.parse(await readFile(jsonPath, 'utf8')) as { weightsManifest: { paths: string[] }[] };
  const models = new Map<string, string>([['movenet-lightning.json', jsonPath]]);
  for (const shard of json.weightsManifest.flatMap((group) => group.paths)) models.set(shard, join(dirname(jsonPath), shard));
  const wasmDir = join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');
  const wasm = new Map(WASM_FILES.map((name) => [name, join(wasmDir, name)] as const).filter(([, path]) => existsSync(path)));
  return { models, wasm };
}
