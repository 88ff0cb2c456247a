import { z } from 'zod';

/**
 * Exports of a swing (issue 33): an MP4 with the overlays the owner chose burned in, rendered by
 * the worker, and a one-page PNG summary card. Only the owner makes and downloads them.
 */

export const EXPORT_STATUSES = ['queued', 'rendering', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** What may be burned into the video; at least one. */
export const exportOverlaysSchema = z
  .object({
    skeleton: z.boolean().default(true),
    /** The hands' path, and the clubhead's where the track has confident club samples. */
    trace: z.boolean().default(true),
    drawings: z.boolean().default(true),
    events: z.boolean().default(true),
  })
  .strict();
export type ExportOverlays = z.infer<typeof exportOverlaysSchema>;

export const exportBodySchema = z
  .object({ overlays: exportOverlaysSchema.default({ skeleton: true, trace: true, drawings: true, events: true }) })
  .strict()
  .refine((body) => Object.values(body.overlays).some(Boolean), { message: 'Choose at least one overlay to burn into the video.' });
export type ExportBody = z.input<typeof exportBodySchema>;

export const videoExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** 0..1 of the frames rendered. */
  fraction: z.number().min(0).max(1),
  overlays: z.object({ skeleton: z.boolean(), trace: z.boolean(), drawings: z.boolean(), events: z.boolean() }),
  /** Where to download the MP4, once done. */
  downloadPath: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type VideoExport = z.infer<typeof videoExportSchema>;
export const videoExportListSchema = z.array(videoExportSchema);

/** Exports a member may start in an hour, and summary cards a member may download in a minute. */
export const EXPORT_LIMITS = { makePerMember: 10, makeWindowMs: 60 * 60_000, cardsPerMember: 30, cardWindowMs: 60_000 } as const;
/** An export keeps the source's resolution up to 1080p: its shorter side is at most this. */
export const EXPORT_MAX_SHORT_SIDE = 1080;
