import { describe, expect, it } from 'vitest';
import { BALL_OFF_LINE_OF_CLUB, clubheadsAtTheBall, clubNear } from './clubAtTheBall';
import type { ClubSample } from './clubTrack';

// A 2000 × 1000 picture: positions below are in pixels, and the samples normalised to it, so a
// projection made on the normalised numbers instead of pixels would land elsewhere.
const PICTURE = { width: 2000, height: 1000 };

function sample(frame: number, grip: { x: number; y: number }, head: { x: number; y: number }, score = 0.9): ClubSample {
  return { frame, grip: { x: grip.x / PICTURE.width, y: grip.y / PICTURE.height }, head: { x: head.x / PICTURE.width, y: head.y / PICTURE.height }, score };
}

function headPx(s: ClubSample): { x: number; y: number } {
  return { x: Math.round(s.head.x * PICTURE.width), y: Math.round(s.head.y * PICTURE.height) };
}

// At address the club rests from the hands at (1000, 400) to the ball at (1300, 800): 500 px long.
const AT_ADDRESS = sample(10, { x: 1000, y: 400 }, { x: 1300, y: 800 });
const SWING = { ball: AT_ADDRESS, top: 40, finish: 90 };

describe('clubheads held at the ball', () => {
  it('puts a clubhead that runs on past the ball along its shaft at the ball', () => {
    // Impact: the hands a little ahead, the line through the ball and on 100 px past it.
    const impact = sample(60, { x: 1050, y: 400 }, { x: 1310, y: 880 });
    const [held] = clubheadsAtTheBall([impact], SWING, PICTURE);
    // The ball lies 29 px (6 % of the club) off this line: the head goes to the line's point nearest it.
    expect(headPx(held)).toEqual({ x: 1274, y: 814 });
    expect(held.grip).toEqual(impact.grip);
    expect(held.score).toBe(impact.score);
  });

  it('reads the ball on the line as a share of the club’s length at address', () => {
    // Lines straight down from (1000, 400), passing the ball at x = 1300 with their ends at
    // y = 1000: the ball is `off` px to the side of each.
    const passing = (off: number) => sample(60, { x: 1300 - off, y: 400 }, { x: 1300 - off, y: 1000 });
    const limit = Math.round(BALL_OFF_LINE_OF_CLUB * 500);
    const [near, far] = clubheadsAtTheBall([passing(limit - 2), passing(limit + 2)], SWING, PICTURE);
    expect(headPx(near)).toEqual({ x: 1300 - limit + 2, y: 800 });
    expect(far).toEqual(passing(limit + 2));
  });

  it('leaves a clubhead short of the ball, a line with the ball behind its grip, and the frames outside top to finish', () => {
    const short = sample(60, { x: 1050, y: 400 }, { x: 1200, y: 680 });
    const behind = sample(61, { x: 1400, y: 1000 }, { x: 1500, y: 1200 });
    const backswing = sample(30, { x: 1050, y: 400 }, { x: 1310, y: 880 });
    const afterFinish = sample(91, { x: 1050, y: 400 }, { x: 1310, y: 880 });
    const samples = [AT_ADDRESS, backswing, short, behind, afterFinish];
    expect(clubheadsAtTheBall(samples, SWING, PICTURE)).toEqual(samples);
  });

  it('finds the sample nearest a frame within a reach, or none', () => {
    const samples = [sample(5, { x: 0, y: 0 }, { x: 1, y: 1 }), sample(12, { x: 0, y: 0 }, { x: 1, y: 1 })];
    expect(clubNear(samples, 10, 3)?.frame).toBe(12);
    expect(clubNear(samples, 8, 3)?.frame).toBe(5);
    expect(clubNear(samples, 20, 3)).toBeNull();
  });
});
