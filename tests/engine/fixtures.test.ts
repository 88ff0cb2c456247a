/**
 * The engine on real golfers' footage: every gated clip of ../shared/fixtures/swings (or
 * SWING_FIXTURES_DIR; labels.json and the clips taken in from labels-next.json) goes through pose tracking with the production sampling and the engine,
 * and is scored with GolfDB's rule (scripts/eval/pce.ts, the same as `npm run eval:events`).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelledClips } from '../../scripts/eval/labelSets';
import { evaluateClip, summarise, type ClipResult } from '../../scripts/eval/pce';
import { trackVideoFile } from '../../src/pose/node';
import { analyzeSwing } from '../../src/swing';
import { fixturesDir, fixturesPresent } from './fixturesDir';

// labels.json and the clips taken in from labels-next.json (tests/engine/labels/taken-in.json).
const labels = labelledClips(fixturesDir, 'gated');

describe.runIf(fixturesPresent(Object.keys(labels).length > 0))('the engine on the labelled real swings', () => {
  const results: ClipResult[] = [];

  // Every gated clip through the pose model, one after another (twelve once all are taken in):
  // minutes on a shared machine, as in faultsOnRealSwings.
  beforeAll(async () => {
    for (const [clip, label] of Object.entries(labels)) {
      const track = await trackVideoFile(join(fixturesDir, clip));
      results.push(evaluateClip(clip, label, analyzeSwing(track)));
    }
    console.log(JSON.stringify(summarise(results)));
  }, 1_500_000);

  it('refuses none of them as not golf', () => {
    expect(results.filter((r) => r.outcome !== 'swing').map((r) => `${r.clip}: ${r.outcome}`)).toEqual([]);
  });

  it('reads the camera view and the handedness of each', () => {
    for (const r of results) {
      expect(r.view.detected, r.clip).toBe(r.view.labelled);
      expect(r.handedness.detected, r.clip).toBe(r.handedness.labelled);
    }
  });

  it("places at least 95 % of the events within GolfDB's tolerance of the labels", () => {
    const { pce } = summarise(results);
    const misses = results.flatMap((r) => r.events.filter((e) => !e.correct).map((e) => `${r.clip} ${e.name}: ${e.detected} vs ${e.labelled} ±${e.tolerance}`));
    expect(pce, misses.join('\n')).toBeGreaterThanOrEqual(95);
  });

  it('tells the slow-motion clips from the real-time ones', () => {
    for (const r of results) {
      // By the labels: no real downswing takes half a second from the top to impact.
      const { fps, events } = labels[r.clip];
      const labelledDownswingS = (events.impact - events.top) / fps;
      if (labelledDownswingS > 0.5) expect(r.slowMotionFactor, r.clip).toBeGreaterThanOrEqual(1.8);
      else expect(r.slowMotionFactor, r.clip).toBe(1);
    }
  });
});
