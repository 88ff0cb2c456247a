import { describe, expect, it } from 'vitest';
import { coachCommentBodySchema } from './clubs';

describe('coachCommentBodySchema', () => {
  it('refuses a blank note, a point off the frame and an angle with two points', () => {
    expect(coachCommentBodySchema.safeParse({ frame: 3, text: '  ' }).success).toBe(false);
    expect(
      coachCommentBodySchema.safeParse({
        frame: 3,
        text: 'Hi',
        drawing: {
          kind: 'line',
          points: [
            { x: 0, y: 0 },
            { x: 1.2, y: 0 },
          ],
        },
      }).success,
    ).toBe(false);
    expect(
      coachCommentBodySchema.safeParse({
        frame: 3,
        text: 'Hi',
        drawing: {
          kind: 'angle',
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 0 },
          ],
        },
      }).success,
    ).toBe(false);
    expect(coachCommentBodySchema.parse({ frame: 3, text: ' Hi ' })).toEqual({ frame: 3, event: null, text: 'Hi', drawing: null });
  });
});
