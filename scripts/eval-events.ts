/**
 * Measures the engine's swing events against every labelled clip of a folder (see `conventions`
 * in the folder's labels.json) and prints JSON: per clip and per event the detected frame and the
 * error in frames and in milliseconds, with PCE overall and per event both ways, by GolfDB's rule
 * alone and with the label's own uncertainty when larger (scripts/eval/pce.ts).
 *
 *   npm run eval:events [-- <folder>] [--tracks=<dir>] [--all-frames]
 *
 * The folder defaults to ../shared/fixtures/swings (or $SWING_FIXTURES_DIR). Each clip goes
 * through the pose model with the production sampling; `--tracks=<dir>` keeps each pose track
 * there and reuses it, so the engine can be re-measured in a second without posing again.
 */
import { resolve } from 'node:path';
import { analyzeSwing } from '../src/swing';
import { evaluateClip, summarise, type ClipResult } from './eval/pce';
import { evalArgs, poseTrack, readLabels } from './eval/tracks';

const args = evalArgs(process.argv.slice(2));
const labels = await readLabels(args.folder);
const results: ClipResult[] = [];
for (const [clip, label] of Object.entries(labels.clips)) {
  const { track, poseMs } = await poseTrack(resolve(args.folder, clip), args);
  const outcome = analyzeSwing(track);
  results.push({ ...evaluateClip(clip, label, outcome), trackingMs: poseMs });
}
console.log(JSON.stringify({ folder: args.folder, ...summarise(results), clips: results }, null, 2));
