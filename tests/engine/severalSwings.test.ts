/**
 * A clip of several swings (issue 24, decision 2414): the labelled fixture swing played twice over
 * in one file. Each swing is found, and each can be measured: its address, top and
 * impact within GolfDB's tolerance of the fixture's labels, moved by the first copy's frames.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clipLabelSchema, tolerance } from '../../scripts/eval/pce';
import { trackVideoFile } from '../../src/pose/node';
import { repeatedClip, tempDir } from '../../src/media/testMedia';
import { analyzeSwing } from '../../src/swing';
import type { PoseTrack } from '../../src/swing/types';
import { fixturesDir, fixturesPresent } from './fixturesDir';

const CLIP = 'golfdb-test-swing.mp4';
const fixture = join(fixturesDir, CLIP);
const labelsPath = join(fixturesDir, 'labels.json');
const label = existsSync(labelsPath) ? clipLabelSchema.parse(JSON.parse(readFileSync(labelsPath, 'utf8')).clips[CLIP]) : null;

describe.runIf(fixturesPresent(label !== null && existsSync(fixture)))('a clip of two swings', () => {
  let track: PoseTrack;

  // Posing twice the fixture's frames: it waits for the pose, not the clock.
  vi.setConfig({ testTimeout: 600_000 });

  beforeAll(async () => {
    track = await trackVideoFile(await repeatedClip(fixture, join(await tempDir(), 'two-swings.mp4'), 2));
  }, 600_000);

  /** The analysis of one swing of the clip: the fastest when `swing` is not given. */
  function resultsOf(swing?: number) {
    const outcome = analyzeSwing(track, { swing });
    if (outcome.kind !== 'swing') throw new Error(outcome.reason);
    return outcome.analysis.analysisResults;
  }

  it('finds both swings, each where its hands are highest, between its labelled address and impact', () => {
    const { clipSwings } = resultsOf();
    expect(clipSwings?.topsMs).toHaveLength(2);
    const atMs = (frame: number, copy: number) => (1000 * (frame + copy * label!.frames)) / track.fps;
    clipSwings!.topsMs.forEach((at, copy) => {
      expect(at, `swing ${copy}`).toBeGreaterThan(atMs(label!.events.address, copy));
      expect(at, `swing ${copy}`).toBeLessThan(atMs(label!.events.impact, copy));
    });
  });

  it.each([0, 1])('measures swing %i at its own address, top and impact when the member picks it', (copy) => {
    const results = resultsOf(copy);
    expect(results.clipSwings?.analysed).toBe(copy);
    expect(results.view).toBe(label!.view);
    expect(results.handedness).toBe(label!.handedness);
    // The finish, the engine's least sure event, sits on its tolerance's edge on this clip alone (issue 24); it is not what this test is about.
    for (const name of ['address', 'top', 'impact'] as const) {
      const frame = results.events.find((event) => event.name === name)!.frame;
      expect(Math.abs(frame - (label!.events[name] + copy * label!.frames)), name).toBeLessThanOrEqual(tolerance(label!, name));
    }
  });
});
