import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { DEMO_INVALID_CODE } from '../../../shared/demo';
import type { AppContext } from '../../context';
import { demoSessions } from '../../db/schema';
import { httpError } from '../../http/errors';

/** Demo sessions (decision 1013): a random cookie, only its hash stored, two hours long. */

export const DEMO_COOKIE = 'fc_demo';
export const DEMO_SESSION_MS = 2 * 60 * 60 * 1000;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Compared as hashes, so the time taken says nothing about how much of the code was right. */
function isDemoCode(ctx: Pick<AppContext, 'config'>, code: string): boolean {
  return timingSafeEqual(Buffer.from(hash(code), 'hex'), Buffer.from(hash(ctx.config.demoAccessCode), 'hex'));
}

/** The new session's cookie value; 401 with the spec's alert text for a wrong code. */
export async function openDemoSession(ctx: Pick<AppContext, 'config' | 'db'>, code: string, now = new Date()): Promise<string> {
  if (!isDemoCode(ctx, code)) throw httpError(401, DEMO_INVALID_CODE);
  const id = randomBytes(32).toString('base64url');
  await ctx.db.delete(demoSessions).where(lt(demoSessions.expiresAt, now));
  await ctx.db.insert(demoSessions).values({ idHash: hash(id), expiresAt: new Date(now.getTime() + DEMO_SESSION_MS) });
  return id;
}

export async function isDemoSessionOpen(ctx: Pick<AppContext, 'db'>, id: string | undefined, now = new Date()): Promise<boolean> {
  if (!id) return false;
  const [row] = await ctx.db
    .select({ idHash: demoSessions.idHash })
    .from(demoSessions)
    .where(and(eq(demoSessions.idHash, hash(id)), gt(demoSessions.expiresAt, now)));
  return row !== undefined;
}
