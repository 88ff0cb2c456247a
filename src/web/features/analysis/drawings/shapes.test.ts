import { describe, expect, it } from 'vitest';
import { FREEHAND_MAX_POINTS } from '../../../../shared/drawings';
import { extendStroke, pointIn, toShape } from './shapes';

describe('drawing shapes from points', () => {
  const a = { x: 0.1, y: 0.1 };
  const b = { x: 0.5, y: 0.5 };
  const c = { x: 0.9, y: 0.5 };

  it('makes a shape only once the tool has its points', () => {
    expect(toShape('angle', [a, b])).toBeNull();
    expect(toShape('angle', [a, b, c])).toEqual({ kind: 'angle', points: [a, b, c] });
    expect(toShape('circle', [a, b])).toEqual({ kind: 'circle', points: [a, b] });
    expect(toShape('freehand', [a])).toBeNull();
    expect(toShape('freehand', [a, b, c])?.points).toHaveLength(3);
  });

  it('thins a stroke and stops it at the cap', () => {
    expect(extendStroke([a], { x: 0.1001, y: 0.1 })).toEqual([a]);
    expect(extendStroke([a], b)).toEqual([a, b]);
    const full = Array.from({ length: FREEHAND_MAX_POINTS }, (_, index) => ({ x: index / FREEHAND_MAX_POINTS, y: 0 }));
    expect(extendStroke(full, c)).toHaveLength(FREEHAND_MAX_POINTS);
  });

  it('keeps a pointer position on the frame', () => {
    expect(pointIn({ left: 10, top: 20, width: 200, height: 100 }, 110, 70)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointIn({ left: 10, top: 20, width: 200, height: 100 }, 0, 500)).toEqual({ x: 0, y: 1 });
  });
});
