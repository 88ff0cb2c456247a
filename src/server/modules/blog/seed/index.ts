import type { AppContext } from '../../../context';
import { renderMarkdown } from '../markdown';
import { fillMissingMarkdown, insertPost } from '../store';
import { blogPostSeeds, seedMarkdown } from './posts';

/**
 * Adds the seeded articles that are missing. A seeded article stored before posts had a Markdown
 * source (its markdown is empty) gets the Markdown version, since the editor needs it; an
 * article an administrator has edited keeps their text.
 */
export async function seedBlog(ctx: AppContext): Promise<void> {
  for (const post of blogPostSeeds) {
    const markdown = seedMarkdown(post.slug);
    const columns = { markdown, content: renderMarkdown(markdown) };
    await insertPost(ctx.db, { ...post, ...columns, publishedAt: new Date(post.publishedAt) });
    await fillMissingMarkdown(ctx.db, post.slug, columns);
  }
}
