import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** What the author wrote; the source of `content`, shown again in the editor. */
    markdown: text('markdown').notNull().default(''),
    /** Sanitised HTML rendered from `markdown` on the server when the post is saved (decision 1010). */
    content: text('content').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default([]),
    featuredImage: text('featured_image'),
    /** Null means the default author, the product team. */
    author: text('author'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    featured: boolean('featured').notNull().default(false),
    /** Null while the post is a draft; a post is public once this moment has passed. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
  },
  (table) => [index('blog_posts_published_idx').on(table.publishedAt)],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;

/**
 * Who has read a post today, so a view counts once per visitor per day (decision 1011). The
 * visitor is a SHA-256 of IP, user agent and day, never the address itself; rows older than
 * yesterday are deleted as new views arrive.
 */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.day, table.visitorHash] }), index('blog_post_views_day_idx').on(table.day)],
);
