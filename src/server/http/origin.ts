import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request protection for cookie-authenticated writes: a browser always sends Origin on
 * a cross-site POST, so a state-changing request that carries our cookie must come from our own
 * origin (or PUBLIC_URL). Requests without a cookie (webhooks, first login) are not at risk.
 */
export function registerOriginCheck(app: FastifyInstance, cookieName: string, publicUrl: string | undefined) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.cookies?.[cookieName]) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin === ownOrigin(request) || origin === publicUrl) return;
      throw httpError(403, 'This request came from another site and was blocked.');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw httpError(403, 'This request came from another site and was blocked.');
    }
  });
}
