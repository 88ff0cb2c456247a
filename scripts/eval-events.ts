/**
 * Measures the engine's swing events against every labelled clip of a folder (see `conventions`
 * in the folder's labels.json) and prints JSON: per clip and per event the detected frame and the
 * error in frames and in milliseconds, with PCE overall and per event both ways, by GolfDB's rule
 * alone and with the label's own uncertainty when larger (scripts/eval/pce.ts), over every
 * labelled clip and over the gated set (labels.json and the clips taken in from labels-next.json).
 * The five events between those four (the takeaway, toe-up, mid-backswing, mid-downswing and
 * mid-follow-through, labelled in tests/engine/labels/mid-events.json) are printed per clip as
 * `midEvents` and summed apart under `midEvents` (scripts/eval/midEvents.ts): the gate's
 * numbers stay those of the four.
 *
 *   npm run eval:events [-- <folder>] [--tracks=<dir>] [--all-frames] [--gated]
 *
 * The folder defaults to ../shared/fixtures/swings (or $SWING_FIXTURES_DIR). Each clip goes
 * through the pose model with the production sampling; `--tracks=<dir>` keeps each pose track
 * there and reuses it, so the engine can be re-measured in a second without posing again.
 */
import { resolve } from 'node:path';
import { analyzeSwing } from '../src/swing';
import { labelledClips } from './eval/labelSets';
import { detectedMidEvents, midEventLabels, outOfOrder, scoreMidEvents, summariseMidEvents, type ClipMidEvents } from './eval/midEvents';
import { evaluateClip, summarise, type ClipResult } from './eval/pce';
import { evalArgs, poseTrack } from './eval/tracks';

const args = evalArgs(process.argv.slice(2));
const gated = new Set(Object.keys(labelledClips(args.folder, 'gated')));
const midLabels = midEventLabels();
const results: (ClipResult & Partial<ClipMidEvents>)[] = [];
for (const [clip, label] of Object.entries(labelledClips(args.folder, args.set))) {
  const { track, poseMs } = await poseTrack(resolve(args.folder, clip), args);
  const outcome = analyzeSwing(track);
  const mid = midLabels[clip];
  if (mid) for (const problem of outOfOrder(label, mid)) console.error(`${clip}: labels out of swing order: ${problem}`);
  results.push({
    ...evaluateClip(clip, label, outcome),
    trackingMs: poseMs,
    ...(mid && { midEvents: scoreMidEvents(label, mid, detectedMidEvents(outcome)) }),
  });
}
const summary = { ...summarise(results), gated: summarise(results.filter((r) => gated.has(r.clip))) };
const withMid = results.flatMap((r) => (r.midEvents ? [{ clip: r.clip, midEvents: r.midEvents }] : []));
console.log(JSON.stringify({ folder: args.folder, ...summary, midEvents: summariseMidEvents(withMid), clips: results }, null, 2));
