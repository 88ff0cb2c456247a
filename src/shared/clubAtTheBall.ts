import type { ClubSample } from './clubTrack';

/**
 * A shaft's line passing this close to the ball, as a share of the club's length at address, is
 * the club coming to or through the ball. On the twelve dev clips every share from 0.0375 to 0.15
 * moves the same impact clubheads, and 0.025 misses two of them (decision 2812).
 */
export const BALL_OFF_LINE_OF_CLUB = 0.075;

interface Point {
  x: number;
  y: number;
}

/** The club sample nearest a frame, within `within` frames of it; null when none is that close. */
export function clubNear<T extends ClubSample>(samples: readonly T[], frame: number, within: number): T | null {
  let nearest: T | null = null;
  for (const sample of samples) {
    const off = Math.abs(sample.frame - frame);
    if (off <= within && (nearest === null || off < Math.abs(nearest.frame - frame))) nearest = sample;
  }
  return nearest;
}

/**
 * The clubheads of the downswing and the follow-through held at the ball. The ball lies where the
 * clubhead rested at address (`ball`, the sample there), and the clubhead comes back to it at
 * impact. In the change between frames the moving shaft's line runs on past the head: its blur,
 * the ball leaving, the turf. So at impact the tracker's clubhead can lie beyond the ball along
 * the shaft (the down-the-line drivers 6–8 % of the golfer's height). From the top on, a sample
 * whose shaft passes the ball, with the ball between its grip and its head, has its head put at
 * the point of its line nearest the ball; the ground there is as far as the head can reach. Every
 * other sample, and the score of each, is left as it is. `size` is the picture's, in pixels, since
 * samples are normalised to it.
 */
export function clubheadsAtTheBall<T extends ClubSample>(
  samples: readonly T[],
  swing: { ball: ClubSample; top: number; finish?: number },
  size: { width: number; height: number },
): T[] {
  const px = (p: Point): Point => ({ x: p.x * size.width, y: p.y * size.height });
  const ball = px(swing.ball.head);
  const clubLength = distance(px(swing.ball.grip), ball);
  const finish = swing.finish ?? Number.POSITIVE_INFINITY;
  return samples.map((sample) => {
    if (sample.frame < swing.top || sample.frame > finish || clubLength === 0) return sample;
    const grip = px(sample.grip);
    const head = px(sample.head);
    const length = distance(grip, head);
    if (length === 0) return sample;
    const along = { x: (head.x - grip.x) / length, y: (head.y - grip.y) / length };
    const ballAlong = (ball.x - grip.x) * along.x + (ball.y - grip.y) * along.y;
    const ballOffLine = Math.abs((ball.y - grip.y) * along.x - (ball.x - grip.x) * along.y);
    if (ballAlong <= 0 || ballAlong >= length || ballOffLine > BALL_OFF_LINE_OF_CLUB * clubLength) return sample;
    const atBall = { x: (grip.x + along.x * ballAlong) / size.width, y: (grip.y + along.y * ballAlong) / size.height };
    return { ...sample, head: atBall };
  });
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
