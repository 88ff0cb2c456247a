import { PRODUCT_NAME, ROUTES } from '../../../shared/routes';
import type { BlogPostSummary } from '../../../shared/blog';
import { escapeHtml as escapeXml } from '../../infra/mail/html';
import { absoluteUrl, articleDescription } from '../../../shared/blogSeo';

/** What crawlers and feed readers fetch: the sitemap, robots.txt and the blog's RSS feed. */

export const RSS_PATH = '/rss.xml';

/** The public pages worth indexing; members' and admin pages need a login and are left out. */
const PUBLIC_PAGES = [ROUTES.home.path, ROUTES.blog.path, ROUTES.subscribe.path, ROUTES.demo.path, ROUTES.terms.path, ROUTES.privacy.path];

export function sitemapXml(baseUrl: string, posts: BlogPostSummary[]): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => entry(path)),
    ...posts.map((post) => entry(`/blog/${post.slug}`, post.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Answers for signed-in members and administrators: nothing a search result should lead to.
    'Disallow: /api/',
    `Disallow: ${ROUTES.dashboard.path}`,
    `Disallow: ${ROUTES.admin.path}`,
    `Disallow: ${ROUTES.community.path}`,
    `Disallow: ${ROUTES.performance.path}`,
    `Disallow: ${ROUTES.profile.path}`,
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export function rssXml(baseUrl: string, posts: BlogPostSummary[]): string {
  const item = (post: BlogPostSummary) => {
    const link = escapeXml(absoluteUrl(baseUrl, `/blog/${post.slug}`));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeXml(articleDescription(post))}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      '    </item>',
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${PRODUCT_NAME} Golf Mastery Blog`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(baseUrl, ROUTES.blog.path))}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(baseUrl, RSS_PATH))}" rel="self" type="application/rss+xml" />`,
    '    <description>Expert golf swing tips, technique and practice from the Fairway Coach team.</description>',
    '    <language>en-GB</language>',
    ...posts.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
