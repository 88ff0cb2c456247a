import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBlogPostListSchema,
  adminBlogPostSchema,
  blogImageReplySchema,
  blogPostInputSchema,
  blogPreviewBodySchema,
  blogPreviewReplySchema,
} from '../../../shared/blog';
import { httpError } from '../../http/errors';
import { renderMarkdown } from './markdown';
import { BLOG_IMAGE_MAX_BYTES, storeBlogImage } from './images';
import { adminPost, adminPosts, createPost, updatePost } from './service';
import { API_ROUTES } from '../../../shared/routes';

const tags = ['blog admin'];
const idParams = z.object({ id: z.uuid('The id in the address is not valid.') });

/** Writing the blog: drafts, preview, publish/unpublish, feature and pictures. Admins only. */
const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // A picture is sent as its own bytes (Content-Type image/…); its real type is sniffed on arrival.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: BLOG_IMAGE_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.get(
    API_ROUTES.adminBlogPosts,
    { config: { access: 'admin' }, schema: { tags, summary: 'Every post, drafts first', response: { 200: adminBlogPostListSchema } } },
    async () => adminPosts(ctx),
  );

  app.get(
    API_ROUTES.adminBlogPost,
    { config: { access: 'admin' }, schema: { tags, summary: 'One post with its Markdown', params: idParams, response: { 200: adminBlogPostSchema } } },
    async (request) => adminPost(ctx, request.params.id),
  );

  app.post(
    API_ROUTES.adminBlogPosts,
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Create a post (a draft unless published is true)', body: blogPostInputSchema, response: { 201: adminBlogPostSchema } },
    },
    async (request, reply) => reply.status(201).send(await createPost(ctx, request.body)),
  );

  app.put(
    API_ROUTES.adminBlogPost,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit, publish, unpublish or feature a post',
        params: idParams,
        body: blogPostInputSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => updatePost(ctx, request.params.id, request.body),
  );

  app.post(
    API_ROUTES.adminBlogPreview,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The sanitised HTML Markdown renders to, without saving',
        body: blogPreviewBodySchema,
        response: { 200: blogPreviewReplySchema },
      },
    },
    async (request) => ({ html: renderMarkdown(request.body.markdown) }),
  );

  app.post(
    API_ROUTES.adminBlogImages,
    {
      config: { access: 'admin' },
      bodyLimit: BLOG_IMAGE_MAX_BYTES,
      schema: { tags, summary: 'Upload a picture (PNG, JPEG, WebP, GIF, AVIF; 5 MB)', response: { 201: blogImageReplySchema } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw httpError(415, 'image: send the picture itself with an image/… Content-Type.');
      return reply.status(201).send({ url: await storeBlogImage(ctx, request.body) });
    },
  );
};

export default blogAdminRoutes;
