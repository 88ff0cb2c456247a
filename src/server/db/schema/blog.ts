import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const blogPosts = pgTable('blog_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  /** HTML; the article page renders it and turns newlines into line breaks. */
  content: text('content').notNull(),
  category: text('category').notNull(),
  tags: text('tags').array().notNull().default([]),
  featuredImage: text('featured_image'),
  /** Null means the default author, the product team. */
  author: text('author'),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  featured: boolean('featured').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  viewCount: integer('view_count').notNull().default(0),
});
