import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_REQUIRED } from '../../src/shared/billing';
import { ACCESS_LEVELS, registerAccessControl, type RouteEntry } from '../../src/server/http/access';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

/**
 * Walks EVERY route the app registered (app.routeCatalog, so routes added later by any module are
 * covered without touching this file) as anonymous, a member, another member, a member without
 * premium access and an admin. The members with access bought it through the TEST MODE checkout.
 *
 * A path parameter names the member who owns the data when it is called `userId`, or `id` right
 * after `/users/`. Such routes must answer 403 to another member. A route whose user id names a
 * counterpart rather than the owner (e.g. the other side of a conversation) should call that
 * parameter something else (`peerId`). Every other parameter gets a random uuid.
 */

const PASSWORD = 'correct horse battery';
const DENIED = new Set([401, 402, 403]);

type Role = 'anonymous' | 'member' | 'other member' | 'member without access' | 'admin';

function isOwnerParam(segments: string[], index: number): boolean {
  const name = segments[index]!.slice(1);
  return name === 'userId' || (name === 'id' && segments[index - 1] === 'users');
}

/** The concrete path of a route, with the owner's id in owner parameters. */
function concretePath(url: string, ownerId: string): { path: string; owned: boolean } {
  const segments = url.split('/');
  let owned = false;
  const filled = segments.map((segment, index) => {
    if (segment === '*') return 'no-such-page';
    if (!segment.startsWith(':')) return segment;
    if (isOwnerParam(segments, index)) {
      owned = true;
      return ownerId;
    }
    return randomUUID();
  });
  return { path: filled.join('/'), owned };
}

/** What a role must get from a route: an exact denial, or anything but a denial. */
function forbiddenOutcome(route: RouteEntry, owned: boolean, role: Role): { expected: number } | { notDenied: true } {
  if (route.access === 'public') return { notDenied: true };
  // The public API takes a club's key only: no session, not even an admin's, opens it.
  if (route.access === 'apiKey') return { expected: 401 };
  if (role === 'anonymous') return { expected: 401 };
  if (route.access === 'admin') return role === 'admin' ? { notDenied: true } : { expected: 403 };
  // Premium is checked before ownership: whoever has no access is first told to subscribe.
  if (route.access === 'premium' && role === 'member without access') return { expected: 402 };
  if (owned && (role === 'other member' || role === 'member without access')) return { expected: 403 };
  return { notDenied: true };
}

describe('authorization walk over every route', () => {
  let server: TestServer;
  let member: ApiClient;
  let memberEmail: string;
  let memberId: string;
  let otherMember: ApiClient;
  let otherEmail: string;
  let unpaid: ApiClient;
  let unpaidEmail: string;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    member = client(server.baseUrl);
    memberEmail = uniqueEmail('walk-member');
    memberId = (await member.registerMember({ email: memberEmail, password: PASSWORD })).id;
    otherMember = client(server.baseUrl);
    otherEmail = uniqueEmail('walk-other');
    await otherMember.registerMember({ email: otherEmail, password: PASSWORD });
    unpaid = client(server.baseUrl);
    unpaidEmail = uniqueEmail('walk-unpaid');
    await unpaid.register({ email: unpaidEmail, password: PASSWORD });
    admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('knows every route with a valid access level', () => {
    const catalog = server.app.routeCatalog;
    expect(catalog.length).toBeGreaterThan(10);
    for (const route of catalog) expect(ACCESS_LEVELS, `${route.method} ${route.url}`).toContain(route.access);
    // The routes this module owns are in it with the access they must have.
    expect(catalog).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/auth/me', access: 'public' },
        { method: 'POST', url: '/api/auth/login', access: 'public' },
        { method: 'GET', url: '/api/users/:id/profile', access: 'member' },
        { method: 'PUT', url: '/api/users/:id/profile', access: 'member' },
        { method: 'POST', url: '/api/swing-analyses', access: 'premium' },
        { method: 'GET', url: '/api/performance-metrics/:userId/trends', access: 'premium' },
        { method: 'GET', url: '/api/admin/analytics', access: 'admin' },
        { method: 'POST', url: '/api/create-subscription', access: 'member' },
      ]),
    );
  });

  it('refuses to start when a route forgets to declare config.access', async () => {
    const app = Fastify();
    registerAccessControl(
      app,
      async () => null,
      async () => ({ entitledAs: null, versions: { analyses: 0, entitlements: 0 } }),
    );
    app.get('/declared', { config: { access: 'public' } }, async () => 'ok');
    expect(() => app.get('/forgotten', async () => 'oops')).toThrow('Route GET /forgotten does not declare config.access');
    await app.close();
  });

  it('answers anonymous, member, other member and admin as each route declares', async () => {
    const callers: [Role, ApiClient, string | undefined][] = [
      ['anonymous', client(server.baseUrl), undefined],
      ['other member', otherMember, otherEmail],
      ['member without access', unpaid, unpaidEmail],
      ['admin', admin, TEST_ADMIN.email],
      // The owner goes last: a walk may delete or end things that belong to them.
      ['member', member, memberEmail],
    ];
    const violations: string[] = [];
    let checked = 0;

    for (const [role, caller, email] of callers) {
      for (const route of server.app.routeCatalog) {
        const { path, owned } = concretePath(route.url, memberId);
        const body = ['GET', 'DELETE'].includes(route.method) ? undefined : {};
        const response = await caller.request(route.method, path, body);
        const rule = forbiddenOutcome(route, owned, role);
        checked += 1;
        if ('expected' in rule && response.status !== rule.expected) {
          const hint = owned && role === 'other member' ? ' (check ownership in preValidation, before the request is validated)' : '';
          violations.push(`${role} ${route.method} ${route.url} (${route.access}): ${response.status}, expected ${rule.expected}${hint}`);
        }
        if ('notDenied' in rule && DENIED.has(response.status)) {
          violations.push(`${role} ${route.method} ${route.url} (${route.access}): ${response.status} ${response.text.slice(0, 80)}`);
        }
        if (response.status === 402 && (response.body?.subscribeUrl !== PREMIUM_REQUIRED.subscribeUrl || !response.body?.message)) {
          violations.push(`${role} ${route.method} ${route.url}: 402 without the message and the way to /subscribe (${response.text.slice(0, 120)})`);
        }
        if (response.status >= 500) violations.push(`${role} ${route.method} ${route.url}: ${response.status} (a 500 on a bare request)`);
        // Some routes (logout) end the caller's session; sign back in so the walk keeps its roles.
        if (email && route.method !== 'GET' && (await caller.currentUser()) === null) {
          await caller.login(email, email === TEST_ADMIN.email ? TEST_ADMIN.password : PASSWORD);
        }
      }
    }

    expect(violations).toEqual([]);
    expect(checked).toBe(server.app.routeCatalog.length * callers.length);
  });
});
