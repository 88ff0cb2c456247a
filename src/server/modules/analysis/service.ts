import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { isLostConnection } from '../../db/lostConnection';
import type { SwingAnalysisRow } from '../../db/schema';
import { isSelfOrAdmin, type SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import type { MemberAnswer } from '../../http/memberAnswerCache';
import { assertDecodable } from '../../../media';
import { ENTITLEMENTS } from '../../../shared/entitlements';
import { membershipOf } from '../billing/membership';
import { coachesMember } from '../clubStaff/coachesMember';
import { publishProgress } from './progress';
import type { IncomingSwing } from './sources';
import { tooManyAnalyses } from './errors';
import { analysisVersion, countActiveAnalyses, deleteAnalysisRow, findAnalysisSummary, insertAnalysis, queuePlace, type AnalysisSummaryRow } from './store';

export const ANALYSIS_JOB = 'swing-analysis';
/** Where pg-boss moves an analysis job whose every attempt died (its dead-letter queue). */
export const ANALYSIS_GAVE_UP_JOB = 'swing-analysis-gave-up';
export const analysisJobSchema = z.object({ analysisId: z.uuid() });
type AnalysisJob = z.infer<typeof analysisJobSchema>;

/**
 * Queues the job under the analysis id as the job id: pg-boss keeps one job per id, so queueing
 * the same analysis again (the recovery sweep) cannot run it twice.
 *
 * Fair scheduling (decisions 1502, 1509): the job's priority is minus the number of the member's
 * own analyses still waiting or running ahead of it, and its group is the member. pg-boss hands
 * out the highest priority first (then the oldest), so every member's next swing comes before
 * anyone's second; and the workers run at most one job of a group at a time between them, so a
 * member's backlog holds one place and another member's swing takes the next free one.
 * Both live in the shared queue tables, so any number of workers on PostgreSQL keep them.
 */
export async function queueAnalysis(ctx: AppContext, analysisId: string): Promise<string> {
  return ctx.jobs.send(ANALYSIS_JOB, { analysisId } satisfies AnalysisJob, await analysisJobOptions(ctx, analysisId));
}

const LIVENESS = { heartbeatSeconds: 15, retryDelay: 2, expireInSeconds: 15 * 60, deadLetter: ANALYSIS_GAVE_UP_JOB };
/** How often a running analysis's worker beats (registerAnalysisWorker), well inside LIVENESS.heartbeatSeconds. */
export const ANALYSIS_HEARTBEAT_REFRESH_SECONDS = 2;

/**
 * The job's id, its place among the member's own analyses and the member's group (the fairness above),
 * and its liveness settings.
 * A plan with the priority queue (decision 2702) moves each swing half a turn forward: its member's
 * n-th waiting swing starts before anyone else's n-th, never before anyone's earlier one, so the
 * turns stay and nobody waits for ever.
 * A worker killed mid-analysis hands its job back within about 20 s (issue 25): its heartbeat, every
 * 2 s, is missed for 15 s, the queue's monitor notices within its 5-second pass (infra/jobs.ts)
 * and the retry starts 2 s later. A live worker whose beats are held up (a busy machine, a long
 * garbage collection) keeps its job unless they stop for 13 s (decision 3201). The analysis ends
 * itself long before the expiry (job.ts TRACKING_TIME_LIMIT_MS), so a live run is never retried
 * beside itself. A job killed on every attempt goes to the dead-letter queue, where a worker fails
 * its analysis at once (job.ts).
 */
export async function analysisJobOptions(
  ctx: AppContext,
  analysisId: string,
): Promise<{ id: string; priority: number; group?: { id: string } } & typeof LIVENESS> {
  const place = await queuePlace(ctx.db, analysisId);
  // A row already gone is queued plainly: its job finds nothing to do and ends.
  if (!place) return { id: analysisId, priority: 0, ...LIVENESS };
  const plan = (await membershipOf(ctx.db, { id: place.userId, role: place.role }, ctx.config.billing.graceDays)).entitledAs;
  const front = plan && ENTITLEMENTS[plan].priorityQueue ? 1 : 0;
  return { id: analysisId, priority: -2 * place.ahead + front, group: { id: place.userId }, ...LIVENESS };
}

/** Refuses an upload past the per-member limit of analyses waiting or running (decision 1502), before its file is read. */
export async function assertUnderMemberLimit(ctx: AppContext, userId: string): Promise<void> {
  const limit = ctx.config.analysis.memberLimit;
  if ((await countActiveAnalyses(ctx.db, userId)) >= limit) throw tooManyAnalyses(limit);
}

/**
 * Sends a read computed from the member's analyses alone through the answer cache (decision 1507).
 * The version is read before `produce` runs its queries: a write committed in between is then in
 * the answer kept under the older version (never the reverse, an older answer under a newer one).
 * On a premium route it was read with the plan check, before the route's handler ran.
 * `read` names the route and its normalized query.
 */
export async function sendAnalysisRead(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  member: string,
  read: string,
  produce: () => Promise<MemberAnswer>,
): Promise<FastifyReply> {
  // The member's own read on a premium route: the version came with the plan check's (decision 3051).
  const own = request.memberVersions && request.user?.id === member ? request.memberVersions.analyses : undefined;
  const version = own ?? (await analysisVersion(ctx.db, member));
  return ctx.memberAnswers.send(request, reply, { member, version, read }, produce);
}

/** Every file of an analysis lives under one folder, so removing the folder removes them all. */
export const storageKeys = {
  folder: (id: string) => `analyses/${id}/`,
  original: (id: string, ext: string) => `analyses/${id}/original.${ext}`,
  playback: (id: string) => `analyses/${id}/playback.mp4`,
  thumbnail: (id: string, frame: number) => `analyses/${id}/thumbnails/frame-${frame}.jpg`,
  /** An MP4 with overlays the owner exported (issue 33): in the folder, so it goes with the analysis. */
  exportVideo: (id: string, exportId: string) => `analyses/${id}/exports/${exportId}.mp4`,
};

/**
 * Takes a received swing into the system: checks it decodes, writes the row, stores the file,
 * then queues the job — in that order, so a queued job always finds its row and its file, and a
 * failure at any step leaves nothing behind. The temporary file is always removed.
 */
export async function acceptSwing(ctx: AppContext, userId: string, incoming: IncomingSwing): Promise<SwingAnalysisRow> {
  const { file } = incoming;
  try {
    await assertDecodable(file);
    const id = randomUUID();
    const originalKey = storageKeys.original(id, file.media.ext);
    const row = await insertAnalysis(ctx.db, {
      id,
      userId,
      status: 'queued',
      stage: 'upload',
      stageFraction: 1,
      sourceKind: incoming.sourceKind,
      sourceUrl: incoming.sourceUrl ?? null,
      originalKey,
      originalMime: file.media.mime,
      originalSize: file.size,
      originalSha256: file.sha256,
      clubUsed: incoming.labels.clubUsed ?? null,
      practiceType: incoming.labels.practiceType ?? null,
      focusArea: incoming.labels.focusArea ?? null,
      swingLength: incoming.labels.swingLength ?? null,
    });
    try {
      await ctx.storage.put(originalKey, createReadStream(file.path));
      await queueAnalysis(ctx, id);
    } catch (error) {
      await discardAnalysis(ctx, id);
      throw error;
    }
    await publishProgress(ctx, userId, { id, status: 'queued', stage: 'upload', fraction: 1, error: null });
    return row;
  } finally {
    await file.discard();
  }
}

/** Removes an analysis and all its files. A job still running on it notices and cleans up after itself. */
export async function discardAnalysis(ctx: AppContext, id: string): Promise<void> {
  await deleteAnalysisRow(ctx.db, id);
  await ctx.storage.delete(storageKeys.folder(id));
}

const notFound = () => httpError(404, 'This swing analysis does not exist (it may have been deleted).');

/**
 * The analysis if the caller may change it: its owner or an admin. Another member's analysis gets
 * the same 404 as a missing one, so its id does not confirm that it exists.
 */
export async function accessibleSummary(ctx: AppContext, user: SessionUser, id: string): Promise<AnalysisSummaryRow> {
  const row = await findAnalysisSummary(ctx.db, id);
  if (!row || !isSelfOrAdmin(user, row.userId)) throw notFound();
  return row;
}

/**
 * For reading only (the detail without its track, the track, the video and thumbnails): also the
 * owner and coaches of the member's club, who review it in the player (decision 1703). Changes stay
 * with the member.
 */
export async function viewableSummary(ctx: AppContext, user: SessionUser, id: string): Promise<AnalysisSummaryRow> {
  const row = await findAnalysisSummary(ctx.db, id);
  if (!row || !(isSelfOrAdmin(user, row.userId) || (await coachesMember(ctx.db, user.id, row.userId)))) throw notFound();
  return row;
}

const POLL_INTERVAL_MS = 100;

/**
 * Waits until the analysis is done or failed, polling the row (the worker may be another
 * process). Returns undefined when the time is up. A poll that loses its database connection is
 * one poll missed, not the member's answer: the analysis goes on, and so does the wait.
 */
export async function waitForAnalysis(ctx: AppContext, id: string, timeoutMs: number): Promise<AnalysisSummaryRow | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await findAnalysisSummary(ctx.db, id).catch((error: unknown) => {
      if (isLostConnection(error)) return 'missed' as const;
      throw error;
    });
    if (!row) throw notFound();
    if (row !== 'missed' && (row.status === 'done' || row.status === 'failed')) return row;
    if (Date.now() >= deadline) return undefined;
    await sleep(POLL_INTERVAL_MS);
  }
}
