import { ERROR_CODES, type ErrorCode } from '../../../shared/errorCodes';
import { TOASTS } from '../../../shared/texts';
import { HttpError } from '../../http/errors';

/**
 * A refusal of what the member sent. The HTTP layer answers `{ message }` with statusCode; the
 * spec's synchronous route also sends `code` as its `error` field. Messages are the spec's words.
 */
export class AnalysisInputError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'AnalysisInputError';
  }
}

export const fileTooLarge = () => new AnalysisInputError(413, ERROR_CODES.fileTooLarge, TOASTS.fileTooLarge.description);

export const unsupportedFileType = () => new AnalysisInputError(415, ERROR_CODES.unsupportedFileType, TOASTS.unsupportedFileType.description);

export const noVideoProvided = () => new AnalysisInputError(400, ERROR_CODES.noVideoProvided, TOASTS.noVideoProvided.description);

export const invalidVideoUrl = (message: string) => new AnalysisInputError(400, ERROR_CODES.invalidVideoUrl, message);

export const nonGolfContent = () => new AnalysisInputError(422, ERROR_CODES.nonGolfContent, TOASTS.golfContentRequired.description);
