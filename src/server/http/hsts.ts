import type { FastifyInstance } from 'fastify';

/** One year, subdomains included: the browser then never tries plain http for this host again. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security on answers that went out over https: directly, or through a trusted
 * proxy that said so (X-Forwarded-Proto, honoured only with TRUST_PROXY). Browsers ignore it on
 * plain http, where it would only mislead a scanner, and a development host would be pinned to
 * https by it.
 */
export function registerHsts(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
