import { ERROR_CODES, type ErrorCode } from '../shared/errorCodes';

/**
 * Typed media errors. Their messages are shown to the member as they are, so they say what went
 * wrong and what to do about it. `statusCode` lets the HTTP layer answer with a 4xx directly.
 */
export abstract class MediaError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: ErrorCode;
}

export const MAX_VIDEO_SECONDS = 60;

export class MediaTooLongError extends MediaError {
  readonly statusCode = 413;
  readonly code = ERROR_CODES.mediaTooLong;
  constructor(readonly durationMs: number) {
    super(
      `Videos must be ${MAX_VIDEO_SECONDS} seconds or shorter. This one is ${Math.round(durationMs / 1000)} seconds: ` +
        'trim it to the swing and upload it again.',
    );
    this.name = 'MediaTooLongError';
  }
}

export class UnreadableMediaError extends MediaError {
  readonly statusCode = 422;
  readonly code = ERROR_CODES.unreadableMedia;
  constructor(readonly detail: string) {
    super(
      'We could not read this video or image. It may be damaged, incomplete or in an unsupported format: ' +
        'please upload an MP4 or MOV video, or a JPG or PNG image.',
    );
    this.name = 'UnreadableMediaError';
  }
}

/**
 * A clip or image beyond what one analysis may cost (issue 25): refused at intake when its facts
 * say so, or stopped while it runs when its decoded frames or the work they took do. The message
 * says which limit and what the member can do.
 */
export class MediaOverLimitError extends MediaError {
  readonly statusCode = 422;
  readonly code = ERROR_CODES.mediaOverLimit;
  constructor(message: string) {
    super(message);
    this.name = 'MediaOverLimitError';
  }
}
