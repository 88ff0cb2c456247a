import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { hashPassword } from '../../modules/auth/passwords';
import { blogPosts, chatRooms, users } from '../schema';
import { blogPostSeeds } from './blogPosts';
import { chatRoomSeeds } from './chatRooms';

export const DEMO_MEMBER_EMAIL = 'demo@fairwaycoach.local';

/**
 * Fills a new database with the content every installation starts with. Idempotent: it only ever
 * adds what is missing, so it runs on every start and never overwrites what people changed.
 */
export async function seed(ctx: AppContext): Promise<void> {
  await ctx.db.insert(chatRooms).values(chatRoomSeeds).onConflictDoNothing({ target: chatRooms.name });
  await ctx.db
    .insert(blogPosts)
    .values(blogPostSeeds.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })))
    .onConflictDoNothing({ target: blogPosts.slug });

  const adminEmail = ctx.config.adminEmail ?? 'admin@fairwaycoach.local';
  await ensureAccount(ctx, { email: adminEmail, password: ctx.config.adminPassword, firstName: 'Club', lastName: 'Admin', role: 'admin' });
  await ensureAccount(ctx, { email: DEMO_MEMBER_EMAIL, password: ctx.config.demoPassword, firstName: 'Demo', lastName: 'Golfer', role: 'member' });
}

/**
 * Creates the account once. Without a configured password one is generated and printed a single
 * time, on the start that creates the account, so no password lives in the repository.
 */
async function ensureAccount(
  ctx: AppContext,
  account: { email: string; password: string | undefined; firstName: string; lastName: string; role: 'member' | 'admin' },
) {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${account.email.toLowerCase()}`);
  if (existing) return;
  const password = account.password ?? randomBytes(12).toString('base64url');
  await ctx.db
    .insert(users)
    .values({
      email: account.email.toLowerCase(),
      passwordHash: await hashPassword(password),
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
    })
    .onConflictDoNothing();
  if (!account.password) {
    ctx.log.warn(`Created the ${account.role} account ${account.email} with the generated password: ${password} (shown once; set ${account.role === 'admin' ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD'} to choose it)`);
  }
}
