/**
 * Which labelled clips a gate or an evaluation reads. The fixtures folder is read-only: the clips
 * the engine has taken in from labels-next.json are named in tests/engine/labels/taken-in.json,
 * and the gated set is labels.json with those entries (docs/decisions/2401). `all` is every
 * labelled clip, taken in or not, to measure the engine on clips it still gets wrong.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { labelFileSchema, type ClipLabel } from './pce';

export type LabelSet = 'gated' | 'all';

const takenInPath = resolve(import.meta.dirname, '../../tests/engine/labels/taken-in.json');
const takenInSchema = z.object({ clips: z.array(z.string()) });

/** The labels-next.json clips the engine has taken in. */
export function takenIn(): readonly string[] {
  return takenInSchema.parse(JSON.parse(readFileSync(takenInPath, 'utf8'))).clips;
}

function labelsIn(folder: string, file: string): Record<string, ClipLabel> {
  const path = join(folder, file);
  return existsSync(path) ? labelFileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).clips : {};
}

/** The clips of one set with their labels (empty when the folder holds no labels). */
export function labelledClips(folder: string, set: LabelSet): Record<string, ClipLabel> {
  const next = labelsIn(folder, 'labels-next.json');
  const chosen = set === 'all' ? next : Object.fromEntries(takenIn().flatMap((clip) => (next[clip] ? [[clip, next[clip]]] : [])));
  return { ...chosen, ...labelsIn(folder, 'labels.json') };
}
