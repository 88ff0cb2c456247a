import type { BlogPost } from './blog';
import { PRODUCT_NAME } from './routes';

/**
 * What search engines and link previews read about an article, built once for the server (the
 * head of /blog/{slug}, decision 1012) and the browser app (the same tags after navigation).
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

/** One meta tag of an article's head: `<meta {attribute}="{key}" content="{content}">`. */
export interface ArticleMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The article's title, canonical address, meta tags (description, Open Graph, Twitter) and JSON-LD. */
export function articleHeadTags(post: BlogPost, baseUrl: string): { title: string; canonical: string; meta: ArticleMeta[]; jsonLd: Record<string, unknown> } {
  const canonical = absoluteUrl(baseUrl, `/blog/${post.slug}`);
  const title = articleTitle(post);
  const description = articleDescription(post);
  const image = post.featuredImage ? absoluteUrl(baseUrl, post.featuredImage) : undefined;
  const name = (key: string, content: string): ArticleMeta => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): ArticleMeta => ({ attribute: 'property', key, content });
  return {
    title,
    canonical,
    meta: [
      name('description', description),
      property('og:type', 'article'),
      property('og:site_name', PRODUCT_NAME),
      property('og:title', title),
      property('og:description', description),
      property('og:url', canonical),
      ...(image ? [property('og:image', image)] : []),
      property('article:published_time', post.publishedAt),
      property('article:section', post.category),
      name('twitter:card', image ? 'summary_large_image' : 'summary'),
      name('twitter:title', title),
      name('twitter:description', description),
      ...(image ? [name('twitter:image', image)] : []),
    ],
    jsonLd: articleJsonLd(post, baseUrl),
  };
}
