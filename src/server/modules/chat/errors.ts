import { ERROR_CODES, type ErrorCode } from '../../../shared/errorCodes';
import { HttpError } from '../../http/errors';

/**
 * A refusal of the community, the same over HTTP (status and `{ message, code }`) and on the
 * socket (an `error` message with the code), so both read one sentence.
 */
export function chatError(status: number, code: ErrorCode, message: string, retryAfter?: number): HttpError {
  const headers: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) };
  return new HttpError(status, message, headers, { code });
}

export const CHAT_ERRORS = {
  unknownRoom: () => chatError(404, ERROR_CODES.notFound, 'There is no such room.'),
  unknownMember: () => chatError(404, ERROR_CODES.notFound, 'There is no such member.'),
  toSelf: () => chatError(400, ERROR_CODES.invalidRequest, 'You cannot send a direct message to yourself.'),
  unknownMessage: () => chatError(404, ERROR_CODES.notFound, 'There is no such message.'),
  notYours: () => chatError(403, ERROR_CODES.forbidden, 'You can only delete your own messages.'),
  unknownAnalysis: () => chatError(404, ERROR_CODES.notFound, 'There is no finished analysis of yours with this id to share.'),
};
