import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { swingAnalysisSchema } from '../../../shared/analysis';
import type { DemoAnalysis } from '../../../shared/demo';
import { analyzeSwing } from '../../../swing';
import type { PoseTrack } from '../../../swing/types';

/**
 * What the demo shows: the swing engine's real analysis of a real swing, the MoveNet track of
 * the GolfDB test clip (an iron, down the line) shipped beside this file. The engine is deterministic, so
 * it is worked out once per process and never differs from what a member would get.
 */
const TRACK_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demoSwingTrack.json');

let cached: DemoAnalysis[] | undefined;

export function demoAnalyses(): DemoAnalysis[] {
  if (cached) return cached;
  const track = JSON.parse(fs.readFileSync(TRACK_FILE, 'utf8')) as PoseTrack;
  const outcome = analyzeSwing(track, { club: '7 Iron' });
  if (outcome.kind === 'not_golf') throw new Error(`The demo swing is not recognised as golf: ${outcome.reason}`);
  cached = [
    {
      id: 'golfdb-down-the-line-iron',
      title: 'Down-the-line iron swing',
      description: 'A full iron swing filmed from behind the golfer, down the target line, analysed by the same engine members use.',
      analysis: swingAnalysisSchema.parse(outcome.analysis),
    },
  ];
  return cached;
}
