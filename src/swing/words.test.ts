import { describe, expect, it } from 'vitest';
import { andList, measured, rangeWords } from './words';

describe('a measured distance in a golfer’s words', () => {
  it('says when it went against its measurement’s direction', () => {
    // Hips behind their address place at impact read like a good shift towards the target without it.
    expect(measured('hipSlide', 12)).toBe('half a head-width');
    expect(measured('hipSlide', -12)).toBe('half a head-width the other way');
    expect(measured('headLift', -8, 180)).toBe('1.5 in (4 cm) the other way');
  });

  it('gives the centimetres of the inches it says, so a value and its range never read apart', () => {
    // 6.1 % of a 54 cm torso is 3.3 cm: said 1.5 in, it was "1.5 in (3 cm)" beside "within 1 in (3 cm)".
    expect(measured('headLift', 6.1, 180)).toBe('1.5 in (4 cm)');
    expect(rangeWords('headLift', '-5–5', 180)).toBe('within 1 in (3 cm) either way');
    for (let percent = 0; percent <= 60; percent += 0.7) {
      const [, inches, cm] = /^([\d.]+) in \((\d+) cm\)$/.exec(measured('headMovement', percent, 172))!;
      expect(Number(cm), `${percent} % of a torso`).toBe(Math.round(Number(inches) * 2.54));
    }
  });

  it('gives no direction to a distance that rounds to nothing', () => {
    expect(measured('handPathShift', -3)).toBe('less than a quarter of a head-width');
  });
});

describe('a list of names', () => {
  it('joins them as a golfer says them', () => {
    expect([andList(['sway']), andList(['sway', 'slide']), andList(['sway', 'slide', 'reverse spine'])]).toEqual([
      'sway',
      'sway and slide',
      'sway, slide and reverse spine',
    ]);
  });
});
