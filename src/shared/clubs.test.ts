import { describe, expect, it } from 'vitest';
import { coachCommentBodySchema, drawingAngle } from './clubs';

describe('drawingAngle', () => {
  it('measures the corner at the middle point on the frame’s real proportions', () => {
    const right = [
      { x: 0.5, y: 0.2 },
      { x: 0.5, y: 0.5 },
      { x: 0.8, y: 0.5 },
    ];
    expect(drawingAngle(right, 1, 1)).toBe(90);
    // On a 2:1 frame the same 0..1 points are a long horizontal arm and a short vertical one: still 90°.
    expect(drawingAngle(right, 2, 1)).toBe(90);
    const diagonal = [
      { x: 0.2, y: 0.2 },
      { x: 0.5, y: 0.5 },
      { x: 0.8, y: 0.5 },
    ];
    expect(drawingAngle(diagonal, 1, 1)).toBe(135);
    // Stretching the frame sideways flattens that corner towards a straight line.
    expect(drawingAngle(diagonal, 2, 1)).toBe(153);
  });

  it('has no angle without three distinct arms', () => {
    expect(drawingAngle([{ x: 0.1, y: 0.1 }], 1, 1)).toBeNull();
    expect(
      drawingAngle(
        [
          { x: 0.5, y: 0.5 },
          { x: 0.5, y: 0.5 },
          { x: 0.9, y: 0.5 },
        ],
        1,
        1,
      ),
    ).toBeNull();
  });
});

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
