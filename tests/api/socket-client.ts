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
  // Up to a minute (a busy machine answers late); only a message that never comes fails.
  const next = async (type: string) => {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const found = messages.find((message) => message.type === type);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, next, closed, refused };
}
