/**
 * The fault rules on every labelled clip: score, key metrics, measurements and faults, at the
 * labelled events and at the engine's own, printed as JSON lines (decision 2606).
 *
 *   npm run eval:faults [-- <folder>] [--tracks=<dir>] [--gated]
 */
import { resolve } from 'node:path';
import { analyzeSwing, analyzeSwingWithEvents } from '../src/swing';
import type { SwingAnalysis } from '../src/shared/analysis';
import { labelledClips } from './eval/labelSets';
import { evalArgs, poseTrack } from './eval/tracks';

const args = evalArgs(process.argv.slice(2));
const summary = (a: SwingAnalysis) => ({
  score: a.analysisResults.overallScore,
  keyMetrics: a.analysisResults.keyMetrics,
  events: Object.fromEntries(a.analysisResults.events.map((e) => [e.name, e.frame])),
  faults: a.analysisResults.faults.map((f) => `${f.code} (${f.severity}) ${f.evidence}`),
  metrics: Object.fromEntries(a.analysisResults.metrics.map((m) => [m.key, m.value])),
});
for (const [clip, label] of Object.entries(labelledClips(args.folder, args.set))) {
  const { track } = await poseTrack(resolve(args.folder, clip), args);
  const labelled = analyzeSwingWithEvents(track, label.events);
  const engine = analyzeSwing(track);
  console.log(
    JSON.stringify({
      clip,
      labelled: labelled.kind === 'swing' ? summary(labelled.analysis) : labelled,
      engine: engine.kind === 'swing' ? summary(engine.analysis) : engine,
    }),
  );
}
