import { z } from 'zod';
import { clubInThread } from '../../../pose/node';
import type { PoseTrack } from '../../../swing/types';
import type { AppContext } from '../../context';
import type { CpuTurns } from './cpuTurns';
import type { SwingAnalysisRow } from '../../db/schema';
import { findSwingsToClubTrace, giveUpClubTrace, startClubTrace, storeClubTrace } from './store';

/** The club read over a finished swing (decision 2817): a job of its own, after the result. */
export const CLUB_TRACE_JOB = 'swing-club-trace';
/** Where pg-boss moves a club read whose every attempt died. */
export const CLUB_TRACE_GAVE_UP_JOB = 'swing-club-trace-gave-up';
const clubTraceJobSchema = z.object({ analysisId: z.uuid() });

/**
 * A read runs this long at most (decisions 2810 and 2816 measured 1–10 s, an HDR clip's the
 * longest), and ends well inside the queue's 15-minute expiry, so pg-boss never starts it again
 * beside itself.
 */
const CLUB_READ_TIME_LIMIT_MS = 5 * 60_000;
/** Reads of swings analysed before the club was read at all come after those of new swings. */
const EARLIER_SWING_PRIORITY = -1;

/**
 * Queues the club read of a finished swing under the analysis id as the job id: pg-boss keeps one
 * job per id in a queue, so queueing it again (a rerun, the sweep at start) does not read it twice.
 */
export async function queueClubTrace(ctx: AppContext, analysisId: string): Promise<void> {
  try {
    await ctx.jobs.sendEach(CLUB_TRACE_JOB, [{ id: analysisId, data: { analysisId } }], { deadLetter: CLUB_TRACE_GAVE_UP_JOB });
  } catch (error) {
    // The swing stays `tracing`, and the sweep at the next worker start queues it.
    ctx.log.warn({ err: error, analysisId }, 'the club read of this swing could not be queued');
  }
}

/**
 * Queues the club read of a finished swing still said to be tracing: its analysis's run died after
 * the result, perhaps before it queued the read. Queued already, it is not queued again.
 */
export async function queueClubTraceStillDue(ctx: AppContext, row: Pick<SwingAnalysisRow, 'id' | 'status' | 'clubTrace'> | undefined): Promise<void> {
  if (row?.status === 'done' && row.clubTrace === 'tracing') await queueClubTrace(ctx, row.id);
}

/**
 * Reads the club over a finished swing and puts the samples into its stored track (decision
 * 2817): on a thread of its own, in a CPU turn ranked by its member's backlog and, between equals,
 * after analyses still working towards their result. A read that fails (the clip gone, the decoder
 * stopped) leaves the trace to the hands, never the swing failed; the member's page is told by
 * `clubTrace` either way. A run pg-boss takes back is left to its retry.
 */
export async function runClubTraceJob(ctx: AppContext, turns: CpuTurns, analysisId: string, signal?: AbortSignal): Promise<void> {
  // A read already ended (a job queued twice, a retry after the read was stored) reads nothing.
  const row = await startClubTrace(ctx.db, analysisId);
  if (!row) return;
  const started = performance.now();
  const turn = await turns.enter(row.userId, { afterResult: true });
  try {
    const original = await ctx.storage.localPath(row.originalKey);
    try {
      const request = { path: original.path, track: row.track as PoseTrack };
      // No swing to follow is a read that found nothing, not a failure.
      const samples = (await clubInThread(request, { hold: turn, timeLimitMs: CLUB_READ_TIME_LIMIT_MS, signal })) ?? [];
      if (await storeClubTrace(ctx.db, analysisId, samples)) {
        ctx.log.info({ analysisId, samples: samples.length, ms: Math.round(performance.now() - started) }, 'club traced over the swing');
      }
    } finally {
      await original.release();
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    ctx.log.warn({ err: error, analysisId }, 'the club read over a finished swing failed: its trace keeps to the hands');
    await giveUpClubTrace(ctx.db, analysisId);
  } finally {
    turns.leave(turn);
  }
}

/**
 * Queues the club read of every finished swing still without one: a read whose job a stopped
 * process never queued, and, once, each swing analysed before the club was read (those after
 * new swings' reads). A thousand jobs to a statement (decision 2819): a long history is
 * thousands of swings, and until each is read every start sends it again. Returns how many were
 * queued.
 */
export async function queueSwingsToClubTrace(ctx: AppContext): Promise<number> {
  const swings = await findSwingsToClubTrace(ctx.db);
  const jobs = swings.map((swing) => ({
    id: swing.id,
    data: { analysisId: swing.id },
    priority: swing.clubTrace === null ? EARLIER_SWING_PRIORITY : 0,
  }));
  const queued = await ctx.jobs.sendEach(CLUB_TRACE_JOB, jobs, { deadLetter: CLUB_TRACE_GAVE_UP_JOB });
  if (queued > 0) ctx.log.info({ queued }, 'queued the club read of finished swings without one');
  return queued;
}

/**
 * Registered with the analysis worker, whose CPU turns the reads share (job.ts). The sweep runs
 * beside the worker's start, not before it: on the first start after the club read came it queued
 * every swing analysed before, and a start must not wait for that.
 */
export async function registerClubTraceWorker(ctx: AppContext, turns: CpuTurns): Promise<void> {
  const analysisIdOf = (data: unknown) => clubTraceJobSchema.parse(data).analysisId;
  await ctx.jobs.work<unknown>(CLUB_TRACE_JOB, async (job) => runClubTraceJob(ctx, turns, analysisIdOf(job.data), job.signal));
  await ctx.jobs.work<unknown>(CLUB_TRACE_GAVE_UP_JOB, async (job) => giveUpClubTrace(ctx.db, analysisIdOf(job.data)));
  queueSwingsToClubTrace(ctx).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'the sweep for swings without a club read stopped; the next start sweeps again'),
  );
}
