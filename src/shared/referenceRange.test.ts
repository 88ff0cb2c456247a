import { describe, expect, it } from 'vitest';
import { distanceFromReference } from './referenceRange';

describe('distance from the reference range', () => {
  it('reads ranges and bounds, 0 inside', () => {
    expect(distanceFromReference(3.0, '2.8–3.2')).toBe(0);
    expect(distanceFromReference(3.5, '2.8–3.2')).toBeCloseTo(0.3);
    expect(distanceFromReference(-8, '-5–5')).toBe(3);
    expect(distanceFromReference(14, '< 10')).toBe(4);
    expect(distanceFromReference(9, '> 12')).toBe(3);
    expect(distanceFromReference(9, 'about 12')).toBeNull();
  });
});
