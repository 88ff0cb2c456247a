/**
 * The labelled clips an evaluation script reads, and their pose tracks: posing a clip costs CPU,
 * so `--tracks=<dir>` keeps each track there and reuses it, and the engine is re-measured in
 * seconds. Shared by scripts/eval-events.ts and scripts/eval-sensitivity.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { PoseTrack } from '../../src/swing/types';
import type { LabelSet } from './labelSets';

export interface EvalArgs {
  folder: string;
  tracksDir: string | undefined;
  allFrames: boolean;
  /** Every labelled clip, or (`--gated`) only those the engine's gates hold on. */
  set: LabelSet;
}

/** `[<folder>] [--tracks=<dir>] [--all-frames] [--gated]`; the folder defaults to ../shared/fixtures/swings (or $SWING_FIXTURES_DIR). */
export function evalArgs(args: readonly string[]): EvalArgs {
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    folder: args.find((a) => !a.startsWith('--')) ?? process.env.SWING_FIXTURES_DIR ?? resolve(import.meta.dirname, '../../../shared/fixtures/swings'),
    tracksDir: option('tracks'),
    allFrames: args.includes('--all-frames'),
    set: args.includes('--gated') ? 'gated' : 'all',
  };
}

/** The clip's pose track with the production sampling (or every frame), from the cache when there; poseMs is null when cached. */
export async function poseTrack(video: string, { tracksDir, allFrames }: EvalArgs): Promise<{ track: PoseTrack; poseMs: number | null }> {
  const cached = tracksDir && resolve(tracksDir, `${basename(video)}${allFrames ? '.all' : ''}.json`);
  if (cached) {
    const text = await readFile(cached, 'utf8').catch(() => null);
    if (text) return { track: JSON.parse(text) as PoseTrack, poseMs: null };
  }
  const { trackVideoFile } = await import('../../src/pose/node');
  const started = performance.now();
  const track = await trackVideoFile(video, { allFrames });
  const poseMs = Math.round(performance.now() - started);
  if (cached) {
    await mkdir(tracksDir, { recursive: true });
    await writeFile(cached, JSON.stringify(track));
  }
  return { track, poseMs };
}
