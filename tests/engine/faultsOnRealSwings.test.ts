/**
 * The fault rules on real golfers (decision 2606): the tour professionals of the dev set
 * (labels.json and labels-next.json, the `*pro*` clips) earn no high-severity fault and a score in
 * the Excellent band, and the amateurs keep the faults a golfer can see on their video. The pros
 * are judged at their labelled events, so that the rules are measured apart from event detection
 * (issue 24), and again as a member gets them, at the events the engine finds (issue 26): no
 * high-severity fault there either (decisions 2412, 2611).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelledClips } from '../../scripts/eval/labelSets';
import { trackVideoFile } from '../../src/pose/node';
import { analyzeSwing, analyzeSwingWithEvents } from '../../src/swing';
import type { SwingAnalysis } from '../../src/shared/analysis';
import type { PoseTrack } from '../../src/swing/types';
import { fixturesDir, fixturesPresent } from './fixturesDir';

const EXCELLENT = 80;
// Every pro of both label files is judged: the rules are measured at the labelled events, so a clip
// whose events the engine does not yet find (labels-next.json, issue 24) still says what the rules do.
const clips = labelledClips(fixturesDir, 'all');
/** A TV broadcast: the camera zooms in on the golfer after impact and the clip ends in his finish. */
const BROADCAST_PRO = 'faceon-pro-iron-hevc-portrait-letterbox.mov';
const pros = Object.keys(clips).filter((clip) => clip.includes('pro'));
/** Amateurs and the fault each shows on the video: hips into the ball, hands outside on the way down. */
const AMATEUR_FAULTS = { 'dtl-amateur-iron-night-30fps.mov': 'early_extension', 'dtl-woman-course-30fps.mp4': 'over_the_top' } as const;

const highFaults = (analysis: SwingAnalysis) => analysis.analysisResults.faults.filter((f) => f.severity === 'high').map((f) => `${f.code}: ${f.evidence}`);

describe.runIf(fixturesPresent(pros.length > 0))('fault rules on the real swings of the dev set', () => {
  const tracks = new Map<string, PoseTrack>();

  // Eight clips through the pose model, one after another: minutes on a shared machine.
  beforeAll(async () => {
    for (const clip of [...pros, ...Object.keys(AMATEUR_FAULTS)]) tracks.set(clip, await trackVideoFile(join(fixturesDir, clip)));
  }, 1_500_000);

  it('give the tour professionals no high-severity fault and an Excellent score at their labelled events', () => {
    for (const clip of pros) {
      const outcome = analyzeSwingWithEvents(tracks.get(clip)!, clips[clip]!.events);
      expect(outcome.kind, clip).toBe('swing');
      if (outcome.kind !== 'swing') continue;
      const { overallScore, faults } = outcome.analysis.analysisResults;
      console.log(JSON.stringify({ clip, overallScore, faults: faults.map((f) => `${f.code} (${f.severity})`) }));
      expect(highFaults(outcome.analysis), clip).toEqual([]);
      expect(overallScore, clip).toBeGreaterThanOrEqual(EXCELLENT);
    }
    expect(pros.length).toBeGreaterThanOrEqual(6);
  });

  it('give the tour professionals no high-severity fault as a member gets them, at the events the engine finds', () => {
    for (const clip of pros) {
      const outcome = analyzeSwing(tracks.get(clip)!);
      expect(outcome.kind, clip).toBe('swing');
      if (outcome.kind !== 'swing') continue;
      const { overallScore, faults } = outcome.analysis.analysisResults;
      console.log(JSON.stringify({ clip, engineEvents: true, overallScore, faults: faults.map((f) => `${f.code} (${f.severity})`) }));
      expect(highFaults(outcome.analysis), clip).toEqual([]);
    }
  });

  it('no longer calls a bent lead arm or a limited turn on the face-on long iron, as a member gets it', () => {
    const outcome = analyzeSwing(tracks.get('faceon-pro-long-iron-30fps.mp4')!);
    expect(outcome.kind).toBe('swing');
    if (outcome.kind !== 'swing') return;
    const codes = outcome.analysis.analysisResults.faults.map((f) => f.code);
    expect(codes).not.toContain('bent_lead_arm');
    expect(codes).not.toContain('limited_turn');
    expect(highFaults(outcome.analysis)).toEqual([]);
    expect(outcome.analysis.analysisResults.overallScore).toBeGreaterThanOrEqual(EXCELLENT);
  });

  // The engine once put this finish on the clip's last frame and read a high short finish; it now
  // finds it (decision 2410). A finish a clip does cut off is not judged (src/swing/pictureChanges.test.ts).
  it('reads no short finish on the broadcast pro, whose finish is held long enough, as a member gets it', () => {
    const outcome = analyzeSwing(tracks.get(BROADCAST_PRO)!);
    expect(outcome.kind).toBe('swing');
    if (outcome.kind !== 'swing') return;
    const { faults, metrics } = outcome.analysis.analysisResults;
    expect(faults.map((f) => f.code)).not.toContain('short_finish');
    expect(metrics.find((m) => m.key === 'finishHold')?.value).toBeGreaterThanOrEqual(0.5);
  });

  it.each(Object.entries(AMATEUR_FAULTS))('still finds the real fault of %s', (clip, code) => {
    const outcome = analyzeSwing(tracks.get(clip)!);
    expect(outcome.kind).toBe('swing');
    if (outcome.kind !== 'swing') return;
    expect(outcome.analysis.analysisResults.faults.map((f) => f.code)).toContain(code);
    expect(outcome.analysis.analysisResults.overallScore).toBeLessThan(EXCELLENT);
  });
});
