import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerAccessControl } from './http/access';
import { registerErrorHandler } from './http/errors';
import { registerOriginCheck } from './http/origin';
import { SESSION_COOKIE, sessionUser } from './modules/auth/sessions';
import { modules } from './modules';

/**
 * Builds the HTTP server (API, /ws socket and the browser app) without listening, so tests can
 * drive it over a real port of their choosing.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // wasm for the in-browser pose model of live analysis; no inline scripts anywhere.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Charts and the skeleton overlay set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
  });
  await app.register(websocket, { options: { maxPayload: 2 * 1024 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fairway Coach API', version: '1.0.0', description: 'Generated from the route schemas.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerAccessControl(app, (request) => sessionUser(ctx, request));
  registerOriginCheck(app, SESSION_COOKIE, ctx.config.publicUrl);

  for (const module of modules) await app.register(module);
  return app;
}
