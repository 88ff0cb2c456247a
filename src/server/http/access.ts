import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PREMIUM_REQUIRED } from '../../shared/billing';
import { GATED_FEATURE_NAMES, type GatedFeature } from '../../shared/entitlements';
import type { PlanKey } from '../../shared/plans';
import type { AppContext } from '../context';
import type { MemberVersions } from '../db/memberVersions';
import { httpError, HttpError } from './errors';
import { assertEntitled } from './planGate';

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
  /** The entitlement a premium route needs beyond premium access, when it needs one. */
  feature?: GatedFeature;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A premium route that the member's plan must also open (src/shared/entitlements.ts). */
    feature?: GatedFeature;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** On a premium route: the plan whose entitlements the member has. */
    entitledAs: PlanKey | null;
    /** On a premium route: the member's data versions, read once before anything they key. */
    memberVersions: MemberVersions | null;
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
  /**
   * The plan whose entitlements the member has now (null without premium access), and the member's
   * versions read on the way (decision 3051).
   */
  premiumAccessOf: (user: SessionUser) => Promise<{ entitledAs: PlanKey | null; versions: MemberVersions }>,
  resolveApiCaller: (request: FastifyRequest) => Promise<ApiCaller | null> = async () => null,
) {
  const catalog: RouteEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.decorateRequest('user', null);
  app.decorateRequest('apiCaller', null);
  app.decorateRequest('entitledAs', null);
  app.decorateRequest('memberVersions', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    if (route.config?.feature && access !== 'premium') throw new Error(`Route ${String(route.method)} ${route.url} gates a feature without premium access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const feature = route.config?.feature;
      catalog.push(feature ? { method, url: route.url, access, feature } : { method, url: route.url, access });
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
    if (access !== 'premium') return;
    const premium = await premiumAccessOf(request.user);
    request.memberVersions = premium.versions;
    request.entitledAs = premium.entitledAs;
    if (!request.entitledAs) throw premiumRequired();
    const feature = request.routeOptions.config.feature;
    if (feature) assertEntitled(request.entitledAs, (entitlements) => entitlements[feature], GATED_FEATURE_NAMES[feature]);
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
