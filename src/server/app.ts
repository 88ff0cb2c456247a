import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from '../shared/clubs';
import type { TrustProxy } from './config';
import type { AppContext } from './context';
import { registerAccessControl } from './http/access';
import { registerErrorHandler } from './http/errors';
import { answerClientError } from './http/clientErrors';
import { registerHsts } from './http/hsts';
import { registerNulGuard } from './http/nulGuard';
import { registerOriginCheck } from './http/origin';
import { SESSION_COOKIE, sessionUser } from './modules/auth/sessions';
import { createEntitlementCache } from './modules/billing/entitlementCache';
import { membershipOf } from './modules/billing/membership';
import { memberVersions } from './db/memberVersions';
import { apiCallerOf } from './modules/clubs/apiKeys';
import { modules } from './modules';
import { API_DOCS } from '../shared/routes';

/**
 * Fastify reads a bare number as "trust nothing", so a hop count becomes the function proxy-addr
 * asks hop by hop (0 is the connecting peer): trust exactly that many proxies.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** PUBLIC_URL's origin and the matching websocket origin, for connect-src. */
function publicOrigins(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const { origin } = new URL(publicUrl);
  return [origin, origin.replace(/^http/, 'ws')];
}

/**
 * Builds the HTTP server (API, /ws socket and the browser app) without listening, so tests can
 * drive it over a real port of their choosing.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // A caller's id is adopted only when it is short and plain (letters, digits, - _ . :), so it
    // cannot forge log fields or fill the log; otherwise the request gets its own.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    clientErrorHandler: answerClientError,
    // A URL the router cannot even decode gets the app's { message } answer like any other error.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ message: `The address of this request is not valid (${error.message}).` });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // Answers of 1 KB or more go out compressed when the client accepts it (decision 1505): a page of
  // analyses shrinks about 5×. Brotli at quality 4 costs about what gzip does. Request bodies are
  // never inflated: nothing we accept is sent compressed, and a body limit counts bytes on the wire.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, decompress: false } as typeof route.config;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Helmet's middleware is built once (decision 1505): @fastify/helmet built it, and parsed the CSP,
  // on every request. The headers do not depend on the request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // wasm for the in-browser pose model of live analysis; no inline scripts anywhere.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Charts and the skeleton overlay set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // 'self' covers the /ws socket of this origin (CSP 3); PUBLIC_URL when pages and API differ.
        connectSrc: ["'self'", ...publicOrigins(ctx.config.publicUrl)],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The app plays videos and loads model weights from its own origin only.
    crossOriginEmbedderPolicy: false,
    // Sent only on answers that went out over https (registerHsts): on plain http it is meaningless
    // at best, and pins a development host name to https at worst.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  registerHsts(app);
  await app.register(websocket, { options: { maxPayload: 2 * 1024 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fairway Coach API', version: '1.0.0', description: 'Generated from the route schemas.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          // The club plan's public API (src/server/modules/clubs/publicApiRoutes.ts).
          clubApiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS.page, staticCSP: true });

  const entitlements = createEntitlementCache();
  registerAccessControl(
    app,
    (request) => sessionUser(ctx, request),
    async (user) => {
      const versions = await memberVersions(ctx.db, user.id);
      const entitledAs = await entitlements.entitledAs(
        user,
        versions.entitlements,
        async () => (await membershipOf(ctx.db, user, ctx.config.billing.graceDays)).entitledAs,
      );
      return { versions, entitledAs };
    },
    (request) => apiCallerOf(ctx, request),
  );
  registerOriginCheck(app, ctx.config.publicUrl);
  registerNulGuard(app);

  for (const module of modules) await app.register(module);
  return app;
}
