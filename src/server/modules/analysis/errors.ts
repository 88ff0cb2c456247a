import { TOASTS } from '../../../shared/texts';
import { HttpError } from '../../http/errors';

/**
 * A refusal of what the member sent. The HTTP layer answers `{ message }` with statusCode; the
 * spec's synchronous route also sends `code` as its `error` field. Messages are the spec's words.
 */
export class AnalysisInputError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'AnalysisInputError';
  }
}

export const fileTooLarge = () => new AnalysisInputError(413, 'file_too_large', TOASTS.fileTooLarge.description);

export const unsupportedFileType = () =>
  new AnalysisInputError(415, 'unsupported_file_type', TOASTS.unsupportedFileType.description);

export const noVideoProvided = () => new AnalysisInputError(400, 'no_video_provided', TOASTS.noVideoProvided.description);

export const invalidVideoUrl = (message: string) => new AnalysisInputError(400, 'invalid_video_url', message);

export const NON_GOLF_CONTENT = 'non_golf_content';
export const nonGolfContent = () => new AnalysisInputError(422, NON_GOLF_CONTENT, TOASTS.golfContentRequired.description);
