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
    headers: Record<string, string> = {},
  ) {
    super(statusCode, message, headers);
    this.name = 'AnalysisInputError';
  }
}

export const fileTooLarge = () => new AnalysisInputError(413, ERROR_CODES.fileTooLarge, TOASTS.fileTooLarge.description);

export const unsupportedFileType = () => new AnalysisInputError(415, ERROR_CODES.unsupportedFileType, TOASTS.unsupportedFileType.description);

export const noVideoProvided = () => new AnalysisInputError(400, ERROR_CODES.noVideoProvided, TOASTS.noVideoProvided.description);

export const invalidVideoUrl = (message: string) => new AnalysisInputError(400, ERROR_CODES.invalidVideoUrl, message);

/** The per-member limit (decision 1502): the member waits for their own analyses, and is told so. */
export const tooManyAnalyses = (limit: number) =>
  new AnalysisInputError(
    429,
    ERROR_CODES.tooManyAnalyses,
    `You already have ${limit} swings waiting or being analysed. Upload the next one when one of them is done.`,
    { 'retry-after': '30' },
  );

/** Every place for a data-URL upload on this server is taken (decisions 1503, 1508): each place holds a streamed upload and its work file. */
export const syncUploadsBusy = () =>
  new AnalysisInputError(429, ERROR_CODES.rateLimited, 'The server is receiving other swings right now. Please try again in a few seconds.', {
    'retry-after': '5',
  });

/** The spec's `imageData` is not `data:<type>;base64,<the file>`. */
export const notADataUrl = () =>
  new AnalysisInputError(400, ERROR_CODES.invalidImageData, 'imageData must be a base64 data URL of the file, e.g. data:video/mp4;base64,….');

/** The text after the data URL's comma is not base64 (say where, so the sender can find it). */
export const notBase64 = (detail: string) => new AnalysisInputError(400, ERROR_CODES.invalidImageData, `imageData is not valid base64: ${detail}.`);
