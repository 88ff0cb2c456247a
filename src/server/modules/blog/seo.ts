import { PRODUCT_NAME } from '../../../shared/routes';
import type { BlogPost } from '../../../shared/blog';
import { escapeHtml } from '../../infra/mail/html';

/**
 * The head of an article page for readers without JavaScript (crawlers, link previews): title,
 * description, canonical, Open Graph, Twitter and a JSON-LD Article, each value escaped. The
 * browser app sets the same tags again once it runs (decision 1012).
 */

export function articleTitle(post: Pick<BlogPost, 'metaTitle' | 'title'>): string {
  return post.metaTitle ?? post.title;
}

export function articleDescription(post: Pick<BlogPost, 'metaDescription' | 'excerpt'>): string {
  return post.metaDescription ?? post.excerpt;
}

/** An absolute address for a site path or an address that already is one. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${baseUrl}/`).toString();
}

/** JSON inside <script>: "<" written as \u003c so no "</script>" or "<!--" can end the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function articleJsonLd(post: BlogPost, baseUrl: string): Record<string, unknown> {
  const url = absoluteUrl(baseUrl, `/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: articleDescription(post),
    ...(post.featuredImage ? { image: [absoluteUrl(baseUrl, post.featuredImage)] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category,
    keywords: post.tags.join(', '),
  };
}

export function articleHead(post: BlogPost, baseUrl: string): string {
  const url = absoluteUrl(baseUrl, `/blog/${post.slug}`);
  const title = articleTitle(post);
  const description = articleDescription(post);
  const image = post.featuredImage ? absoluteUrl(baseUrl, post.featuredImage) : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-seo />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" data-seo />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'article:published_time', post.publishedAt),
    meta('property', 'article:section', post.category),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json" data-seo>${scriptJson(articleJsonLd(post, baseUrl))}</script>`,
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
