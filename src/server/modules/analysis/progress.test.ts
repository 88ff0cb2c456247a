import { describe, expect, it } from 'vitest';
import type { AnalysisStage } from '../../../shared/analysis';
import { nextProgress, type StageProgress } from './progress';

/** Feeds reports through nextProgress the way the reporter does and returns what was passed on. */
function passedOn(reports: Array<[AnalysisStage, number]>): StageProgress[] {
  const out: StageProgress[] = [];
  let last: StageProgress | undefined;
  for (const [stage, fraction] of reports) {
    const next = nextProgress(last, stage, fraction);
    if (next) out.push((last = next));
  }
  return out;
}

describe('nextProgress', () => {
  it('passes on steps of 10 % and the final 100 % of a stage', () => {
    const perFrame = Array.from({ length: 300 }, (_, i) => ['pose', (i + 1) / 300] as [AnalysisStage, number]);
    const out = passedOn(perFrame);
    expect(out.length).toBeLessThanOrEqual(12);
    expect(out[0]).toEqual({ stage: 'pose', fraction: 1 / 300 });
    expect(out.at(-1)).toEqual({ stage: 'pose', fraction: 1 });
    for (let i = 1; i < out.length - 1; i += 1) expect(out[i]!.fraction - out[i - 1]!.fraction).toBeGreaterThanOrEqual(0.1);
  });

  it('never goes back to an earlier stage when decode and pose reports interleave', () => {
    const reports: Array<[AnalysisStage, number]> = [];
    for (let frame = 1; frame <= 100; frame += 1) reports.push(['decode', frame / 100], ['pose', frame / 100]);
    reports.push(['decode', 1], ['analysis', 0]);
    const stages = passedOn(reports).map((p) => p.stage);
    expect(stages[0]).toBe('decode');
    expect(stages.indexOf('pose')).toBe(1);
    expect(stages.slice(1).includes('decode')).toBe(false);
    expect(stages.at(-1)).toBe('analysis');
  });

  it('clamps fractions and ignores repeats', () => {
    expect(
      passedOn([
        ['decode', -1],
        ['decode', 0],
        ['decode', 2],
        ['decode', 1],
      ]),
    ).toEqual([
      { stage: 'decode', fraction: 0 },
      { stage: 'decode', fraction: 1 },
    ]);
  });
});
