import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { swingAnalysisSchema, type SwingAnalysis } from '../shared/analysis';
import { analyzeSwing, analyzeSwingWithEvents } from './index';
import type { PoseTrack } from './types';

// The real fixture's production-sampled pose track (see fixtureTrack.test.ts).
const track = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/tracks/golfdb-test-swing.sampled.json'), 'utf8')) as PoseTrack;
const options = { club: 'Driver' };

function adjusted(moved: Parameters<typeof analyzeSwingWithEvents>[1]) {
  const outcome = analyzeSwingWithEvents(track, moved, options);
  if (outcome.kind !== 'swing') throw new Error(`expected a swing, got ${outcome.kind}`);
  return outcome;
}
const metric = (analysis: SwingAnalysis, key: string) => analysis.analysisResults.metrics.find((m) => m.key === key)?.value;
const frameOf = (analysis: SwingAnalysis, name: string) => analysis.analysisResults.events.find((e) => e.name === name)?.frame;

describe('a swing measured at events the member placed', () => {
  const detected = analyzeSwing(track, options);
  if (detected.kind !== 'swing') throw new Error('the fixture must analyse');

  it('with nothing moved is exactly the detected analysis, and reports the detected frames', () => {
    const outcome = adjusted({});
    expect(outcome.analysis).toEqual(detected.analysis);
    for (const event of detected.analysis.analysisResults.events) expect(outcome.detected[event.name]).toBe(event.frame);
  });

  it('moving the top later lengthens the backswing and changes the measurements, faults and score, the same every time', () => {
    const frame = (name: string) => frameOf(detected.analysis, name)!;
    const later = frame('top') + 6;
    const moved = adjusted({ top: later }).analysis;
    expect(() => swingAnalysisSchema.parse(moved)).not.toThrow();
    expect(frameOf(moved, 'top')).toBe(later);
    // The fixture is slow motion, so the tempo (backswing : downswing) is its timing measurement:
    // frames at a steady rate, address → top over top → impact.
    const tempo = (top: number) => (top - frame('address')) / (frame('impact') - top);
    expect(metric(detected.analysis, 'tempoRatio')).toBeCloseTo(tempo(frame('top')), 1);
    expect(metric(moved, 'tempoRatio')).toBeCloseTo(tempo(later), 1);
    // Positions read at the top are read at the new frame.
    expect(metric(moved, 'backswingPlane')).not.toBe(metric(detected.analysis, 'backswingPlane'));
    expect(metric(moved, 'postureChangeTop')).not.toBe(metric(detected.analysis, 'postureChangeTop'));
    expect(moved.analysisResults.overallScore).not.toBe(detected.analysis.analysisResults.overallScore);
    expect(moved.analysisResults.faults.map((f) => f.code)).not.toEqual(detected.analysis.analysisResults.faults.map((f) => f.code));
    expect(moved.feedback).not.toBe(detected.analysis.feedback);
    // Every other event stays where the engine put it.
    for (const name of ['address', 'takeaway', 'impact', 'finish']) expect(frameOf(moved, name)).toBe(frame(name));
    expect(adjusted({ top: later }).analysis).toEqual(moved);
  });

  it('refuses a frame outside the track or out of swing order, naming the event', () => {
    const impact = frameOf(detected.analysis, 'impact')!;
    const outside = analyzeSwingWithEvents(track, { finish: 10_000 }, options);
    expect(outside).toMatchObject({ kind: 'invalid_events', event: 'finish' });
    const pastImpact = analyzeSwingWithEvents(track, { top: impact }, options);
    expect(pastImpact.kind).toBe('invalid_events');
    if (pastImpact.kind === 'invalid_events') expect(pastImpact.message).toMatch(/^top: frame \d+ would break the swing's order; .* frames \d+–\d+\.$/);
    // Moving impact out of the way first makes room: several events are checked together.
    expect(analyzeSwingWithEvents(track, { top: impact, midDownswing: impact + 1, impact: impact + 2 }, options).kind).toBe('swing');
  });

  it('has no events to move on a still image', () => {
    const still: PoseTrack = { ...track, source: 'image', frames: track.frames.slice(0, 1), motion: [] };
    expect(analyzeSwingWithEvents(still, { top: 0 }).kind).toBe('not_golf');
  });
});
