import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmationSentMessage,
  emailConfirmSchema,
  loginSchema,
  messageReplySchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  registrationReplySchema,
  userReplySchema,
  currentUserReplySchema,
  websocketTokenReplySchema,
} from '../../../shared/auth';
import { API_ROUTES } from '../../../shared/routes';
import mailboxRoutes from './mailboxRoutes';
import { createCounters } from '../../infra/counters';
import { HttpError } from '../../http/errors';
import { typedViewSerializer } from '../../http/typedViewSerializer';
import { loginLimits } from './loginLimits';
import { isTrustedBrowserFor } from './trustedBrowser';
import { attemptLimiter, AUTH_LIMITS } from './rateLimits';
import { enqueuePasswordResetMail, enqueueRegistrationMail } from './jobs';
import { confirmRegistration, storeRegistration } from './registration';
import { authenticate, confirmPasswordReset, issueWebsocketToken, toPublicUser } from './service';
import { createSession, destroySession, sessionKeyOf } from './sessions';

const tags = ['auth'];

/** Accounts and sessions (spec §3 Registration/Login, §7 auth calls, issue 2). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const counters = createCounters(ctx.config, app.log);
  app.addHook('onClose', () => counters.close());
  const login = loginLimits(counters, (request, email) => isTrustedBrowserFor(ctx.db, request, email));

  /**
   * Where e-mailed links point. Never the request's Host header: anyone can send a reset request
   * with Host: evil.example and would receive the victim's token there.
   */
  const appBaseUrl = (request: FastifyRequest) => ctx.config.publicUrl ?? `http://localhost:${request.socket.localPort}`;
  if (!ctx.config.publicUrl && ctx.config.env === 'production') {
    ctx.log.warn('PUBLIC_URL is not set: password reset and confirmation links will point at localhost');
  }

  app.post(
    API_ROUTES.register,
    {
      config: { access: 'public' },
      preHandler: attemptLimiter(counters, AUTH_LIMITS.register),
      schema: {
        tags,
        summary: 'E-mail a link that creates the account (same answer whether or not the address has one)',
        body: registerSchema,
        response: { 202: registrationReplySchema },
      },
    },
    async (request, reply) => {
      // The same steps on every path (decision 0708): which mail goes out is the worker's choice.
      await storeRegistration(ctx, request.body);
      const { next } = request.body;
      await enqueueRegistrationMail(ctx, { email: request.body.email, appBaseUrl: appBaseUrl(request), ...(next ? { next } : {}) });
      const { email } = request.body;
      return reply.status(202).send({ confirmationSent: true, email, message: confirmationSentMessage(email) });
    },
  );

  app.post(
    API_ROUTES.confirmEmail,
    {
      config: { access: 'public' },
      preHandler: attemptLimiter(counters, AUTH_LIMITS.confirmEmail),
      schema: {
        tags,
        summary: 'Create the account of an e-mailed confirmation link and sign in',
        body: emailConfirmSchema,
        response: { 201: userReplySchema },
      },
    },
    async (request, reply) => {
      const user = await confirmRegistration(ctx, request.body.token);
      await createSession(ctx, request, reply, user.id);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    API_ROUTES.login,
    {
      config: { access: 'public' },
      preHandler: login.check,
      schema: { tags, summary: 'Sign in (a new session id every time)', body: loginSchema, response: { 200: userReplySchema } },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body).catch(async (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) await login.failed(request);
        throw error;
      });
      await login.succeeded(request);
      await createSession(ctx, request, reply, user.id);
      return { user };
    },
  );

  app.post(
    API_ROUTES.logout,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the session and clear its cookie', response: { 200: messageReplySchema } },
    },
    async (request, reply) => {
      await destroySession(ctx, request, reply);
      return { message: "You've been successfully logged out." };
    },
  );

  app.get(
    API_ROUTES.me,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The signed-in user, or null when signed out', response: { 200: currentUserReplySchema } },
      // Every page load asks this; toPublicUser builds the answer field by field.
      serializerCompiler: typedViewSerializer,
    },
    async (request) => ({ user: request.user ? toPublicUser(request.user) : null }),
  );

  app.post(
    API_ROUTES.websocketToken,
    {
      // The token opens the live analysis channel (progress and the community need only the cookie).
      config: { access: 'premium', feature: 'liveAnalysis' },
      schema: {
        tags,
        summary: 'A single-use token, valid for 60 s, that opens /ws for live analysis in this session',
        response: { 200: websocketTokenReplySchema },
      },
    },
    // A premium route has a signed-in user, and a signed-in user has a session cookie.
    async (request) => ({ token: await issueWebsocketToken(ctx, request.user!.id, sessionKeyOf(request)!) }),
  );

  app.post(
    API_ROUTES.passwordResetRequest,
    {
      config: { access: 'public' },
      preHandler: attemptLimiter(counters, AUTH_LIMITS.passwordResetRequest),
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await enqueuePasswordResetMail(ctx, { email: request.body.email, appBaseUrl: appBaseUrl(request) });
      return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    API_ROUTES.passwordResetConfirm,
    {
      config: { access: 'public' },
      preHandler: attemptLimiter(counters, AUTH_LIMITS.passwordResetConfirm),
      schema: {
        tags,
        summary: 'Set a new password with a reset link token; signs out every session',
        body: passwordResetConfirmSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      // The owner proved they read the account's mail: guesses spent on it no longer hold them back.
      await login.recovered(await confirmPasswordReset(ctx, request.body));
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );

  if (ctx.mail.kind === 'outbox' && ctx.config.devMailbox) await app.register(mailboxRoutes);
};

export default authRoutes;
