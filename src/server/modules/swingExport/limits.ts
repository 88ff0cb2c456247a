import type { preHandlerAsyncHookHandler } from 'fastify';
import { EXPORT_LIMITS } from '../../../shared/videoExport';
import type { Counters } from '../../infra/counters';
import { consumeAll, tooManyAttempts } from '../auth/rateLimits';

/**
 * Exports a member starts (each is a minute of a worker's CPU) and summary cards a member draws
 * (each is an SVG rasterised on the web process), so a script cannot keep either busy for free.
 */
export function exportLimits(counters: Counters): { make: preHandlerAsyncHookHandler; card: preHandlerAsyncHookHandler } {
  const makes = counters.counter('export-make:member', EXPORT_LIMITS.makePerMember, EXPORT_LIMITS.makeWindowMs);
  const cards = counters.counter('summary-card:member', EXPORT_LIMITS.cardsPerMember, EXPORT_LIMITS.cardWindowMs);
  const perMember =
    (counter: typeof makes): preHandlerAsyncHookHandler =>
    async (request) => {
      const wait = await consumeAll([[counter, request.user!.id]]);
      if (wait !== undefined) throw tooManyAttempts(wait);
    };
  return { make: perMember(makes), card: perMember(cards) };
}
