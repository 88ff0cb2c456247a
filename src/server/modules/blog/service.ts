import { createHash } from 'node:crypto';
import {
  DEFAULT_BLOG_AUTHOR,
  type AdminBlogPost,
  type AdminBlogPostSummary,
  type BlogPost,
  type BlogPostSummary,
  type ValidBlogPostInput,
} from '../../../shared/blog';
import type { AppContext } from '../../context';
import type { BlogPostRow } from '../../db/schema';
import { httpError } from '../../http/errors';
import { renderMarkdown } from './markdown';
import * as store from './store';

/** The blog's rules: what is public, how a view counts, and how an author's post is saved. */

type Deps = Pick<AppContext, 'db'>;

export function toSummary(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    featuredImage: row.featuredImage,
    author: row.author ?? DEFAULT_BLOG_AUTHOR,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    featured: row.featured,
    // Only published rows reach the public shapes; a draft's updatedAt stands in for the type's sake.
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewCount: row.viewCount,
  };
}

export function toPost(row: BlogPostRow): BlogPost {
  return { ...toSummary(row), content: row.content };
}

export function toAdminSummary(row: BlogPostRow): AdminBlogPostSummary {
  return { ...toSummary(row), published: row.publishedAt !== null, publishedAt: row.publishedAt?.toISOString() ?? null };
}

export function toAdminPost(row: BlogPostRow): AdminBlogPost {
  return { ...toAdminSummary(row), content: row.content, markdown: row.markdown };
}

export async function listPublished(deps: Deps, options: { featuredOnly?: boolean } = {}): Promise<BlogPostSummary[]> {
  return (await store.publishedPosts(deps.db, new Date(), options)).map(toSummary);
}

export async function publishedPost(deps: Deps, slug: string): Promise<BlogPostRow | undefined> {
  return store.publishedPostBySlug(deps.db, slug, new Date());
}

/** The visitor of a view (decision 1011): one SHA-256 of address, browser and UTC day. */
export function visitorHash(ip: string, userAgent: string, day: string): string {
  return createHash('sha256').update(`${day}\n${ip}\n${userAgent}`).digest('hex');
}

/** Reads an article, counting the view once per visitor per UTC day. */
export async function readArticle(deps: Deps, slug: string, visitor: { ip: string; userAgent: string }, now = new Date()): Promise<BlogPost> {
  const row = await store.publishedPostBySlug(deps.db, slug, now);
  if (!row) throw httpError(404, "The blog post you're looking for doesn't exist.");
  const day = now.toISOString().slice(0, 10);
  const counted = await store.recordView(deps.db, row.id, day, visitorHash(visitor.ip, visitor.userAgent, day));
  return toPost(counted ? { ...row, viewCount: row.viewCount + 1 } : row);
}

/** The stored columns of an author's input: HTML rendered once here, never in the browser. */
function columnsOf(input: ValidBlogPostInput, current: BlogPostRow | undefined, now: Date) {
  const { published, markdown, ...fields } = input;
  return {
    ...fields,
    markdown,
    content: renderMarkdown(markdown),
    // Publishing keeps the first publication date; unpublishing makes the post a draft again.
    publishedAt: published ? (current?.publishedAt ?? now) : null,
    updatedAt: now,
  };
}

function slugTaken(slug: string) {
  return httpError(409, `slug: another post already uses the address /blog/${slug}.`);
}

export async function createPost(deps: Deps, input: ValidBlogPostInput): Promise<AdminBlogPost> {
  const row = await store.insertPost(deps.db, columnsOf(input, undefined, new Date()));
  if (!row) throw slugTaken(input.slug);
  return toAdminPost(row);
}

export async function updatePost(deps: Deps, id: string, input: ValidBlogPostInput): Promise<AdminBlogPost> {
  const current = await store.postById(deps.db, id);
  if (!current) throw httpError(404, 'There is no such blog post.');
  const owner = await store.slugOwner(deps.db, input.slug);
  if (owner && owner !== id) throw slugTaken(input.slug);
  const row = await store.updatePost(deps.db, id, columnsOf(input, current, new Date()));
  if (!row) throw httpError(404, 'There is no such blog post.');
  return toAdminPost(row);
}

export async function adminPost(deps: Deps, id: string): Promise<AdminBlogPost> {
  const row = await store.postById(deps.db, id);
  if (!row) throw httpError(404, 'There is no such blog post.');
  return toAdminPost(row);
}

export async function adminPosts(deps: Deps): Promise<AdminBlogPostSummary[]> {
  return (await store.allPosts(deps.db)).map(toAdminSummary);
}
