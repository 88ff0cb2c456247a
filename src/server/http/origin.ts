import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins our own pages are served from: this request's host, and PUBLIC_URL. */
export function isOwnOrigin(request: FastifyRequest, origin: string, publicUrl: string | undefined): boolean {
  return origin === `${request.protocol}://${request.host}` || origin === publicUrl;
}

/**
 * Cross-site request protection for every state-changing request, with or without a cookie: a
 * browser always sends Origin on a cross-site POST, so one from another site is refused. That
 * also stops login CSRF (a page signing the victim's browser into the attacker's account, whose
 * uploads and profile the victim would then fill). Calls without Origin or Sec-Fetch-Site come
 * from programs, not browsers, and carry no victim's ambient credentials.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (isOwnOrigin(request, origin, publicUrl)) return;
      throw httpError(403, 'This request came from another site and was blocked.');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw httpError(403, 'This request came from another site and was blocked.');
    }
  });
}
