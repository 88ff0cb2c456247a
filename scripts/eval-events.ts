/**
 * Measures the engine's swing events against every labelled clip of a folder with GolfDB's rule
 * (see `conventions` in the folder's labels.json) and prints JSON: per clip and per event the
 * detected frame and the error in frames, with PCE overall and per event.
 *
 *   npm run eval:events [-- <folder>] [--tracks=<dir>] [--all-frames]
 *
 * The folder defaults to ../shared/fixtures/swings (or $SWING_FIXTURES_DIR). Each clip goes
 * through the pose model with the production sampling; `--tracks=<dir>` keeps each pose track
 * there and reuses it, so the engine can be re-measured in a second without posing again.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { analyzeSwing } from '../src/swing';
import type { PoseTrack } from '../src/swing/types';
import { evaluateClip, labelFileSchema, summarise, type ClipResult } from './eval/pce';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const folder = args.find((a) => !a.startsWith('--')) ?? process.env.SWING_FIXTURES_DIR ?? resolve(import.meta.dirname, '../../shared/fixtures/swings');
const tracksDir = option('tracks');
const allFrames = args.includes('--all-frames');

async function poseTrack(video: string): Promise<{ track: PoseTrack; poseMs: number | null }> {
  const cached = tracksDir && resolve(tracksDir, `${basename(video)}${allFrames ? '.all' : ''}.json`);
  if (cached) {
    const text = await readFile(cached, 'utf8').catch(() => null);
    if (text) return { track: JSON.parse(text) as PoseTrack, poseMs: null };
  }
  const { trackVideoFile } = await import('../src/pose/node');
  const started = performance.now();
  const track = await trackVideoFile(video, { allFrames });
  const poseMs = Math.round(performance.now() - started);
  if (cached) {
    await mkdir(tracksDir, { recursive: true });
    await writeFile(cached, JSON.stringify(track));
  }
  return { track, poseMs };
}

const labels = labelFileSchema.parse(JSON.parse(await readFile(resolve(folder, 'labels.json'), 'utf8')));
const results: ClipResult[] = [];
for (const [clip, label] of Object.entries(labels.clips)) {
  const { track, poseMs } = await poseTrack(resolve(folder, clip));
  const outcome = analyzeSwing(track);
  results.push({ ...evaluateClip(clip, label, outcome), trackingMs: poseMs });
}
console.log(JSON.stringify({ folder, ...summarise(results), clips: results }, null, 2));
