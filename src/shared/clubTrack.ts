import { z } from 'zod';

/**
 * The club seen on one decoded frame: where the shaft runs from the hands and where it ends (the
 * clubhead), each with a confidence 0..1. Coordinates are normalised like keypoints (0..1 of the
 * upright frame). A frame where the club could not be seen with confidence has no sample at all:
 * a gap in the trace is better than a wrong line.
 */
export const clubSampleSchema = z.object({
  frame: z.number().int().nonnegative(),
  /** The clubhead: the far end of the shaft. */
  head: z.object({ x: z.number(), y: z.number() }),
  /** Where the shaft starts, at the hands (the grip end the pose places). */
  grip: z.object({ x: z.number(), y: z.number() }),
  /** How sure the tracker is of this line, 0..1; samples under its own floor are never stored. */
  score: z.number().min(0).max(1),
});
export type ClubSample = z.infer<typeof clubSampleSchema>;
