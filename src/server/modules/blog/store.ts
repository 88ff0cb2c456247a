import { and, desc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPostViews, blogPosts, type BlogPostRow } from '../../db/schema';

/** The blog module's queries. */

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'transaction'>;

/** Published, and the publication moment has come. */
function isPublic(now: Date) {
  return and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));
}

export function publishedPosts(db: Db, now: Date, options: { featuredOnly?: boolean } = {}): Promise<BlogPostRow[]> {
  return db
    .select()
    .from(blogPosts)
    .where(and(isPublic(now), ...(options.featuredOnly ? [eq(blogPosts.featured, true)] : [])))
    .orderBy(desc(blogPosts.publishedAt));
}

export async function publishedPostBySlug(db: Db, slug: string, now: Date): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)));
  return row;
}

export function allPosts(db: Db): Promise<BlogPostRow[]> {
  return db
    .select()
    .from(blogPosts)
    .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.updatedAt));
}

export async function postById(db: Db, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** Undefined when the slug is taken. */
export async function insertPost(db: Db, values: typeof blogPosts.$inferInsert): Promise<BlogPostRow | undefined> {
  const [row] = await db.insert(blogPosts).values(values).onConflictDoNothing({ target: blogPosts.slug }).returning();
  return row;
}

export async function updatePost(db: Db, id: string, values: Partial<typeof blogPosts.$inferInsert>): Promise<BlogPostRow | undefined> {
  const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row;
}

/** Gives a post stored without a Markdown source (seeded before posts had one) its Markdown and HTML. */
export async function fillMissingMarkdown(db: Db, slug: string, columns: { markdown: string; content: string }): Promise<void> {
  await db
    .update(blogPosts)
    .set(columns)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.markdown, '')));
}

export async function slugOwner(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return row?.id;
}

/**
 * Counts a view when this visitor has not read the post today; true when it counted. Rows from
 * before yesterday are removed on the way, so visitor hashes are kept for two days at most.
 */
export async function recordView(db: Db, postId: string, day: string, visitorHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(blogPostViews).values({ postId, day, visitorHash }).onConflictDoNothing().returning({ postId: blogPostViews.postId });
    if (inserted.length === 0) return false;
    await tx
      .update(blogPosts)
      .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
      .where(eq(blogPosts.id, postId));
    await tx.delete(blogPostViews).where(lt(blogPostViews.day, sql`(${day}::date - 1)`));
    return true;
  });
}
