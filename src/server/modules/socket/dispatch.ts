import type { WebSocket } from '@fastify/websocket';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { parseClientSocketMessage, type ClientSocketMessage, type ClientSocketMessageOf, type ClientSocketMessageType } from '../../../shared/socketMessages';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { HttpError } from '../../http/errors';
import { SOCKET_CLOSE } from '../../infra/realtime';
import { createChatSocket, type SocketClient } from '../chat/socket';
import type { LiveHandlers } from '../live/channel';

/** One attached socket: its member, and the live analysis channel it opened (or the refusing one). */
export interface SocketConnection {
  user: SessionUser;
  socket: WebSocket;
  live: LiveHandlers;
}

interface ConnectedClient extends SocketClient {
  live: LiveHandlers;
}

/** Every client message type has its handler; a type added to the union without one does not compile. */
type Handlers = { [T in ClientSocketMessageType]: (client: ConnectedClient, message: ClientSocketMessageOf<T>) => Promise<void> };

/** Malformed messages a socket may send in a row before it is taken for abuse and closed. */
const MAX_MALFORMED_IN_A_ROW = 20;
/** Messages waiting for their handler; more means the sender ignores every answer, so it is closed. */
const MAX_PENDING = 100;

interface SocketQueue {
  tail: Promise<void>;
  pending: number;
  malformedInARow: number;
}

/**
 * Text messages on /ws: parsed with the shared client union, then handed to their module's handler
 * one at a time per socket (so a member's messages are stored in the order sent). A message that
 * does not parse, or that its handler refuses, is answered with an `error` message and the socket
 * stays open; only a long run of malformed messages closes it.
 */
export function createSocketDispatcher(ctx: AppContext) {
  const chat = createChatSocket(ctx);
  const handlers: Handlers = {
    ...chat.handlers,
    pose_data: async (client, { data }) => client.live.poseData(data),
  };
  const queues = new WeakMap<WebSocket, SocketQueue>();

  async function handle(client: ConnectedClient, message: ClientSocketMessage): Promise<void> {
    try {
      await (handlers[message.type] as (client: ConnectedClient, message: ClientSocketMessage) => Promise<void>)(client, message);
    } catch (error) {
      if (error instanceof HttpError) {
        const retryAfter = Number(error.headers['retry-after']) || undefined;
        client.send({
          type: 'error',
          data: {
            code: error.details.code ?? ERROR_CODES.invalidRequest,
            message: error.message,
            replyTo: message.type,
            retryAfter,
            // A plan refusal says which plan opens this and where to see it, as the HTTP answer does.
            requiredPlan: error.details.requiredPlan,
            upgradeUrl: error.details.upgradeUrl,
          },
        });
        return;
      }
      ctx.log.error({ err: error, type: message.type }, 'socket: a message handler failed');
      client.send({
        type: 'error',
        data: {
          code: ERROR_CODES.internalError,
          message: 'Something went wrong on our side; the message was not stored. Please try again.',
          replyTo: message.type,
        },
      });
    }
  }

  return {
    /** Called for every text message of an attached socket. */
    receive({ user, socket, live }: SocketConnection, text: string): void {
      const client: ConnectedClient = { user, socket, live, send: (message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)) };
      const queue = queues.get(socket) ?? { tail: Promise.resolve(), pending: 0, malformedInARow: 0 };
      queues.set(socket, queue);
      const parsed = parseClientSocketMessage(text);
      if (!parsed.ok) {
        queue.malformedInARow += 1;
        if (queue.malformedInARow > MAX_MALFORMED_IN_A_ROW) return socket.close(SOCKET_CLOSE.abusive.code, SOCKET_CLOSE.abusive.reason);
        client.send({ type: 'error', data: { code: ERROR_CODES.invalidRequest, message: parsed.error, replyTo: parsed.replyTo } });
        return;
      }
      queue.malformedInARow = 0;
      if (queue.pending >= MAX_PENDING) return socket.close(SOCKET_CLOSE.abusive.code, SOCKET_CLOSE.abusive.reason);
      queue.pending += 1;
      queue.tail = queue.tail.then(() => handle(client, parsed.message)).finally(() => (queue.pending -= 1));
    },
    close: () => chat.close(),
  };
}
