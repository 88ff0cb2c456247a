import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seedAccounts } from '../../modules/auth/seed';
import { seedDemoAccess } from '../../modules/billing/seed';
import { renderMarkdown } from '../../modules/blog/markdown';
import { blogPosts, chatRooms } from '../schema';
import { blogPostSeeds, seedMarkdown } from './blogPosts';
import { chatRoomSeeds } from './chatRooms';

/**
 * Fills a new database with the content every installation starts with. Idempotent: it only ever
 * adds what is missing, so it runs on every start and never overwrites what people changed. Each
 * module seeds its own records through its service and store (no HTTP types here); the content
 * below has no module of its own yet.
 */
export async function seed(ctx: AppContext): Promise<void> {
  // The seed's order is the list's; rooms seeded before they had one get it (and a description).
  await ctx.db
    .insert(chatRooms)
    .values(chatRoomSeeds.map((room, position) => ({ ...room, position })))
    .onConflictDoUpdate({
      target: chatRooms.name,
      set: { position: sql`excluded.position`, description: sql`coalesce(${chatRooms.description}, excluded.description)` },
    });
  await seedBlog(ctx);

  const accounts = await seedAccounts(ctx);
  await seedDemoAccess(ctx, accounts);
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
    await ctx.db
      .insert(blogPosts)
      .values({ ...post, ...columns, publishedAt: new Date(post.publishedAt) })
      .onConflictDoNothing({ target: blogPosts.slug });
    await ctx.db
      .update(blogPosts)
      .set(columns)
      .where(and(eq(blogPosts.slug, post.slug), eq(blogPosts.markdown, '')));
  }
}
