import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITLEMENTS, firstPlanWith, upgradeUrlFor, type Entitlements } from '../../src/shared/entitlements';
import { PERFORMANCE_RANGES } from '../../src/shared/performance';
import { PLAN_KEYS, type PlanKey } from '../../src/shared/plans';
import { signedInMembers } from './billing-helpers';
import { openChatSocket, type ChatSocket } from './chat-helpers';
import type { ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';

/**
 * The matrix of issue 27: every plan × every gated route and socket message is allowed or answers
 * 402 plan_upgrade_required exactly as the entitlement table says. The gated routes are read from
 * the app's own catalog (each declares its feature), so a route gated later is walked too.
 */

interface Gate {
  name: string;
  opens: (entitlements: Entitlements) => boolean;
  call: (api: ApiClient, userId: string) => Promise<{ status: number; body: any }>;
}

/** A concrete path for a catalog pattern: the member's own id where the path names the owner. */
function concrete(url: string, userId: string): string {
  return url.replace(/:userId|:id(?=\/)/g, userId).replace(/:\w+/g, randomUUID());
}

/** Each community message, what the server answers when it is allowed, and its data. */
function socketMessages(roomId: string, recipientId: string) {
  return [
    { type: 'join_room', answer: 'room_joined', data: { roomId } },
    { type: 'chat_message', answer: 'new_message', data: { roomId, content: 'Hello from the matrix' } },
    { type: 'direct_message', answer: 'direct_message_sent', data: { recipientId, content: 'Hello' } },
  ];
}

describe('what each plan opens (the entitlement matrix)', () => {
  let server: TestServer;
  const members = new Map<PlanKey, { api: ApiClient; id: string }>();

  beforeAll(async () => {
    server = await startTestServer();
    const clients = await signedInMembers(server.ctx, server.baseUrl, PLAN_KEYS.length, 'matrix');
    for (const [index, plan] of PLAN_KEYS.entries()) {
      const api = clients[index]!;
      await api.subscribe(plan);
      members.set(plan, { api, id: (await api.currentUser())!.id });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  function gates(): Gate[] {
    const routes = server.app.routeCatalog.filter((route) => route.feature);
    const byRoute: Gate[] = routes.map((route) => ({
      name: `${route.method} ${route.url}`,
      opens: (entitlements) => entitlements[route.feature!],
      call: (api, userId) => api.request(route.method, concrete(route.url, userId), ['GET', 'DELETE'].includes(route.method) ? undefined : {}),
    }));
    const byRange: Gate[] = PERFORMANCE_RANGES.map((days) => ({
      name: `GET performance trends ?days=${days}`,
      opens: (entitlements) => entitlements.performanceRanges.includes(days),
      call: (api, userId) => api.get(`/api/performance-metrics/${userId}/trends?days=${days}`),
    }));
    return [...byRoute, ...byRange];
  }

  it('declares the features of the routes the table gates', () => {
    const features = new Set(server.app.routeCatalog.map((route) => route.feature).filter(Boolean));
    expect([...features].sort()).toEqual(['coach', 'community', 'liveAnalysis', 'privateAnalysis']);
  });

  it('answers every plan on every gated route as the table says', async () => {
    const wrong: string[] = [];
    for (const plan of PLAN_KEYS) {
      const { api, id } = members.get(plan)!;
      for (const gate of gates()) {
        const response = await gate.call(api, id);
        const allowed = gate.opens(ENTITLEMENTS[plan]);
        if (allowed && response.status === 402) wrong.push(`${plan} ${gate.name}: 402 though the plan opens it`);
        if (!allowed) {
          const required = firstPlanWith(gate.opens);
          const expected = { code: 'plan_upgrade_required', requiredPlan: required, upgradeUrl: upgradeUrlFor(required) };
          if (response.status !== 402 || !response.body?.message) wrong.push(`${plan} ${gate.name}: ${response.status}, expected 402`);
          else expect(response.body).toMatchObject(expected);
        }
        if (response.status >= 500) wrong.push(`${plan} ${gate.name}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every plan on every community socket message as the table says', async () => {
    const required = firstPlanWith((entitlements) => entitlements.community);
    const rooms = await members.get('starter')!.api.get('/api/chat/rooms');
    const general = (rooms.body as Array<{ id: string; name: string }>).find((room) => room.name === 'General')!.id;
    for (const plan of PLAN_KEYS) {
      const recipient = members.get(plan === 'starter' ? 'individual' : 'starter')!.id;
      const socket: ChatSocket = await openChatSocket(server.baseUrl, members.get(plan)!.api);
      try {
        for (const { type, answer, data } of socketMessages(general, recipient)) {
          const before = socket.messages.length;
          socket.sendMessage(type, data);
          const received = await firstAnswer(socket, before, answer);
          if (ENTITLEMENTS[plan].community) {
            expect(received, `${plan} ${type}`).toMatchObject({ type: answer });
          } else {
            expect(received.data, `${plan} ${type}`).toMatchObject({
              code: 'plan_upgrade_required',
              replyTo: type,
              requiredPlan: required,
              upgradeUrl: upgradeUrlFor(required),
            });
          }
        }
      } finally {
        socket.socket.close();
      }
    }
  });
});

/** The server's first answer after `before` messages: the acknowledgement `answer`, or an error. */
async function firstAnswer(socket: ChatSocket, before: number, answer: string): Promise<{ type: string; data?: any }> {
  // Generous: the answer comes when the server gets to it, later on a busy machine.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const found = socket.messages.slice(before).find((message) => message.type === answer || message.type === 'error');
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${answer} or error; got ${JSON.stringify(socket.messages.slice(before))}`);
}
