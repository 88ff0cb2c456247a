/**
 * The whole swing analysis of every labelled clip of a folder, as the analysis job runs it:
 *   npx tsx bench/fixtures.ts [folder]
 * Prints one JSON object: for each clip its length, the wall time of probing, decoding, posing
 * and the engine together, that time over the clip's length (the target is at most 2.5), and the
 * events scored against the labels (GolfDB's PCE, as `npm run eval:events` scores them), with
 * the summary over all clips. Every labelled clip (labels.json and labels-next.json), as
 * `npm run eval:events` reads them. Default folder: ../shared/fixtures/swings (or $SWING_FIXTURES_DIR).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackVideoFileWithStats } from '../src/pose/node';
import { analyzeSwing } from '../src/swing';
import { labelledClips } from '../scripts/eval/labelSets';
import { evaluateClip, summarise, type ClipResult } from '../scripts/eval/pce';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const folder = process.argv[2] ?? process.env.SWING_FIXTURES_DIR ?? resolve(repoRoot, '../shared/fixtures/swings');

const clips: Array<ClipResult & { clipMs: number; analysisMs: number; timesClipLength: number; framesPosed: number; framesDecoded: number }> = [];
for (const [clip, label] of Object.entries(labelledClips(folder, 'all'))) {
  const started = performance.now();
  const { track, stats } = await trackVideoFileWithStats(resolve(folder, clip));
  const outcome = analyzeSwing(track);
  const analysisMs = Math.round(performance.now() - started);
  clips.push({
    ...evaluateClip(clip, label, outcome),
    clipMs: track.durationMs,
    analysisMs,
    timesClipLength: Math.round((100 * analysisMs) / Math.max(track.durationMs, 1)) / 100,
    framesPosed: stats.framesPosed,
    framesDecoded: stats.framesDecoded,
  });
}
const slowest = clips.reduce((a, b) => (b.timesClipLength > a.timesClipLength ? b : a));
console.log(JSON.stringify({ folder, ...summarise(clips), slowest: { clip: slowest.clip, timesClipLength: slowest.timesClipLength }, clips }, null, 2));
