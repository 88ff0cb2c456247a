import { z } from 'zod';
import { textField } from './auth';
import { controlCharactersMessage, hasControlCharacters } from './text';

/** Blog posts (spec §3 Blog post, §2 Blog list and article, §7 blog calls) and their authoring. */

export const BLOG_LIST_SKELETONS = 6;
export const BLOG_CARD_TAGS = 2;
export const DEFAULT_BLOG_AUTHOR = 'The Fairway Coach Team';
export const BLOG_NOT_FOUND = { title: 'Article Not Found', text: "The blog post you're looking for doesn't exist." } as const;
export const BLOG_EMPTY = 'No blog posts available yet. Check back soon for expert golf insights!';

/** What a list card needs: everything but the article body, so lists stay small. */
export const blogPostSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  featuredImage: z.string().nullable(),
  author: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  featured: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  viewCount: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostListSchema = z.array(blogPostSummarySchema);

/** One article; `content` is HTML the server rendered from Markdown and sanitised. */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Lower-case words joined by hyphens: it becomes the address /blog/{slug}. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
export const blogSlugSchema = z.string().max(SLUG_MAX).regex(SLUG_PATTERN, 'Slug must be lower-case letters and digits joined by hyphens, e.g. perfect-tempo.');

/** The slug a title suggests: "The 3:1 Tempo — Explained" is the-3-1-tempo-explained (accents dropped). */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return (words ?? []).join('-').slice(0, SLUG_MAX).replace(/-+$/, '');
}

const MARKDOWN_MAX = 100_000;

function requiredText(label: string, max: number) {
  return textField(label).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);
}

/** Empty means "not set" for the optional texts, so an editor can clear a field. */
function optionalText(label: string, max: number) {
  return textField(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A site path (/images/…, /api/blog/images/…) or an https address; never javascript: or data:. */
const imageUrlSchema = textField('Featured image')
  .trim()
  .max(500, 'Featured image must be at most 500 characters.')
  .refine(
    (value) => value === '' || /^\/[^/\\]/.test(value) || /^https:\/\/[^\s]+$/i.test(value),
    'Featured image must be a path on this site or an https address.',
  )
  .nullish()
  .transform((value) => (value ? value : null));

export const blogPostInputSchema = z.object({
  slug: z.string({ error: 'Slug is required.' }).trim().pipe(blogSlugSchema),
  title: requiredText('Title', 200),
  excerpt: requiredText('Excerpt', 500),
  markdown: z
    .string({ error: 'Content is required.' })
    .max(MARKDOWN_MAX, `Content must be at most ${MARKDOWN_MAX} characters.`)
    .refine((value) => value.trim().length > 0, 'Content is required.')
    .refine((value) => !hasControlCharacters(value, { multiline: true }), controlCharactersMessage('Content')),
  category: requiredText('Category', 60),
  tags: z
    .array(requiredText('Tag', 40), { error: 'Tags must be a list of words.' })
    .max(10, 'A post may have at most 10 tags.')
    .default([])
    .transform((tags) => [...new Set(tags)]),
  featuredImage: imageUrlSchema,
  author: optionalText('Author', 120),
  metaTitle: optionalText('Meta title', 200),
  metaDescription: optionalText('Meta description', 320),
  featured: z.boolean({ error: 'Featured must be true or false.' }).default(false),
  /** Publishing stamps the date once; unpublishing turns the post back into a draft. */
  published: z.boolean({ error: 'Published must be true or false.' }).default(false),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
/** The input after validation: trimmed, empty texts as null, tags without repeats. */
export type ValidBlogPostInput = z.output<typeof blogPostInputSchema>;

/** What the editor loads: the article as stored, with its Markdown source and draft state. */
export const adminBlogPostSchema = blogPostSchema.extend({
  markdown: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogPostListSchema = z.array(adminBlogPostSchema.omit({ content: true, markdown: true }));
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostListSchema>[number];

export const blogPreviewBodySchema = blogPostInputSchema.pick({ markdown: true });
export const blogPreviewReplySchema = z.object({ html: z.string() });
export const blogImageReplySchema = z.object({ url: z.string() });

/** Long en-GB date (spec §9): "8 September 2026". */
export function formatBlogDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
