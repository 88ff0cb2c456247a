import type { BlogPost } from '../../../shared/blog';
import { articleHeadTags } from '../../../shared/blogSeo';
import { escapeHtml } from '../../infra/mail/html';

/**
 * The head of an article page for readers without JavaScript (crawlers, link previews): title,
 * description, canonical, Open Graph, Twitter and a JSON-LD Article, each value escaped. The
 * browser app sets the same tags again once it runs (decision 1012).
 */

/** JSON inside <script>: "<" written as \u003c so no "</script>" or "<!--" can end the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function articleHead(post: BlogPost, baseUrl: string): string {
  const head = articleHeadTags(post, baseUrl);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-seo />`,
    ...head.meta.map((tag) => `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" data-seo />`),
    `<script type="application/ld+json" data-seo>${scriptJson(head.jsonLd)}</script>`,
  ].join('\n    ');
}

/**
 * index.html with the article's head: the generic title and description of the app shell are
 * replaced, the rest is added before </head>.
 */
export function injectHead(indexHtml: string, head: string): string {
  const withoutGeneric = indexHtml.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[\s\S]*?\/>/, '');
  return withoutGeneric.replace('</head>', `    ${head}\n  </head>`);
}
