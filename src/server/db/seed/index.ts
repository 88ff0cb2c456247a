import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { createUser } from '../../modules/auth/service';
import { findUserByEmail } from '../../modules/auth/store';
import { insertGrant } from '../../modules/billing/store';
import { renderMarkdown } from '../../modules/blog/markdown';
import { blogPosts, chatRooms } from '../schema';
import { blogPostSeeds, seedMarkdown } from './blogPosts';
import { chatRoomSeeds } from './chatRooms';

export const DEMO_MEMBER_EMAIL = 'demo@fairwaycoach.local';

/**
 * Fills a new database with the content every installation starts with. Idempotent: it only ever
 * adds what is missing, so it runs on every start and never overwrites what people changed.
 */
export async function seed(ctx: AppContext): Promise<void> {
  await ctx.db.insert(chatRooms).values(chatRoomSeeds).onConflictDoNothing({ target: chatRooms.name });
  await seedBlog(ctx);

  const adminEmail = ctx.config.adminEmail ?? 'admin@fairwaycoach.local';
  await ensureAccount(ctx, { email: adminEmail, password: ctx.config.adminPassword, firstName: 'Club', lastName: 'Admin', role: 'admin' });
  const demoId = await ensureAccount(ctx, { email: DEMO_MEMBER_EMAIL, password: ctx.config.demoPassword, firstName: 'Demo', lastName: 'Golfer', role: 'member' });
  // The demo member has premium access (the demo bypasses payment, spec §2), granted once when the
  // account is made, so an administrator who revokes it is not overruled at the next start.
  if (demoId) await insertGrant(ctx.db, { userId: demoId, reason: 'Demo member' });
}

/**
 * Adds the seeded articles that are missing. A seeded article stored before posts had a Markdown
 * source (its markdown is empty) gets the Markdown version, since the editor needs it; an
 * article an administrator has edited keeps their text.
 */
async function seedBlog(ctx: AppContext): Promise<void> {
  for (const post of blogPostSeeds) {
    const markdown = seedMarkdown(post.slug);
    const columns = { markdown, content: renderMarkdown(markdown) };
    await ctx.db.insert(blogPosts).values({ ...post, ...columns, publishedAt: new Date(post.publishedAt) }).onConflictDoNothing({ target: blogPosts.slug });
    await ctx.db.update(blogPosts).set(columns).where(and(eq(blogPosts.slug, post.slug), eq(blogPosts.markdown, '')));
  }
}

/**
 * Creates the account once and returns its id (undefined when it already existed). Without a configured password one is generated and printed a single
 * time, on the start that creates the account, so no password lives in the repository.
 */
async function ensureAccount(
  ctx: AppContext,
  account: { email: string; password: string | undefined; firstName: string; lastName: string; role: 'member' | 'admin' },
): Promise<string | undefined> {
  if (await findUserByEmail(ctx.db, account.email.toLowerCase())) return undefined;
  const password = account.password ?? randomBytes(12).toString('base64url');
  let id: string;
  try {
    id = (await createUser(ctx, { ...account, password })).id;
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof HttpError && error.statusCode === 409) return undefined;
    throw error;
  }
  if (!account.password) {
    ctx.log.warn(`Created the ${account.role} account ${account.email} with the generated password: ${password} (shown once; set ${account.role === 'admin' ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD'} to choose it)`);
  }
  return id;
}
