import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { payments, sessions, subscriptions, users } from '../../src/server/db/schema';
import { hashSessionId, SESSION_COOKIE } from '../../src/server/modules/auth/sessions';
import type { AppContext } from '../../src/server/context';
import { ApiClient } from './client';

/**
 * Many signed-in members at once, for the cap tests. Registering 150 people through the API
 * would meet the registration rate limit (which is right), so the accounts and their sessions are
 * written as the auth module writes them; everything they do afterwards goes over HTTP.
 */
export async function signedInMembers(ctx: AppContext, baseUrl: string, count: number, prefix: string): Promise<ApiClient[]> {
  const clients: ApiClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const [user] = await ctx.db
      .insert(users)
      .values({
        email: `${prefix}-${i}-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: 'not-a-usable-hash',
        firstName: 'Cap',
        lastName: `Buyer${i}`,
      })
      .returning();
    const sessionId = randomBytes(32).toString('base64url');
    await ctx.db.insert(sessions).values({ idHash: hashSessionId(sessionId), userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const api = new ApiClient(baseUrl);
    api.setCookie(SESSION_COOKIE, sessionId);
    clients.push(api);
  }
  return clients;
}

export async function countRows(ctx: AppContext, table: typeof payments | typeof subscriptions, userId?: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<string>`count(*)` })
    .from(table)
    .where(userId ? eq(table.userId, userId) : undefined);
  return Number(row?.n ?? 0);
}

/** The checkout body the subscribe page sends. */
export function checkoutBody(planType: string, isSpecialOffer = false) {
  return { planType, userEmail: 'buyer@example.com', userName: 'Rory Buyer', isSpecialOffer };
}
