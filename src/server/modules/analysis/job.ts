import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { swingAnalysisSchema, type SwingAnalysis, type SwingEventName } from '../../../shared/analysis';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { notGolfMessage } from '../../../shared/notGolf';
import { TOASTS } from '../../../shared/texts';
import { keepSpareTrackThread, trackInThread, TrackingTimeLimit } from '../../../pose/node';
import { analyzeSwing } from '../../../swing';
import type { PoseTrack } from '../../../swing/types';
import type { AppContext } from '../../context';
import type { SwingAnalysisRow } from '../../db/schema';
import {
  extractJpegFrames,
  MediaError,
  MissingFrameError,
  probeVideo,
  replayBesideFramesFits,
  stillsWritten,
  UnreadableMediaError,
  writePlaybackMp4,
  type VideoInfo,
} from '../../../media';
import { makeWorkDir } from '../../infra/workFiles';
import { queueClubTrace, queueClubTraceStillDue, registerClubTraceWorker } from './clubTraceJob';
import { coachingOptions } from './coachingOptions';
import { progressReporter, publishProgress } from './progress';
import { ANALYSIS_GAVE_UP_JOB, ANALYSIS_HEARTBEAT_REFRESH_SECONDS, ANALYSIS_JOB, analysisJobSchema, queueAnalysis, storageKeys } from './service';
import { countQueuedByMember, findAnalysis, findAnalysisSummary, findProcessingIdleSince, findQueuedBefore, startAttempt, updateAnalysis } from './store';
import { CpuTurns, type Turn } from './cpuTurns';

/** A run that fails this many times for an unexpected reason is given up (pg-boss retries the rest). */
const MAX_ATTEMPTS = 3;
/**
 * Tracking that runs this long is ended and the analysis failed, not retried (issue 25): well under
 * the job's expiry (service.ts), so pg-boss never starts the same analysis beside a stuck run.
 */
export const TRACKING_TIME_LIMIT_MS = 10 * 60_000;
const TOOK_TOO_LONG = 'Analysing this video took too long, so we stopped. Trim it to a few seconds around the swing and upload it again.';
const THUMBNAIL_WIDTH = 320;

type Progress = ReturnType<typeof progressReporter>;

/**
 * The 'swing-analysis' job: probe → decode + pose → engine → thumbnails of the event frames and
 * the playback MP4 → stored → done pushed to the member → the club read over the swing queued as
 * a job of its own (decision 2817). Idempotent: a row that is finished or gone is left alone, and
 * files are written under fixed keys, so a rerun after a crash simply overwrites what the
 * interrupted run left. Beside the process's other analyses it runs only in its turn on the CPU
 * (decision 1510).
 */
export async function runAnalysisJob(ctx: AppContext, turns: CpuTurns, analysisId: string, signal?: AbortSignal): Promise<void> {
  const row = await startAttempt(ctx.db, analysisId);
  // A finished analysis run again had its run die after the result, perhaps before its club read was queued.
  if (!row) return queueClubTraceStillDue(ctx, await findAnalysisSummary(ctx.db, analysisId));
  // A second attempt means a run died (worker killed, deploy) or failed: say so, not silently.
  if (row.attempts > 1) ctx.log.warn({ analysisId, attempt: row.attempts }, 'retrying a swing analysis whose earlier run did not finish');
  const progress = progressReporter(ctx, row);
  const turn = await turns.enter(row.userId);
  try {
    await analyse(ctx, row, progress, turn, signal);
  } catch (error) {
    await progress.flush();
    // Bad media fails the same way every time, and so does a clip that outlasts its time: say so at once instead of retrying.
    if (error instanceof MediaError) {
      // The member sees the reason; the log keeps what the decoder said, to tell a damaged upload from our fault.
      ctx.log.info(
        { analysisId, code: error.code, detail: error instanceof UnreadableMediaError ? error.detail : error.message },
        'swing analysis refused its media',
      );
      return fail(ctx, row, error.code, error.message);
    }
    if (error instanceof TrackingTimeLimit) return fail(ctx, row, ERROR_CODES.analysisTimeout, TOOK_TOO_LONG);
    // pg-boss took the job back (its heartbeat went missing): the retry it started, or its dead-letter
    // queue, ends the analysis; failing it here would delete the original under that retry.
    if (signal?.aborted) {
      ctx.log.warn({ analysisId, attempt: row.attempts, reason: String(signal.reason) }, 'swing analysis run stopped: its job was taken back');
      throw error;
    }
    ctx.log.error({ err: error, analysisId, attempt: row.attempts }, 'swing analysis run failed');
    if (row.attempts >= MAX_ATTEMPTS) return fail(ctx, row, ERROR_CODES.analysisError, TOASTS.analysisFailed.description);
    throw error;
  } finally {
    turns.leave(turn);
    // The next analysis's thread is started ahead once this one is over (decision 3117), not when
    // its tracking ended: the load then slowed this member's event stills by as much (under tsx on
    // the 1080×1920 phone copy, 1.9–2.0 s alone, 3.3–3.5 s beside it).
    keepSpareTrackThread(ctx.config.poseModel);
  }
}

async function analyse(ctx: AppContext, row: SwingAnalysisRow, progress: Progress, turn: Turn, signal?: AbortSignal) {
  const isVideo = !row.originalMime.startsWith('image/');
  const original = await ctx.storage.localPath(row.originalKey);
  const workDir = await makeWorkDir('fairway-analysis');
  const timings = stopwatch();
  const playbackFile = path.join(workDir, 'playback.mp4');
  // A still of every frame, written by the tracker's decoder: the event stills need no decoding after it.
  const stillsDir = path.join(workDir, 'stills');
  const writePlayback = (info: VideoInfo) => writePlaybackMp4(original.path, playbackFile, { info, onSpawn: (encoder) => turn.attach(encoder) });
  // An HDR clip's replay comes from the tracker's own decoding (decision 3115). Any other needs
  // nothing from the analysis: ffmpeg writes it on the second core while the pose model (one wasm
  // thread) works through the frames.
  let playbackWritten: Promise<void> | undefined;
  try {
    const info = isVideo ? await probeVideo(original.path, { maxDurationMs: Number.POSITIVE_INFINITY }) : null;
    const replayWithTracking = info !== null && replayBesideFramesFits(info);
    if (info && !replayWithTracking) {
      playbackWritten = writePlayback(info);
      // Marked as handled now (it may fail while pose runs); its error still surfaces where it is awaited.
      playbackWritten.catch(() => undefined);
    }
    progress.report('decode', 0);
    // On a thread of its own, held back in its turn; ended if pg-boss takes the job back (signal).
    const track = await trackInThread(
      {
        kind: isVideo ? 'video' : 'image',
        path: original.path,
        model: ctx.config.poseModel,
        ...(replayWithTracking ? { replayTo: playbackFile } : {}),
        stillsTo: { dir: stillsDir, width: THUMBNAIL_WIDTH },
      },
      { hold: turn, onProgress: (stage, fraction) => progress.report(stage, fraction), timeLimitMs: TRACKING_TIME_LIMIT_MS, signal },
    );

    timings.lap('pose');
    progress.report('analysis', 0);
    const outcome = analyzeSwing(track, await coachingOptions(ctx.db, row));
    timings.lap('engine');
    if (outcome.kind === 'not_golf') {
      ctx.log.info({ analysisId: row.id, reason: outcome.reason }, 'not a golf swing');
      await progress.flush();
      return fail(ctx, row, ERROR_CODES.nonGolfContent, notGolfMessage(outcome.cause, isVideo ? 'video' : 'image'));
    }
    // The engine's reply is the API's contract: checked here, before it is stored and served.
    const analysis = swingAnalysisSchema.parse(outcome.analysis);
    progress.report('coaching', 0);
    let playbackKey: string | null = null;
    if (info) {
      // The tracker leaves no replay when it stopped reading before the clip's end. Today only a
      // clip with nobody in it does, refused above; the replay does not count on that.
      await (playbackWritten ?? (existsSync(playbackFile) ? undefined : writePlayback(info)));
      playbackKey = storageKeys.playback(row.id);
      await ctx.storage.put(playbackKey, createReadStream(playbackFile));
    }
    timings.lap('playbackWait');
    const stillSources = { original: original.path, replay: isVideo ? playbackFile : undefined, stills: stillsDir, track };
    const thumbnails = await storeThumbnails(ctx, row, stillSources, isVideo, analysis);
    timings.lap('thumbnails');
    await progress.flush();
    const stillThere = await updateAnalysis(ctx.db, row.id, {
      status: 'done',
      stage: 'done',
      stageFraction: 1,
      errorCode: null,
      errorMessage: null,
      track,
      clubTrace: isVideo ? 'tracing' : null,
      analysis,
      // A posture check rates one still position, not a swing: it has no swing score to rank.
      overallScore: analysis.analysisResults.analysisKind === 'posture' ? null : analysis.analysisResults.overallScore,
      thumbnails,
      playbackKey,
      completedAt: new Date(),
    });
    // Deleted while it ran: take away what this run stored.
    if (!stillThere) return ctx.storage.delete(storageKeys.folder(row.id));
    await publishProgress(ctx, row.userId, { id: row.id, status: 'done', stage: 'done', fraction: 1, error: null });
    ctx.log.info({ analysisId: row.id, ms: timings(), frames: track.frames.length, score: analysis.analysisResults.overallScore }, 'swing analysed');
    if (isVideo) await queueClubTrace(ctx, row.id);
  } finally {
    // On an early exit the encode may still run: let it finish before its folder goes.
    await playbackWritten?.catch(() => undefined);
    await original.release();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** Milliseconds per named step, for the log line of each finished analysis. */
function stopwatch() {
  let last = performance.now();
  const laps: Record<string, number> = {};
  const record = () => laps;
  record.lap = (name: string) => {
    const now = performance.now();
    laps[name] = Math.round(now - last);
    last = now;
  };
  return record;
}

/** Where an analysis's stills come from: its original, and the replay and stills written from it when there are. */
export interface StillSources {
  original: string;
  replay?: string;
  /** A folder of every frame's still, written while the clip was tracked (stillsBesideFrames). */
  stills?: string;
  /** The track the events index, whose frame times let the stills skip the clip before the swing. */
  track: PoseTrack;
}

/** One JPEG per distinct event frame; events on the same frame share it. */
export async function storeThumbnails(
  ctx: AppContext,
  row: SwingAnalysisRow,
  sources: StillSources,
  isVideo: boolean,
  analysis: SwingAnalysis,
): Promise<Partial<Record<SwingEventName, string>>> {
  const events = analysis.analysisResults.events;
  const frames = [...new Set(events.map((event) => event.frame))].sort((a, b) => a - b);
  if (frames.length === 0) return {};
  const images = isVideo
    ? await eventStills(ctx, row.id, sources, frames)
    : [await sharp(sources.original).rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer()];
  const keyOfFrame = new Map<number, string>();
  for (const [index, frame] of frames.entries()) {
    const image = isVideo ? images[index] : images[0];
    if (!image) continue;
    const key = storageKeys.thumbnail(row.id, frame);
    await ctx.storage.put(key, image);
    keyOfFrame.set(frame, key);
  }
  const thumbnails: Partial<Record<SwingEventName, string>> = {};
  for (const event of events) {
    const key = keyOfFrame.get(event.frame);
    if (key) thumbnails[event.name] = key;
  }
  return thumbnails;
}

/**
 * The stills of the event frames. From the stills the tracking wrote when they are there (its
 * decoder read the clip to its end); else from the replay when there is one: every frame of the original at
 * its index, at most 1920 px and SDR, so a 4K HDR clip is not decoded again at full size for nine
 * small pictures. A replay that lacks an event frame (a camera recording in CI once gave one,
 * cause unseen) must not fail a finished analysis: the original, whose frames the track indexes, has it.
 */
async function eventStills(ctx: AppContext, analysisId: string, sources: StillSources, frames: number[]): Promise<Buffer[]> {
  const written = sources.stills && (await stillsWritten(sources.stills, frames));
  if (written) return written;
  const timesMs = new Map(sources.track.motion.map((sample) => [sample.frame, sample.timeMs]));
  if (sources.replay) {
    try {
      return await extractJpegFrames(sources.replay, frames, THUMBNAIL_WIDTH, timesMs);
    } catch (error) {
      if (!(error instanceof MissingFrameError)) throw error;
      ctx.log.warn({ err: error, analysisId, frames }, 'the replay lacks an event frame: stills taken from the original');
    }
  }
  return extractJpegFrames(sources.original, frames, THUMBNAIL_WIDTH, timesMs);
}

/**
 * Ends an analysis as failed. Its files go first (issue 25): a failed upload's original is kept no
 * longer than its run (decision 2501), since nothing shows or reruns a failed analysis; the row
 * stays in the member's history with the reason until they delete it.
 */
async function fail(ctx: AppContext, row: { id: string; userId: string }, code: string, message: string): Promise<void> {
  await ctx.storage.delete(storageKeys.folder(row.id));
  const stillThere = await updateAnalysis(ctx.db, row.id, {
    status: 'failed',
    stage: 'failed',
    stageFraction: 1,
    errorCode: code,
    errorMessage: message,
    completedAt: new Date(),
  });
  if (!stillThere) return;
  await publishProgress(ctx, row.userId, { id: row.id, status: 'failed', stage: 'failed', fraction: 1, error: { code, message } });
}

/** Rows younger than this may be between "row written" and "job queued" in a live web process. */
const STRANDED_AFTER_MS = 5_000;

/**
 * Queues again the analyses whose job was never queued (the process died between writing the
 * row and queueing). Analyses that do have a job are untouched: the job id is the analysis id and
 * pg-boss refuses a second job with the same id.
 */
export async function requeueStranded(ctx: AppContext): Promise<number> {
  let requeued = 0;
  for (const { id } of await findQueuedBefore(ctx.db, new Date(Date.now() - STRANDED_AFTER_MS))) {
    try {
      await queueAnalysis(ctx, id);
      requeued += 1;
      ctx.log.warn({ analysisId: id }, 'requeued a swing analysis whose job was lost');
    } catch (error) {
      ctx.log.debug({ err: error, analysisId: id }, 'swing analysis already has its job');
    }
  }
  return requeued;
}

/**
 * Fails the analysis of a job pg-boss gave up on: every attempt died without an answer (the worker
 * was killed more often than pg-boss retries), so no run is coming. An analysis that did finish
 * is left alone, but for its club read, queued if its runs died before they queued it.
 */
export async function failGivenUp(ctx: AppContext, analysisId: string): Promise<boolean> {
  const row = await findAnalysis(ctx.db, analysisId);
  await queueClubTraceStillDue(ctx, row);
  if (!row || row.status === 'done' || row.status === 'failed') return false;
  ctx.log.warn({ analysisId, attempts: row.attempts }, 'gave up a swing analysis whose runs all died');
  await fail(ctx, row, ERROR_CODES.analysisError, TOASTS.analysisFailed.description);
  return true;
}

/**
 * The backstop for jobs queued before they named a dead-letter queue: a run touches its row at
 * every progress step and pg-boss expires a silent job after 15 minutes and retries it within
 * seconds, so a row left `processing` and untouched this long has no run coming.
 */
const ABANDONED_AFTER_MS = 30 * 60_000;

/** Ends analyses whose runs all died, so the member sees a failure instead of a spinner forever. */
export async function failAbandoned(ctx: AppContext): Promise<number> {
  let failed = 0;
  for (const row of await findProcessingIdleSince(ctx.db, new Date(Date.now() - ABANDONED_AFTER_MS))) {
    if (await failGivenUp(ctx, row.id)) failed += 1;
  }
  return failed;
}

/** Registered by processes with the worker role (src/server/modules/workers.ts). */
export async function registerAnalysisWorker(ctx: AppContext): Promise<void> {
  // The first analysis here too starts on a thread whose model is loaded (decision 3117).
  keepSpareTrackThread(ctx.config.poseModel);
  const turns = new CpuTurns((members) => countQueuedByMember(ctx.db, members));
  // One place per member at a time, so the other places are free for other members (decision 1509),
  // and of the analyses running here, the member with the shortest backlog gets the CPU (1510).
  await ctx.jobs.work<unknown>(ANALYSIS_JOB, async (job) => runAnalysisJob(ctx, turns, analysisJobSchema.parse(job.data).analysisId, job.signal), {
    concurrency: ctx.config.analysis.concurrency,
    perGroup: 1,
    heartbeatRefreshSeconds: ANALYSIS_HEARTBEAT_REFRESH_SECONDS,
  });
  await ctx.jobs.work<unknown>(ANALYSIS_GAVE_UP_JOB, async (job) => failGivenUp(ctx, analysisJobSchema.parse(job.data).analysisId));
  // The club reads after the results take their turns among this process's analyses.
  await registerClubTraceWorker(ctx, turns);
  await requeueStranded(ctx);
  await failAbandoned(ctx);
}
