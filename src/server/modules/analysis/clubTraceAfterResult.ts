import type { ClubSample } from '../../../shared/clubTrack';
import type { AppContext } from '../../context';
import { giveUpClubTrace, storeClubTrace } from './store';

/**
 * Stores the club read over a finished analysis's swing once its thread answers (decision 2816):
 * the result is shown first, and the player draws the club path when the track gains it. A read
 * that fails leaves the trace to the hands, never the analysis failed; the member's page is told by
 * `clubTrace` either way.
 */
export async function storeClubWhenRead(ctx: AppContext, analysisId: string, club: Promise<ClubSample[] | null>): Promise<void> {
  const started = performance.now();
  try {
    // No swing to follow is a read that found nothing, not a failure.
    const samples = (await club) ?? [];
    if (await storeClubTrace(ctx.db, analysisId, samples)) {
      ctx.log.info({ analysisId, samples: samples.length, ms: Math.round(performance.now() - started) }, 'club traced over the swing');
    }
  } catch (error) {
    ctx.log.warn({ err: error, analysisId }, 'the club read over a finished swing failed: its trace keeps to the hands');
    await giveUpClubTrace(ctx.db, analysisId);
  }
}
