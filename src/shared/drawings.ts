import { z } from 'zod';
import { swingEventNameSchema } from './analysis';
import { textField } from './auth';

/**
 * Drawings on a frame of a swing (issue 33, decision 3300): the member's own on their result page
 * and a club coach's on a note share these shapes and the one layer that draws them. Points are
 * 0..1 of the frame's box, so they land on the same spot at any size.
 */

const point = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type DrawingPoint = z.infer<typeof point>;

/** A free-hand stroke keeps this many points at most (the browser thins a long stroke before sending). */
export const FREEHAND_MAX_POINTS = 300;
/** Drawings one member may keep on one analysis. */
export const DRAWINGS_PER_ANALYSIS = 40;
export const DRAWING_LABEL_MAX = 80;

/** A line (two points), an angle (three, the corner in the middle), a circle (centre, then a point on the rim) or a free-hand stroke. */
export const drawingShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('line'), points: z.tuple([point, point]) }),
  z.object({ kind: z.literal('angle'), points: z.tuple([point, point, point]) }),
  z.object({ kind: z.literal('circle'), points: z.tuple([point, point]) }),
  z.object({
    kind: z.literal('freehand'),
    points: z
      .array(point)
      .min(2, 'A free-hand stroke needs at least two points.')
      .max(FREEHAND_MAX_POINTS, `A free-hand stroke has at most ${FREEHAND_MAX_POINTS} points.`),
  }),
]);
export type DrawingShape = z.infer<typeof drawingShapeSchema>;
export type DrawingKind = DrawingShape['kind'];

/** Points each kind is drawn with by clicks; free-hand is a stroke instead. */
export const CLICK_POINTS: Record<Exclude<DrawingKind, 'freehand'>, number> = { line: 2, angle: 3, circle: 2 };

/**
 * The member's drawing as sent: tied to an event (it then follows the event when it is moved) or
 * to a frame. The server fills the frame of an event from the analysis.
 */
export const drawingBodySchema = z
  .object({
    frame: z.number({ error: 'Pick the frame the drawing is on.' }).int().min(0).max(100_000).nullable().default(null),
    event: swingEventNameSchema.nullable().default(null),
    shape: drawingShapeSchema,
    label: textField('Label').trim().max(DRAWING_LABEL_MAX, `A label is at most ${DRAWING_LABEL_MAX} characters.`).default(''),
  })
  .refine((body) => body.frame !== null || body.event !== null, { message: 'Tie the drawing to a frame or to a swing position.' });
export type DrawingBody = z.input<typeof drawingBodySchema>;

export const drawingSchema = z.object({
  id: z.string(),
  analysisId: z.string(),
  frame: z.number().int(),
  event: swingEventNameSchema.nullable(),
  shape: drawingShapeSchema,
  label: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Drawing = z.infer<typeof drawingSchema>;
export const drawingListSchema = z.array(drawingSchema);

/** The angle at the middle point of an angle drawing, in whole degrees, on a frame of this size. */
export function drawingAngle(points: readonly DrawingPoint[], width: number, height: number): number | null {
  const [a, vertex, b] = points;
  if (!a || !vertex || !b) return null;
  const ax = (a.x - vertex.x) * width;
  const ay = (a.y - vertex.y) * height;
  const bx = (b.x - vertex.x) * width;
  const by = (b.y - vertex.y) * height;
  const lengths = Math.hypot(ax, ay) * Math.hypot(bx, by);
  if (lengths === 0) return null;
  const cos = Math.min(1, Math.max(-1, (ax * bx + ay * by) / lengths));
  return Math.round((Math.acos(cos) * 180) / Math.PI);
}

/** A shape in a golfer's words: "Angle 87°", "Line", "Circle", "Free-hand". */
export function describeShape(shape: DrawingShape, aspect: number): string {
  if (shape.kind === 'angle') return `Angle ${drawingAngle(shape.points, aspect, 1) ?? '?'}°`;
  return { line: 'Line', circle: 'Circle', freehand: 'Free-hand' }[shape.kind];
}
