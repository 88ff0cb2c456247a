import WebSocket from 'ws';
import type { AnalysisStage } from '../../src/shared/analysis';
import type { ServerSocketMessage } from '../../src/shared/socketMessages';
import type { ApiClient } from './client';

/** A well-formed progress message of an analysis in the given stage, to publish in tests. */
export function progressMessage(stage: AnalysisStage, id = 'analysis-under-test'): ServerSocketMessage & { type: 'analysis_progress' } {
  return { type: 'analysis_progress', data: { id, status: stage === 'done' ? 'done' : 'processing', stage, fraction: 1, error: null } };
}

export interface OpenedSocket {
  socket: WebSocket;
  messages: Array<{ type: string; data?: any }>;
  /** Waits for the first message of this type. */
  next(type: string): Promise<{ type: string; data?: any }>;
  /** Waits for the first message from index `from` on that matches, as it arrives. */
  until(match: (message: { type: string; data?: any }) => boolean, from?: number): Promise<{ type: string; data?: any }>;
  /** Settles with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** Settles with the HTTP status when the server refused the upgrade. */
  refused: Promise<number>;
}

/**
 * Opens /ws like a browser would (our Origin, the member's cookie) and collects what the server
 * sends. `origin: null` sends none, as a program would.
 */
export function openSocket(baseUrl: string, options: { api?: ApiClient; token?: string; origin?: string | null } = {}): OpenedSocket {
  const url = new URL('/ws', baseUrl.replace('http', 'ws'));
  if (options.token) url.searchParams.set('token', options.token);
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? baseUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.api) headers.cookie = options.api.cookieHeader();
  const socket = new WebSocket(url, { headers });
  const messages: Array<{ type: string; data?: any }> = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const refused = new Promise<number>((resolve) =>
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    }),
  );
  socket.on('error', () => undefined);
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  // Settles when the message arrives, however late on a busy machine. The minute only turns a
  // message that never comes into a readable failure; a socket that closes first fails at once.
  const until = (match: (message: { type: string; data?: any }) => boolean, from = 0) => {
    const found = messages.slice(from).find(match);
    if (found) return Promise.resolve(found);
    return new Promise<{ type: string; data?: any }>((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer);
        socket.off('message', check);
        socket.off('close', fail);
      };
      // Registered after the collector above, so the message is already in `messages`.
      const check = () => {
        const last = messages[messages.length - 1];
        if (messages.length > from && match(last)) {
          stop();
          resolve(last);
        }
      };
      const fail = () => {
        stop();
        reject(new Error(`no matching message before the socket closed; got ${JSON.stringify(messages.slice(from)).slice(0, 2000)}`));
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`no matching message in a minute; got ${JSON.stringify(messages.slice(from)).slice(0, 2000)}`));
      }, 60_000);
      socket.on('message', check);
      socket.on('close', fail);
    });
  };
  const next = (type: string) => until((message) => message.type === type);
  return { socket, messages, next, until, closed, refused };
}
