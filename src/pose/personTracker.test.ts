import { describe, expect, it } from 'vitest';
import { enclosingSquare, searchTiles } from './personTracker';

describe('searchTiles', () => {
  it('covers every point of a wide frame with squares of the short side and of half of it', () => {
    const tiles = searchTiles(1920, 1080);
    for (const side of [1080, 540]) {
      const ofSide = tiles.filter((t) => t.size === side);
      for (let x = 0; x <= 1920; x += 60) {
        for (let y = 0; y <= 1080; y += 60) {
          const inside = ofSide.some((t) => Math.abs(t.cx - x) <= side / 2 && Math.abs(t.cy - y) <= side / 2);
          expect(inside).toBe(true);
        }
      }
      // Every tile lies inside the frame.
      for (const t of ofSide) {
        expect(t.cx - side / 2).toBeGreaterThanOrEqual(0);
        expect(t.cx + side / 2).toBeLessThanOrEqual(1920);
      }
    }
  });

  it('needs a single tile of the short side for a square frame', () => {
    expect(searchTiles(500, 500).filter((t) => t.size === 500)).toHaveLength(1);
  });
});

describe('enclosingSquare', () => {
  it('holds all the squares given', () => {
    const square = enclosingSquare([
      { cx: 100, cy: 100, size: 50 },
      { cx: 200, cy: 120, size: 30 },
    ]);
    expect(square.cx - square.size / 2).toBeLessThanOrEqual(75);
    expect(square.cx + square.size / 2).toBeGreaterThanOrEqual(215);
    expect(square.cy - square.size / 2).toBeLessThanOrEqual(75);
    expect(square.cy + square.size / 2).toBeGreaterThanOrEqual(135);
    expect(square.size).toBeCloseTo(140);
  });
});
