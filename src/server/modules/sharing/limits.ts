import type { preHandlerAsyncHookHandler } from 'fastify';
import { SHARE_LIMITS } from '../../../shared/sharing';
import type { Counters } from '../../infra/counters';
import { consumeAll, tooManyAttempts } from '../auth/rateLimits';

/**
 * Links a member makes (each is a new way into their swing) and reads of shared pages from one
 * address (a page is one JSON answer, the track, a few images and video ranges as the player seeks),
 * so a script can neither mint links nor hammer a guessed token for free.
 */
export function shareLimits(counters: Counters): { make: preHandlerAsyncHookHandler; read: preHandlerAsyncHookHandler } {
  const perMember = counters.counter('share-make:member', SHARE_LIMITS.makePerMember, SHARE_LIMITS.makeWindowMs);
  const perIp = counters.counter('share-read:ip', SHARE_LIMITS.readPerIp, SHARE_LIMITS.readWindowMs);
  return {
    make: async (request) => {
      const wait = await consumeAll([[perMember, request.user!.id]]);
      if (wait !== undefined) throw tooManyAttempts(wait);
    },
    read: async (request) => {
      const wait = await consumeAll([[perIp, request.ip]]);
      if (wait !== undefined) throw tooManyAttempts(wait);
    },
  };
}
