import { describe, expect, it } from 'vitest';
import { enclosingSquare, MAX_TILES_PER_SIDE, MIN_TILE_SIDE, searchTiles } from './personTracker';

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

describe('searchTiles on frames no camera makes', () => {
  // 16384×8 and 8×4096 clips and an 8000×4 image, posed at 960 px on the long side (issue 25).
  it.each([
    [960, 1],
    [1, 960],
    [960, 2],
    [960, 4],
    [1920, 40],
  ])('asks for no tile under the minimum side on a %i×%i frame', (width, height) => {
    expect(searchTiles(width, height)).toEqual([]);
  });

  it.each([
    [960, 48],
    [48, 960],
    [960, 100],
    [4000, 200],
  ])('asks for at most the bound of tiles of each size on a %i×%i frame, all inside it', (width, height) => {
    const tiles = searchTiles(width, height);
    expect(tiles.length).toBeGreaterThan(0);
    for (const side of new Set(tiles.map((t) => t.size))) {
      expect(side).toBeGreaterThanOrEqual(MIN_TILE_SIDE);
      const ofSide = tiles.filter((t) => t.size === side);
      expect(ofSide.length).toBeLessThanOrEqual(MAX_TILES_PER_SIDE);
      for (const t of ofSide) {
        expect(t.cx - side / 2).toBeGreaterThanOrEqual(0);
        expect(t.cx + side / 2).toBeLessThanOrEqual(width + 1e-9);
        expect(t.cy - side / 2).toBeGreaterThanOrEqual(0);
        expect(t.cy + side / 2).toBeLessThanOrEqual(height + 1e-9);
      }
      // Spread from one end of the long side to the other.
      const long = width >= height ? ofSide.map((t) => t.cx) : ofSide.map((t) => t.cy);
      expect(Math.min(...long)).toBeCloseTo(side / 2);
      expect(Math.max(...long)).toBeCloseTo(Math.max(width, height) - side / 2);
    }
  });

  it('keeps the tiles of an ordinary 16:9 frame as they were', () => {
    expect(searchTiles(960, 540)).toHaveLength(3 + 21);
  });
});
