import { swingAnalysisSchema } from '../../../shared/analysis';
import type { DemoAnalysis } from '../../../shared/demo';
import { analyzeSwing } from '../../../swing';
import { syntheticGolfer } from '../../../swing/syntheticGolfer';

/**
 * What the demo shows: the swing engine's real analysis of a modelled golfer, the deterministic
 * synthetic swing our engine tests use (down the line, with a little early extension and head
 * lift to coach). Not a recorded clip: the labelled fixtures are licensed for tests only (one is
 * CC BY-NC), so nothing derived from them ships. Worked out once per process.
 */
const DEMO_GOLFER = { view: 'down-the-line', earlyExtension: 10, headLift: 6, seed: 7 } as const;

let cached: DemoAnalysis[] | undefined;

export function demoAnalyses(): DemoAnalysis[] {
  if (cached) return cached;
  const outcome = analyzeSwing(syntheticGolfer(DEMO_GOLFER).track, { club: '7 Iron' });
  if (outcome.kind === 'not_golf') throw new Error(`The demo swing is not recognised as golf: ${outcome.reason}`);
  cached = [
    {
      id: 'modelled-down-the-line-iron',
      title: 'Down-the-line iron swing',
      description:
        'A modelled iron swing seen from behind the golfer, down the target line (built by our team, not a recorded member), analysed by the same engine members use.',
      analysis: swingAnalysisSchema.parse(outcome.analysis),
    },
  ];
  return cached;
}
