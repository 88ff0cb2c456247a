import { describe, expect, it } from 'vitest';
import type { ClubSample } from '../../shared/clubTrack';
import { steadyClub, stillClubWhereUnseen } from './steadyClub';

// A 1000 × 1000 picture at 30 frames a second: positions below are in pixels.
const PICTURE = { width: 1000, height: 1000, frameMs: 1000 / 30 };
const GRIP = { x: 400, y: 500 };

function sample(frame: number, head: { x: number; y: number }, grip = GRIP, score = 1): ClubSample {
  return { frame, grip: { x: grip.x / 1000, y: grip.y / 1000 }, head: { x: head.x / 1000, y: head.y / 1000 }, score };
}

function headPx(s: ClubSample): { x: number; y: number } {
  return { x: Math.round(s.head.x * 1000), y: Math.round(s.head.y * 1000) };
}

describe('the still club read over the frames around it', () => {
  it('gives a still club’s clubhead to a frame whose search caught a scene line', () => {
    // A club 300 px long at rest, each frame's answer a few pixels apart; frame 5 caught a line of
    // the scene up and away from the hands, with a lower score.
    const samples = Array.from({ length: 11 }, (_, f) =>
      f === 5 ? sample(f, { x: 150, y: 300 }, GRIP, 0.5) : sample(f, { x: 600 + (f % 3) * 4, y: 720 - (f % 2) * 4 }),
    );
    const steady = steadyClub(samples, PICTURE);
    expect(headPx(steady[5]).x).toBeGreaterThanOrEqual(600);
    expect(headPx(steady[5]).x).toBeLessThanOrEqual(608);
    expect(headPx(steady[5]).y).toBeGreaterThanOrEqual(716);
    expect(steady[5].score).toBe(1);
    // The frames that agreed keep their own answers.
    for (const f of [0, 1, 2, 3, 4, 6, 7, 8, 9, 10]) expect(steady[f]).toEqual(samples[f]);
  });

  it('leaves a moving club’s answers alone, a stray one too: the hands move with it', () => {
    // The hands 25 px a frame, the clubhead 10: its answers lie close together, as a still
    // club's do, but the club is not still, and frame 5's stray line is not corrected.
    const samples = Array.from({ length: 11 }, (_, f) =>
      sample(f, f === 5 ? { x: 150, y: 300 } : { x: 600 - 10 * f, y: 720 }, { x: 400 - 25 * f, y: 500 }, f === 5 ? 0.5 : 1),
    );
    expect(steadyClub(samples, PICTURE)).toEqual(samples);
  });

  it('leaves the answers alone where no clubhead is agreed on by most of the frames', () => {
    // Still hands, but the answers fall in three places: nothing outvotes a frame's own search.
    const places = [
      { x: 600, y: 720 },
      { x: 150, y: 300 },
      { x: 700, y: 300 },
    ];
    const samples = Array.from({ length: 9 }, (_, f) => sample(f, places[f % 3]));
    expect(steadyClub(samples, PICTURE)).toEqual(samples);
  });

  it('reads only the frames within its window: a club set elsewhere a second before is another club', () => {
    // Frames 0–20 at one place, frames 40–60 at another; frame 41's own answer is a stray line.
    const early = Array.from({ length: 21 }, (_, f) => sample(f, { x: 300, y: 800 }));
    const late = Array.from({ length: 21 }, (_, k) => sample(40 + k, k === 1 ? { x: 150, y: 300 } : { x: 650, y: 760 }, GRIP, k === 1 ? 0.6 : 1));
    const steady = steadyClub([...early, ...late], PICTURE);
    expect(headPx(steady[22])).toEqual({ x: 650, y: 760 });
  });
});

describe('the still club given to frames whose search found no line', () => {
  // The club at rest on frames 0–10 but 4–6, whose searches found nothing; the takeaway is frame 12.
  const atRest = Array.from({ length: 11 }, (_, f) => sample(f, { x: 600 + (f % 3) * 4, y: 720 - (f % 2) * 4 })).filter((s) => s.frame < 4 || s.frame > 6);
  const grip = { x: GRIP.x / 1000, y: GRIP.y / 1000 };
  const unseen = [4, 5, 6].map((frame) => ({ frame, grip }));

  it('gives a frame before the takeaway the clubhead the still frames around it agree on, with its own grip', () => {
    const filled = stillClubWhereUnseen(atRest, unseen, PICTURE, 12);
    expect(filled.map((s) => s.frame)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const f of [4, 5, 6]) {
      expect(headPx(filled[f]).x).toBeGreaterThanOrEqual(600);
      expect(headPx(filled[f]).x).toBeLessThanOrEqual(608);
      expect(headPx(filled[f]).y).toBeGreaterThanOrEqual(716);
      expect(filled[f].grip).toEqual(grip);
      expect(filled[f].score).toBe(1);
    }
  });

  it('fills nothing from the takeaway on, where hands away from the still ones, or where no clubhead is agreed on', () => {
    expect(stillClubWhereUnseen(atRest, unseen, PICTURE, 5).map((s) => s.frame)).toEqual([0, 1, 2, 3, 4, 7, 8, 9, 10]);
    const moved = unseen.map((u) => ({ ...u, grip: { x: 0.5, y: 0.5 } }));
    expect(stillClubWhereUnseen(atRest, moved, PICTURE, 12)).toEqual(atRest);
    const places = [
      { x: 600, y: 720 },
      { x: 150, y: 300 },
      { x: 700, y: 300 },
    ];
    const scattered = [0, 1, 2, 3, 7, 8, 9, 10].map((f) => sample(f, places[f % 3]));
    expect(stillClubWhereUnseen(scattered, unseen, PICTURE, 12)).toEqual(scattered);
  });
});
