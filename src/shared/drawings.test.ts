import { describe, expect, it } from 'vitest';
import { DRAWING_LABEL_MAX, drawingAngle, drawingBodySchema, FREEHAND_MAX_POINTS } from './drawings';

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

describe('drawingBodySchema', () => {
  const line = {
    kind: 'line',
    points: [
      { x: 0.1, y: 0.1 },
      { x: 0.9, y: 0.9 },
    ],
  };

  it('takes a drawing tied to an event or a frame, with a trimmed label', () => {
    expect(drawingBodySchema.parse({ event: 'top', shape: line, label: ' Lead arm ' })).toEqual({ frame: null, event: 'top', shape: line, label: 'Lead arm' });
    expect(
      drawingBodySchema.parse({
        frame: 12,
        shape: {
          kind: 'circle',
          points: [
            { x: 0.5, y: 0.5 },
            { x: 0.6, y: 0.5 },
          ],
        },
      }).frame,
    ).toBe(12);
  });

  it('refuses a drawing tied to nothing, off the frame, too long or of an unknown kind', () => {
    expect(drawingBodySchema.safeParse({ shape: line }).success).toBe(false);
    expect(
      drawingBodySchema.safeParse({
        frame: 1,
        shape: {
          kind: 'line',
          points: [
            { x: -0.1, y: 0 },
            { x: 1, y: 1 },
          ],
        },
      }).success,
    ).toBe(false);
    const stroke = Array.from({ length: FREEHAND_MAX_POINTS + 1 }, (_, index) => ({ x: index / (FREEHAND_MAX_POINTS + 1), y: 0.5 }));
    expect(drawingBodySchema.safeParse({ frame: 1, shape: { kind: 'freehand', points: stroke } }).success).toBe(false);
    expect(drawingBodySchema.safeParse({ frame: 1, shape: { kind: 'freehand', points: stroke.slice(0, 1) } }).success).toBe(false);
    expect(drawingBodySchema.safeParse({ frame: 1, shape: line, label: 'x'.repeat(DRAWING_LABEL_MAX + 1) }).success).toBe(false);
    expect(drawingBodySchema.safeParse({ frame: 1, shape: { kind: 'arrow', points: line.points } }).success).toBe(false);
  });
});
