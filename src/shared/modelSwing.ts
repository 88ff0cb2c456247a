import { z } from 'zod';

/**
 * The member's own model swing (issue 33, decision 3320): one of their finished analyses they
 * chose to compare their other swings with (their best, or one their coach liked). One at most.
 */

/** PUT /api/model-swing: the analysis to keep as the model (it replaces the one before). */
export const modelSwingBodySchema = z.object({
  analysisId: z.uuid('analysisId must be the id of one of your analyses.').toLowerCase(),
});
export type ModelSwingBody = z.infer<typeof modelSwingBodySchema>;

export const modelSwingSchema = z.object({
  analysisId: z.string(),
  markedAt: z.string(),
  overallScore: z.number().int().nullable(),
  /** When the swing was recorded (its analysis was made). */
  createdAt: z.string(),
});
export type ModelSwing = z.infer<typeof modelSwingSchema>;

/** GET /api/model-swing: the member's model, or null when they have not chosen one. */
export const modelSwingReplySchema = z.object({ model: modelSwingSchema.nullable() });
export type ModelSwingReply = z.infer<typeof modelSwingReplySchema>;
