import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPostListSchema, blogPostSchema } from '../../../shared/blog';
import { httpError } from '../../http/errors';
import { articleHead, injectHead } from './seo';
import { RSS_PATH, robotsTxt, rssXml, sitemapXml } from './feeds';
import { BLOG_IMAGE_NAME, blogImageType } from './images';
import { listPublished, publishedPost, readArticle, toPost } from './service';
import { API_ROUTES } from '../../../shared/routes';

const tags = ['blog'];
const slugParams = z.object({ slug: z.string().max(200) });

/** The public blog (spec §7 blog calls), its images, the article page for crawlers, and the feeds. */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** Absolute links use PUBLIC_URL; without it (development, tests) the address the request came to. */
  const baseUrl = (request: FastifyRequest) => ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    API_ROUTES.blogPosts,
    { config: { access: 'public' }, schema: { tags, summary: 'Published posts, newest first (no article bodies)', response: { 200: blogPostListSchema } } },
    async () => listPublished(ctx),
  );

  app.get(
    API_ROUTES.featuredBlogPosts,
    { config: { access: 'public' }, schema: { tags, summary: 'Published posts marked featured, newest first', response: { 200: blogPostListSchema } } },
    async () => listPublished(ctx, { featuredOnly: true }),
  );

  app.get(
    API_ROUTES.blogPost,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'One published post; counts a view once per visitor per day', params: slugParams, response: { 200: blogPostSchema } },
    },
    async (request) => readArticle(ctx, request.params.slug, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );

  app.get(
    API_ROUTES.blogImage,
    { config: { access: 'public' }, schema: { tags, summary: 'A picture uploaded for an article', params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const key = `blog/${name}`;
      if (!BLOG_IMAGE_NAME.test(name) || !(await ctx.storage.stat(key))) throw httpError(404, 'There is no such image.');
      // Names are random and never reused, so the picture may be cached for good.
      return reply
        .type(blogImageType(name))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await ctx.storage.read(key));
    },
  );

  // The app's page for an article, with the article's head already in it (decision 1012).
  app.get('/blog/:slug', { config: { access: 'public' }, schema: { hide: true, params: slugParams } }, async (request, reply) => {
    let indexHtml: string;
    try {
      indexHtml = await fs.readFile(path.join(ctx.config.webDistDir, 'index.html'), 'utf8');
    } catch {
      return reply.status(503).type('text/plain').send('The web app has not been built yet: run `npm run build`.');
    }
    const row = await publishedPost(ctx, request.params.slug);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // A missing post is a real 404; the app shows 'Article Not Found'.
    if (!row) return reply.status(404).send(indexHtml);
    return reply.send(injectHead(indexHtml, articleHead(toPost(row), baseUrl(request))));
  });

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { tags, summary: 'Sitemap of the public pages and every article' } },
    async (request, reply) => reply.type('application/xml; charset=utf-8').send(sitemapXml(baseUrl(request), await listPublished(ctx))),
  );

  app.get('/robots.txt', { config: { access: 'public' }, schema: { tags, summary: 'robots.txt with the sitemap' } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(baseUrl(request))),
  );

  app.get(RSS_PATH, { config: { access: 'public' }, schema: { tags, summary: 'RSS 2.0 feed of the blog' } }, async (request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(rssXml(baseUrl(request), await listPublished(ctx))),
  );
};

export default blogRoutes;
