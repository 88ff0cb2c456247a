import { describe, expect, it } from 'vitest';
import { andList, measured } from './words';

describe('a measured distance in a golfer’s words', () => {
  it('says when it went against its measurement’s direction', () => {
    // Hips behind their address place at impact read like a good shift towards the target without it.
    expect(measured('hipSlide', 12)).toBe('half a head-width');
    expect(measured('hipSlide', -12)).toBe('half a head-width the other way');
    expect(measured('headLift', -8, 180)).toBe('1.5 in (4 cm) the other way');
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
