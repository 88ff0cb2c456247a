import type { AppContext } from '../../context';
import { seedAccounts } from '../../modules/auth/seed';
import { seedDemoAccess } from '../../modules/billing/seed';
import { blogPosts, chatRooms } from '../schema';
import { blogPostSeeds } from './blogPosts';
import { chatRoomSeeds } from './chatRooms';

/**
 * Fills a new database with the content every installation starts with. Idempotent: it only ever
 * adds what is missing, so it runs on every start and never overwrites what people changed. Each
 * module seeds its own records through its service and store (no HTTP types here); the content
 * below has no module of its own yet.
 */
export async function seed(ctx: AppContext): Promise<void> {
  await ctx.db.insert(chatRooms).values(chatRoomSeeds).onConflictDoNothing({ target: chatRooms.name });
  await ctx.db
    .insert(blogPosts)
    .values(blogPostSeeds.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })))
    .onConflictDoNothing({ target: blogPosts.slug });

  const accounts = await seedAccounts(ctx);
  await seedDemoAccess(ctx, accounts);
}
