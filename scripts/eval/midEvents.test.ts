import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSwing } from '../../src/swing';
import type { PoseTrack } from '../../src/swing/types';
import { MID_EVENTS, detectedMidEvents, midEventLabels, outOfOrder, scoreMidEvents, summariseMidEvents } from './midEvents';
import { clipLabelSchema } from './pce';

// The GolfDB clip is the one labelled clip whose pose tracks and four labels live in the
// repository (tests/fixtures): the engine's real output on it is scored against the real labels.
const root = resolve(import.meta.dirname, '../..');
const readJson = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as unknown;
const clip = 'golfdb-test-swing.mp4';
const fourLabels = clipLabelSchema.parse(readJson('tests/fixtures/labels/golfdb-test-swing.json'));
const midLabel = midEventLabels()[clip];
const sampled = readJson('tests/fixtures/tracks/golfdb-test-swing.sampled.json') as PoseTrack;
const allFrames = readJson('tests/fixtures/tracks/golfdb-test-swing.all-frames.json') as PoseTrack;

describe('the in-between events scored apart from the four', () => {
  it('has the five labels of every clip, in swing order with the four on the GolfDB clip', () => {
    const labels = midEventLabels();
    expect(Object.keys(labels)).toHaveLength(12);
    for (const label of Object.values(labels)) expect(Object.keys(label.events)).toEqual([...MID_EVENTS]);
    expect(outOfOrder(fourLabels, midLabel)).toEqual([]);
  });

  it('names the labels that break swing order', () => {
    const swapped = { ...midLabel, events: { ...midLabel.events, toeUp: midLabel.events.midBackswing, midBackswing: midLabel.events.toeUp } };
    expect(outOfOrder(fourLabels, swapped)).toEqual([`toeUp ${midLabel.events.midBackswing} ≥ midBackswing ${midLabel.events.toeUp}`]);
  });

  it("scores the engine's frames on the real track with GolfDB's tolerance, or the label's own when larger", () => {
    const outcome = analyzeSwing(sampled);
    expect(outcome.kind).toBe('swing');
    const results = scoreMidEvents(fourLabels, midLabel, detectedMidEvents(outcome));
    expect(results.map((r) => r.name)).toEqual([...MID_EVENTS]);
    // (impact 143 − address 47) / 30 rounds to 3 frames; the takeaway's own uncertainty is 4.
    expect(results.map((r) => r.tolerance)).toEqual([4, 3, 3, 3, 3]);
    for (const r of results) {
      expect(r.detected, r.name).not.toBeNull();
      expect(r.labelled).toBe(midLabel.events[r.name]);
      expect(r.error).toBe((r.detected as number) - r.labelled);
      expect(r.errorMs).toBe(Math.round((1000 * (r.error as number)) / 29.97));
      expect(r.correct).toBe(Math.abs(r.error as number) <= r.tolerance);
      expect(r.correctByGolfdb).toBe(Math.abs(r.error as number) <= 3);
    }
  });

  it('counts every in-between event as missed on a still picture, which has only its one position', () => {
    // The sampled track poses only some frames; the every-frame one has the address frame's pose.
    const address = allFrames.frames.find((f) => f.frame === fourLabels.events.address)!;
    const still: PoseTrack = { ...allFrames, source: 'image', fps: 0, frameCount: 1, durationMs: 0, frames: [{ ...address, frame: 0, timeMs: 0 }], motion: [] };
    const outcome = analyzeSwing(still);
    expect(outcome.kind === 'swing' && outcome.analysis.analysisResults.events.map((e) => e.name)).toEqual(['address']);
    const results = scoreMidEvents(fourLabels, midLabel, detectedMidEvents(outcome));
    expect(results.every((r) => r.detected === null && r.error === null && !r.correct)).toBe(true);
    const summary = summariseMidEvents([{ clip, midEvents: results }]);
    expect(summary.pce).toBe(0);
    expect(summary.perEvent.toeUp).toMatchObject({ notFound: [clip], medianAbsErrorFrames: null, worst: null });
  });

  it('sums the clips per event: median and worst error, PCE both ways', () => {
    const runs = [
      { clip: 'sampled', midEvents: scoreMidEvents(fourLabels, midLabel, detectedMidEvents(analyzeSwing(sampled))) },
      { clip: 'every frame', midEvents: scoreMidEvents(fourLabels, midLabel, detectedMidEvents(analyzeSwing(allFrames))) },
    ];
    const summary = summariseMidEvents(runs);
    expect(summary.total).toBe(10);
    expect(summary.correct).toBe(runs.flatMap((r) => r.midEvents).filter((e) => e.correct).length);
    for (const name of MID_EVENTS) {
      const [a, b] = runs.map((r) => r.midEvents.find((e) => e.name === name)!);
      const event = summary.perEvent[name];
      expect(event.total).toBe(2);
      expect(event.medianAbsErrorFrames).toBe((Math.abs(a.error!) + Math.abs(b.error!)) / 2);
      expect(event.medianErrorFrames).toBe((a.error! + b.error!) / 2);
      expect(Math.abs(event.worst!.errorFrames!)).toBe(Math.max(Math.abs(a.error!), Math.abs(b.error!)));
    }
  });
});
