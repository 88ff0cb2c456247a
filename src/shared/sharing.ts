import { z } from 'zod';
import { analysisResultsSchema, cameraViewSchema, keyMetricsSchema, swingEventNameSchema, swingEventSchema } from './analysis';
import { DRAWINGS_PER_ANALYSIS, drawingShapeSchema } from './drawings';
import { swingLengthSchema } from './swingLabels';

/**
 * Share links (issue 33, decision 3301): the owner of an analysis makes an unguessable read-only
 * link to it, choosing which of their drawings it shows; anyone with the link sees the video,
 * skeleton, key positions, score and those drawings, and nothing else of the member.
 */

/** Links one analysis may have at once. */
export const SHARE_LINKS_PER_ANALYSIS = 10;
/** Links a member may make in an hour, and reads of shared pages from one address a minute. */
export const SHARE_LIMITS = { makePerMember: 20, makeWindowMs: 60 * 60_000, readPerIp: 300, readWindowMs: 60_000 } as const;

export const shareLinkBodySchema = z.object({
  drawingIds: z
    .array(z.uuid('A drawing id is not valid.').toLowerCase())
    .max(DRAWINGS_PER_ANALYSIS, `A link shows at most ${DRAWINGS_PER_ANALYSIS} drawings.`)
    .default([]),
});
export type ShareLinkBody = z.input<typeof shareLinkBodySchema>;

export const shareLinkSchema = z.object({
  id: z.string(),
  drawingIds: z.array(z.string()),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkListSchema = z.array(shareLinkSchema);
/** The only answer that carries the link itself: the token is stored hashed. */
export const createdShareLinkSchema = shareLinkSchema.extend({ path: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** What a shared page shows: no name, e-mail, id or notes of the member. */
export const sharedSwingSchema = z.object({
  overallScore: z.number().int().min(0).max(100),
  keyMetrics: keyMetricsSchema,
  /** Key metric areas this swing could not measure: shown as such, never as a number. */
  notMeasured: z.array(keyMetricsSchema.keyof()),
  /** Areas measured but not scored on a swing shorter than full (decision 2418). */
  notJudged: z.array(keyMetricsSchema.keyof()),
  clubUsed: z.string().nullable(),
  swingLength: swingLengthSchema.nullable(),
  events: z.array(swingEventSchema),
  /** Where the camera stood: a down-the-line swing's trace draws the plane line. */
  view: cameraViewSchema,
  /** The clip's slow motion: the trace bounds the clubhead's travel between frames in real time. */
  timing: analysisResultsSchema.shape.timing,
  thumbnails: z.partialRecord(swingEventNameSchema, z.string()),
  videoUrl: z.string().nullable(),
  trackUrl: z.string().nullable(),
  drawings: z.array(z.object({ frame: z.number().int(), event: swingEventNameSchema.nullable(), shape: drawingShapeSchema, label: z.string() })),
});
export type SharedSwing = z.infer<typeof sharedSwingSchema>;
