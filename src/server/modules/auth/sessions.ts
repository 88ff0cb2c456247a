import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { createSessionCache, type SessionCache } from './sessionCache';
import { trustBrowser } from './trustedBrowser';

export const SESSION_COOKIE = 'fc_session';
const SESSION_DAYS = 30;

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Names the request's session without revealing it (the stored hash); null without a cookie. */
export function sessionKeyOf(request: FastifyRequest): string | null {
  const id = request.cookies[SESSION_COOKIE];
  return id ? hashSessionId(id) : null;
}

/** Secure cookies whenever the request arrived over https (directly or via a trusted proxy). */
export function isHttps(ctx: AppContext, request: FastifyRequest): boolean {
  return request.protocol === 'https' || (ctx.config.publicUrl?.startsWith('https://') ?? false);
}

/** Starts a new session (always a new id, so a fixated id is never promoted) and sets the cookie. */
export async function createSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const previous = sessionKeyOf(request);
  if (previous) await endSession(ctx, previous);

  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await ctx.db.insert(sessions).values({
    idHash: hashSessionId(id),
    userId,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx, request),
    expires: expiresAt,
  });
  // Every way in (login, confirmation link, invitation link) makes this browser the member's own.
  const [member] = await ctx.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (member) trustBrowser(reply, member, isHttps(ctx, request));
}

/** Deletes a session and closes its sockets, on whichever process holds them. */
async function endSession(ctx: AppContext, idHash: string): Promise<void> {
  const [ended] = await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ userId: sessions.userId });
  if (ended) await ctx.realtime.endSessions(ended.userId, idHash);
}

export async function destroySession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const key = sessionKeyOf(request);
  if (key) await endSession(ctx, key);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(ctx, request) });
}

const caches = new WeakMap<AppContext, SessionCache>();

/** This process's session cache of `ctx`, cleared by every revocation the realtime fan-out reports. */
function sessionCacheOf(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const created = createSessionCache();
    ctx.realtime.onSessionsEnded((userId, sessionKey) => created.forget(userId, sessionKey));
    caches.set(ctx, created);
    cache = created;
  }
  return cache;
}

/** The signed-in user of a request, or null: one indexed query (the session's primary key), remembered briefly. */
export async function sessionUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | null> {
  const key = sessionKeyOf(request);
  if (!key) return null;
  const cache = sessionCacheOf(ctx);
  const cached = cache.get(key);
  if (cached) return cached;
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, key), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...user } = row;
  cache.remember(key, user, expiresAt);
  return user;
}
