/**
 * Clips of several swings (issue 24, decision 2414): labelled swings played over and over in one
 * file. Each swing is found, and each can be measured at its own events, within GolfDB's tolerance
 * of its labels moved by the copies before it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clipLabelSchema, tolerance, type ScoredEvent } from '../../scripts/eval/pce';
import { trackVideoFile } from '../../src/pose/node';
import { repeatedClip, tempDir } from '../../src/media/testMedia';
import { analyzeSwing } from '../../src/swing';
import type { PoseTrack } from '../../src/swing/types';
import { fixturesDir, fixturesPresent } from './fixturesDir';

const labelsPath = join(fixturesDir, 'labels.json');
const labels = existsSync(labelsPath) ? (JSON.parse(readFileSync(labelsPath, 'utf8')) as { clips: Record<string, unknown> }).clips : {};

const CASES = [
  // The fixture's finish sits on its tolerance's edge on its own (issue 24) and a re-encode moves
  // it past; it is not what this case is about.
  { clip: 'golfdb-test-swing.mp4', times: 2, events: ['address', 'top', 'impact'] },
  // Each swing's finish is followed by the next swing's still address: the finish is read on the
  // finish the golfer holds, not on that stillness (FINISH_REST_S).
  { clip: 'faceon-pro-long-iron-30fps.mp4', times: 3, events: ['address', 'top', 'impact', 'finish'] },
] as const satisfies readonly { clip: string; times: number; events: readonly ScoredEvent[] }[];

describe.each(CASES)('$clip played $times times over', ({ clip, times, events }) => {
  const source = join(fixturesDir, clip);
  const label = clip in labels ? clipLabelSchema.parse(labels[clip]) : null;

  describe.runIf(fixturesPresent(label !== null && existsSync(source)))('in one clip', () => {
    let track: PoseTrack;

    // Posing several times a clip's frames: it waits for the pose, not the clock.
    vi.setConfig({ testTimeout: 600_000 });

    beforeAll(async () => {
      track = await trackVideoFile(await repeatedClip(source, join(await tempDir(), `several-${clip}.mp4`), times));
    }, 600_000);

    /** The analysis of one swing of the clip: the fastest when `swing` is not given. */
    function resultsOf(swing?: number) {
      const outcome = analyzeSwing(track, { swing });
      if (outcome.kind !== 'swing') throw new Error(outcome.reason);
      return outcome.analysis.analysisResults;
    }

    it('finds every swing, each where its hands are highest, between its labelled address and impact', () => {
      const { clipSwings } = resultsOf();
      expect(clipSwings?.topsMs).toHaveLength(times);
      const atMs = (frame: number, copy: number) => (1000 * (frame + copy * label!.frames)) / track.fps;
      clipSwings!.topsMs.forEach((at, copy) => {
        expect(at, `swing ${copy}`).toBeGreaterThan(atMs(label!.events.address, copy));
        expect(at, `swing ${copy}`).toBeLessThan(atMs(label!.events.impact, copy));
      });
    });

    it.each(Array.from({ length: times }, (_, copy) => copy))('measures swing %i at its own events when the member picks it', (copy) => {
      const results = resultsOf(copy);
      expect(results.clipSwings?.analysed).toBe(copy);
      expect(results.view).toBe(label!.view);
      expect(results.handedness).toBe(label!.handedness);
      for (const name of events) {
        const frame = results.events.find((event) => event.name === name)!.frame;
        expect(Math.abs(frame - (label!.events[name] + copy * label!.frames)), name).toBeLessThanOrEqual(tolerance(label!, name));
      }
    });
  });
});
