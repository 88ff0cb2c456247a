import { randomUUID } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import { CHAT_RATE_LIMIT } from '../../../shared/chat';
import { GATED_FEATURE_NAMES, hasFoundingBadge } from '../../../shared/entitlements';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { ClientSocketMessageOf, ServerSocketMessage } from '../../../shared/socketMessages';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { premiumRequired } from '../../http/access';
import { assertEntitled } from '../../http/planGate';
import { createCounters } from '../../infra/counters';
import { consumeAll } from '../auth/rateLimits';
import { membershipOf } from '../billing/membership';
import { chatError, CHAT_ERRORS } from './errors';
import { createPresence } from './presence';
import { knownRoom, roomTopic, sendDirectMessage, sendRoomMessage } from './service';

/** One open /ws socket of a signed-in member, as the message handlers see it. */
export interface SocketClient {
  user: SessionUser;
  socket: WebSocket;
  send(message: ServerSocketMessage): void;
}

/** Joining is cheap but touches the database: generous, yet not a way to hammer it. */
const JOIN_LIMIT = { joins: 10, windowMs: 2000 } as const;
/** Premium access is read again after this long on a long-lived socket. */
const ACCESS_RECHECK_MS = 60_000;

interface ChatSocketState {
  id: string;
  accessCheckedAt: number;
  /** Read with the access check: the badge the member's messages carry (decision 2710). */
  foundingMember: boolean;
}

/**
 * The chat protocol on /ws (spec §7 chat socket): join_room, chat_message, direct_message. Each
 * handler checks premium access, counts the member's rate, and stores before anything is
 * acknowledged; refusals are thrown as HttpError and answered as `error` messages by the caller.
 */
export function createChatSocket(ctx: AppContext) {
  const counters = createCounters(ctx.config, ctx.log);
  const messages = counters.counter('chat-message', CHAT_RATE_LIMIT.messages, CHAT_RATE_LIMIT.windowMs);
  const joins = counters.counter('chat-join', JOIN_LIMIT.joins, JOIN_LIMIT.windowMs);
  const presence = createPresence(ctx.db, ctx.log);
  const states = new WeakMap<WebSocket, ChatSocketState>();

  function stateOf(client: SocketClient): ChatSocketState {
    let state = states.get(client.socket);
    if (!state) {
      const created = { id: randomUUID(), accessCheckedAt: 0, foundingMember: false };
      client.socket.once('close', () => void presence.leave(created.id));
      states.set(client.socket, created);
      state = created;
    }
    return state;
  }

  /** Premium, and a plan that opens the community; only a pass is remembered, so an upgrade counts at once. */
  async function assertPremium(client: SocketClient, state: ChatSocketState): Promise<void> {
    if (Date.now() - state.accessCheckedAt < ACCESS_RECHECK_MS) return;
    const membership = await membershipOf(ctx.db, client.user, ctx.config.billing.graceDays);
    if (!membership.entitledAs) throw premiumRequired();
    assertEntitled(membership.entitledAs, (entitlements) => entitlements.community, GATED_FEATURE_NAMES.community);
    state.accessCheckedAt = Date.now();
    state.foundingMember = hasFoundingBadge(membership);
  }

  async function spend(counter: typeof messages, client: SocketClient, what: string): Promise<void> {
    const wait = await consumeAll([[counter, client.user.id]]);
    if (wait !== undefined) {
      throw chatError(429, ERROR_CODES.rateLimited, `You are ${what} too fast. Wait ${wait} second${wait === 1 ? '' : 's'} and try again.`, wait);
    }
  }

  return {
    handlers: {
      async join_room(client: SocketClient, { data }: ClientSocketMessageOf<'join_room'>) {
        const state = stateOf(client);
        await assertPremium(client, state);
        await spend(joins, client, 'switching rooms');
        const previous = presence.roomOf(state.id);
        // An unknown room must not take the member out of their current one.
        if (!(await knownRoom(ctx.db, data.roomId))) throw CHAT_ERRORS.unknownRoom();
        const memberCount = await presence.join(state.id, data.roomId, client.user.id);
        // Closed while joining: its close handler already ran and would not see this row.
        if (client.socket.readyState !== client.socket.OPEN) return presence.leave(state.id);
        if (previous && previous !== data.roomId) ctx.realtime.unsubscribe(roomTopic(previous), client.socket);
        ctx.realtime.subscribe(roomTopic(data.roomId), client.socket);
        client.send({ type: 'room_joined', data: { roomId: data.roomId, memberCount } });
      },
      async chat_message(client: SocketClient, { data }: ClientSocketMessageOf<'chat_message'>) {
        const state = stateOf(client);
        await assertPremium(client, state);
        await spend(messages, client, 'sending messages');
        const message = await sendRoomMessage(ctx, client.user, state.foundingMember, data);
        // A socket outside the room still learns that its message is stored.
        if (presence.roomOf(state.id) !== data.roomId) client.send({ type: 'new_message', data: { roomId: data.roomId, message } });
      },
      async direct_message(client: SocketClient, { data }: ClientSocketMessageOf<'direct_message'>) {
        const state = stateOf(client);
        await assertPremium(client, state);
        await spend(messages, client, 'sending messages');
        await sendDirectMessage(ctx, client.user, state.foundingMember, data);
      },
    },
    async close() {
      await presence.close();
      await counters.close();
    },
  };
}
