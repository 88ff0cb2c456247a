import { describe, expect, it } from 'vitest';
import { readReference } from '../../../../shared/referenceRange';
import { METRIC_INFO } from '../../../../swing/metrics';
import { rangeStanding } from '../../../../swing/golferUnits';
import { golferChange, golferMeasurement } from './measurementWords';

const spine = { key: 'spineAngleAddress', unit: 'deg' };
const head = { key: 'headMovement', unit: '% of torso' };
const said = (measurement: { key: string; unit: string }, value: number, heightCm: number | null = null) =>
  golferMeasurement({ ...measurement, label: measurement.key, value }, heightCm).value;

describe('the change between two swings, in the words of their values', () => {
  it('is the difference of the two values as the golfer reads them', () => {
    expect([said(spine, 32.4), said(spine, 33.6)]).toEqual(['32°', '34°']);
    expect(golferChange(spine, 32.4, 33.6, null)).toBe('+2°');
    expect(golferChange(spine, 33.6, 32.4, null)).toBe('−2°');
  });

  it('says a step where the values read a step apart, and no change where they read the same', () => {
    // 16 % and 19 % of a torso: half a head-width and three quarters, 0.1 of a head-width apart.
    expect([said(head, 16), said(head, 19)]).toEqual(['half a head-width', 'three quarters of a head-width']);
    expect(golferChange(head, 16, 19, null)).toBe('a quarter of a head-width more');
    expect(golferChange(head, 19, 16, null)).toBe('a quarter of a head-width less');
    // 14 % and 16 %: both half a head-width.
    expect(golferChange(head, 14, 16, null)).toBe('no change');
  });

  it('counts inches as they are said, with the golfer’s height', () => {
    expect([said(head, 12, 180), said(head, 10, 180)]).toEqual(['2.5 in (6 cm)', '2 in (5 cm)']);
    expect(golferChange(head, 12, 10, 180)).toBe('−0.5 in (1 cm)');
  });

  it('says which way the upper body leans at the top, not a bare minus sign', () => {
    const leanTop = { key: 'spineTiltTop', unit: 'deg' };
    expect([said(leanTop, -1.2), said(leanTop, 0.3), said(leanTop, 6.6)]).toEqual(['1° away from the target', 'none', '7° towards the target']);
    expect(golferMeasurement({ ...leanTop, label: 'lean', value: 6.6, reference: '< 5' }, null).good).toBe('staying behind the ball, under 5°.');
  });

  it('says which way the hips moved by impact: a hip hanging back is not a good shift', () => {
    const slide = { key: 'hipSlide', unit: '% of torso' };
    expect([said(slide, 12), said(slide, -12)]).toEqual(['half a head-width towards the target', 'half a head-width away from the target']);
    const thrust = { key: 'hipThrust', unit: '% of torso' };
    expect([said(thrust, 6), said(thrust, -6)]).toEqual(['a quarter of a head-width towards the ball', 'a quarter of a head-width away from the ball']);
  });

  it('counts speed in tenths of the golfer’s height a second, or in mph with the height', () => {
    const speed = { key: 'peakHandSpeed', unit: 'torso lengths/s' };
    expect([said(speed, 10), said(speed, 10.2)]).toEqual(['3.0 times your height per second', '3.1 times your height per second']);
    expect(golferChange(speed, 10, 10.2, null)).toBe('+0.1 times your height per second');
    expect([said(speed, 10, 180), said(speed, 10.2, 180)]).toEqual(['12 mph', '12 mph']);
    expect(golferChange(speed, 10, 10.2, 180)).toBe('no change');
  });

  it('never calls two values that read alike a change, nor says a change of nothing, for any measurement', () => {
    for (const [key, { unit }] of Object.entries(METRIC_INFO)) {
      for (const heightCm of [null, 180]) {
        for (let earlier = -60; earlier <= 60; earlier += 0.37) {
          for (const step of [0.05, 0.3, 1.1, 2.9]) {
            const later = earlier + step;
            const change = golferChange({ key, unit }, earlier, later, heightCm);
            const context = `${key} ${earlier} → ${later}, height ${heightCm}: ${change}`;
            if (said({ key, unit }, earlier, heightCm) === said({ key, unit }, later, heightCm)) expect(change, context).toBe('no change');
            expect(change, context).not.toMatch(/^[+−]?(0 in|0(\.0+)? |less than a quarter)/);
          }
        }
      }
    }
  });
});

describe('outside the good range, as the golfer reads the value and the range', () => {
  const knee = { unit: 'deg', reference: '15–35' };

  it('judges the value as said: 35.3° reads 35°, on the edge of 15° to 35°; 35.6° reads 36°', () => {
    expect(rangeStanding({ ...knee, value: 35.3 }, null)).toBe('inside');
    expect(rangeStanding({ ...knee, value: 14.6 }, null)).toBe('inside');
    expect(rangeStanding({ ...knee, value: 35.6 }, null)).toBe('outside');
    expect(rangeStanding({ ...knee, value: 14.4 }, null)).toBe('outside');
    expect(rangeStanding({ unit: 'ratio', value: 2.4, reference: '2.8–3.2' }, null)).toBe('outside');
    expect(rangeStanding({ unit: 'deg', value: 55 }, null)).toBe('inside');
  });

  it('calls a timing value no further out than one frame could move it within a frame, not outside', () => {
    const tempo = { unit: 'ratio', reference: '2.8–3.2' };
    expect(rangeStanding({ ...tempo, value: 2.5, allowance: 0.36 }, null)).toBe('within a frame');
    expect(rangeStanding({ ...tempo, value: 3.5, allowance: 0.36 }, null)).toBe('within a frame');
    expect(rangeStanding({ ...tempo, value: 2.3, allowance: 0.32 }, null)).toBe('outside');
    expect(rangeStanding({ ...tempo, value: 3, allowance: 0.36 }, null)).toBe('inside');
  });

  it('gives two values that read alike the same verdict, either side of every bound, with and without a height', () => {
    for (const [key, { unit, reference }] of Object.entries(METRIC_INFO)) {
      const range = readReference(reference);
      const bounds = [range?.low, range?.high].filter((bound) => bound != null);
      for (const heightCm of [null, 180]) {
        for (const bound of bounds) {
          for (const step of [0.01, 0.04, 0.2, 0.45, 1.3]) {
            const [below, above] = [bound - step, bound + step];
            const words = (value: number) => golferMeasurement({ key, unit, label: key, value, reference }, heightCm).value;
            if (words(below) !== words(above)) continue;
            const context = `${key} ${below} and ${above}, height ${heightCm}`;
            expect(rangeStanding({ unit, value: below, reference }, heightCm), context).toBe(rangeStanding({ unit, value: above, reference }, heightCm));
          }
        }
      }
    }
  });
});
