import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PREMIUM_REQUIRED } from '../../shared/billing';
import type { AppContext } from '../context';
import { httpError, HttpError } from './errors';

/**
 * Who may call a route. Every route declares it in `config.access`; registering a route without it
 * fails at start-up, and the authorization test walks the catalog. `premium` is a signed-in member
 * with premium access (a paid plan, a grant, or the admin role): the product has no free tier.
 */
export type Access = 'public' | 'member' | 'premium' | 'admin' | 'apiKey';
export const ACCESS_LEVELS: readonly Access[] = ['public', 'member', 'premium', 'admin', 'apiKey'];

/** A program calling the public API with a club's key (`apiKey` routes; decision 1704). */
export interface ApiCaller {
  clubId: string;
  keyId: string;
}

export interface SessionUser {
  id: string;
  email: string;
  role: 'member' | 'admin';
  firstName: string;
  lastName: string;
  createdAt: Date;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    apiCaller: ApiCaller | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
    routeCatalog: RouteEntry[];
  }
}

/**
 * 402 Payment Required, not 403: the member may do this once they pay, and the client can tell
 * "subscribe first" from "not yours" by the status alone (decision 0601).
 */
export function premiumRequired(): HttpError {
  return new HttpError(402, PREMIUM_REQUIRED.message, {}, { code: PREMIUM_REQUIRED.code, subscribeUrl: PREMIUM_REQUIRED.subscribeUrl });
}

export function registerAccessControl(
  app: FastifyInstance,
  resolveUser: (request: FastifyRequest) => Promise<SessionUser | null>,
  hasPremiumAccess: (user: SessionUser) => Promise<boolean>,
  resolveApiCaller: (request: FastifyRequest) => Promise<ApiCaller | null> = async () => null,
) {
  const catalog: RouteEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.decorateRequest('user', null);
  app.decorateRequest('apiCaller', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      catalog.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    // A key, never a session cookie: a browser's ambient credentials cannot call the public API.
    if (access === 'apiKey') {
      request.apiCaller = await resolveApiCaller(request);
      if (!request.apiCaller) throw httpError(401, 'A valid API key is required in the x-api-key header.');
      return;
    }
    request.user = await resolveUser(request);
    if (access === 'public') return;
    if (!request.user) throw httpError(401, 'Please log in to continue.');
    if (access === 'admin' && request.user.role !== 'admin') throw httpError(403, 'This area is for administrators.');
    if (access === 'premium' && !(await hasPremiumAccess(request.user))) throw premiumRequired();
  });
}

/** True when the user is the owner (ids compared case-insensitively: a UUID may be spelled in capitals) or an admin. */
export function isSelfOrAdmin(user: SessionUser, ownerId: string): boolean {
  return user.id.toLowerCase() === ownerId.toLowerCase() || user.role === 'admin';
}

/** A member may act on their own things; an admin on anyone's. */
export function assertSelfOrAdmin(user: SessionUser | null, ownerId: string) {
  if (!user) throw httpError(401, 'Please log in to continue.');
  if (!isSelfOrAdmin(user, ownerId)) throw httpError(403, 'You can only access your own data.');
}

/**
 * A preValidation hook for routes whose path names the owner (e.g. `/api/users/:id/...`): the
 * ownership check runs before the body and query are validated, so another member gets 403
 * rather than a 400 that tells them about the route's rules.
 */
export function selfOrAdminByParam(param: string) {
  return async (request: FastifyRequest) => {
    assertSelfOrAdmin(request.user, (request.params as Record<string, string | undefined>)[param] ?? '');
  };
}
