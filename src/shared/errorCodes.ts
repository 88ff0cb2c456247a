/**
 * The machine-readable error codes the server sends beside a person's `message`: the spec's
 * synchronous analysis reply carries one as `error`, a failed analysis as `error.code`, a premium
 * refusal as `code`. The server answers with these and the browser decides by them, so both read
 * them from here.
 */
export const ERROR_CODES = {
  invalidRequest: 'invalid_request',
  unauthenticated: 'unauthenticated',
  premiumRequired: 'premium_required',
  /** The member's plan does not open this; `requiredPlan` and `upgradeUrl` say which does (decision 2701). */
  planUpgradeRequired: 'plan_upgrade_required',
  forbidden: 'forbidden',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  /** Our fault, not the sender's (a socket message whose handler failed). */
  internalError: 'internal_error',
  // Refusals of an uploaded swing.
  fileTooLarge: 'file_too_large',
  unsupportedFileType: 'unsupported_file_type',
  noVideoProvided: 'no_video_provided',
  invalidVideoUrl: 'invalid_video_url',
  invalidImageData: 'invalid_image_data',
  invalidLabels: 'invalid_labels',
  invalidForm: 'invalid_form',
  tooManyParts: 'too_many_parts',
  mediaTooLong: 'media_too_long',
  /** Beyond what one analysis may cost: frame size or shape, frame rate, frame count, or the work it took. */
  mediaOverLimit: 'media_over_limit',
  tooManyAnalyses: 'too_many_analyses',
  unreadableMedia: 'unreadable_media',
  // Outcomes of the analysis itself.
  nonGolfContent: 'non_golf_content',
  analysisTimeout: 'analysis_timeout',
  analysisError: 'analysis_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
