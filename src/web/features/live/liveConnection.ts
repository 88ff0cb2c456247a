import { websocketTokenReplySchema } from '../../../shared/auth';
import { API_ROUTES, SOCKET_PATH, withQuery } from '../../../shared/routes';
import { MESSAGES } from '../../../shared/texts';
import { ApiError, apiJson } from '../../lib/api';

/** Why a token could not be had, in the words of spec §8. */
export class LiveTokenError extends Error {}

/** A single-use token for the live socket (about a minute; spec §7 POST /api/auth/websocket-token). */
export async function fetchLiveToken(): Promise<string> {
  try {
    return websocketTokenReplySchema.parse(await apiJson('POST', API_ROUTES.websocketToken, {})).token;
  } catch (error) {
    throw new LiveTokenError(error instanceof ApiError && error.status === 401 ? MESSAGES.liveAuthRequired : MESSAGES.liveTokenFailed);
  }
}

/** /ws?token=… on this page's host, wss when the page is https. */
export function liveSocketUrl(token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${withQuery(SOCKET_PATH, { token })}`;
}

/**
 * Close codes after which reconnecting cannot help (the server said why: the session ended,
 * premium is needed, a bad token, the server is full): the reason is shown instead.
 */
export function isFinalClose(code: number): boolean {
  return code >= 4400 && code < 4600;
}
