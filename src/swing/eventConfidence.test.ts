import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventConfidence } from './eventConfidence';
import type { EventIndices } from './events';
import { analyzeSwing, analyzeSwingWithEvents } from './index';
import type { PoseTrack } from './types';

// Address 30, impact 120: GolfDB's tolerance is a thirtieth of that span, 3 frames.
const events: EventIndices = {
  address: 30,
  takeaway: 33,
  toeUp: 40,
  midBackswing: 60,
  top: 100,
  midDownswing: 110,
  impact: 120,
  midFollowThrough: 130,
  finish: 170,
};

describe("the engine's confidence in its club events", () => {
  it('is 1 where the second reading lands within the scoring tolerance, and falls as the readings part', () => {
    const confidence = eventConfidence(events, { address: 27, top: 106, impact: 135, finish: 230 });
    expect(confidence).toEqual({ address: 1, top: 0.5, impact: 0.2, finish: 0.05 });
  });

  // The real fixture's production-sampled pose track (see fixtureTrack.test.ts).
  const track = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/tracks/golfdb-test-swing.sampled.json'), 'utf8')) as PoseTrack;

  it('is carried by address, top, impact and finish of an analysis, and by no other event', () => {
    const outcome = analyzeSwing(track);
    if (outcome.kind !== 'swing') throw new Error('the fixture must analyse');
    for (const event of outcome.analysis.analysisResults.events) {
      if (['address', 'top', 'impact', 'finish'].includes(event.name)) {
        expect(event.confidence).toBeGreaterThan(0);
        expect(event.confidence).toBeLessThanOrEqual(1);
      } else expect(event.confidence).toBeUndefined();
    }
  });

  it('is dropped from an event the member moved, and kept on the others', () => {
    const detected = analyzeSwing(track);
    if (detected.kind !== 'swing') throw new Error('the fixture must analyse');
    const top = detected.analysis.analysisResults.events.find((e) => e.name === 'top')!;
    const moved = analyzeSwingWithEvents(track, { top: top.frame + 4 });
    if (moved.kind !== 'swing') throw new Error('the moved top must analyse');
    const after = (name: string) => moved.analysis.analysisResults.events.find((e) => e.name === name)!;
    expect(after('top').confidence).toBeUndefined();
    expect(after('impact').confidence).toBe(detected.analysis.analysisResults.events.find((e) => e.name === 'impact')!.confidence);
  });
});
