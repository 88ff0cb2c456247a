import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PoseTrack } from '../../../shared/poseTrack';
import { EXPORT_MAX_SHORT_SIDE } from '../../../shared/videoExport';
import { burnOverlay, exportSize } from '../../../media';
import type { AppContext } from '../../context';
import { makeWorkDir } from '../../infra/workFiles';
import { storageKeys } from '../analysis/service';
import { findAnalysisSummary, findTrack } from '../analysis/store';
import { drawingsOfSwing } from '../drawings/service';
import { overlayPainter } from './overlaySvg';
import { EXPORT_JOB, exportJobSchema } from './service';
import { findExport, updateExport } from './store';

/** The export row is written at most this often (0..1 of the frames), not on every frame. */
const PROGRESS_STEP = 0.02;
const FAILED = 'The video could not be made. Try again; if it fails again, the swing’s own video may be damaged.';

class AnalysisGone extends Error {}

/**
 * The 'swing-export' job: the playback rendition with the chosen overlays burned in, frame by
 * frame (overlaySvg.ts draws each as SVG, sharp rasterises it, media/burnOverlay pipes it into
 * ffmpeg), stored in the analysis's folder. Each progress step is written to the export's row; when
 * the row is gone the analysis was deleted (the row goes with it), so ffmpeg is stopped, the work
 * folder removed and nothing stored. An export whose file was stored just as the analysis went is
 * removed again.
 */
export async function runExportJob(ctx: AppContext, exportId: string, signal?: AbortSignal): Promise<void> {
  const made = await findExport(ctx.db, exportId);
  if (!made || made.status === 'done' || made.status === 'failed') return;
  const swing = await findAnalysisSummary(ctx.db, made.analysisId);
  const track = (await findTrack(ctx.db, made.analysisId)) as PoseTrack | null | undefined;
  if (!swing?.analysis || !swing.playbackKey || !track) return void (await fail(ctx, exportId));
  if (!(await updateExport(ctx.db, exportId, { status: 'rendering', fraction: 0 }))) return;

  const { width, height } = exportSize(track.width, track.height, EXPORT_MAX_SHORT_SIDE);
  const paint = overlayPainter({
    track,
    events: swing.analysis.analysisResults.events,
    view: swing.analysis.analysisResults.view,
    slowMotionFactor: swing.analysis.analysisResults.timing?.slowMotionFactor,
    drawings: made.overlays.drawings ? await drawingsOfSwing(ctx, swing) : [],
    overlays: made.overlays,
    width,
    height,
  });
  const stop = new AbortController();
  const onJobAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onJobAbort, { once: true });
  let written = 0;
  const onProgress = async (fraction: number) => {
    if (fraction - written < PROGRESS_STEP && fraction < 1) return;
    written = fraction;
    if (!(await updateExport(ctx.db, exportId, { fraction: Math.min(fraction, 0.99) }))) stop.abort(new AnalysisGone());
  };

  const source = await ctx.storage.localPath(swing.playbackKey);
  const workDir = await makeWorkDir('fairway-export');
  const key = storageKeys.exportVideo(swing.id, exportId);
  const started = performance.now();
  try {
    const outFile = path.join(workDir, 'export.mp4');
    const frame = (index: number) =>
      sharp(Buffer.from(paint(index)))
        .ensureAlpha()
        .raw()
        .toBuffer();
    await burnOverlay(source.path, outFile, { width, height, fps: track.fps || 30, frameCount: track.frameCount, frame }, { signal: stop.signal, onProgress });
    const { size } = await ctx.storage.put(key, createReadStream(outFile));
    if (!(await updateExport(ctx.db, exportId, { status: 'done', fraction: 1, videoKey: key, videoSize: size }))) throw new AnalysisGone();
    ctx.log.info({ exportId, analysisId: swing.id, ms: Math.round(performance.now() - started), frames: track.frameCount, width, height }, 'swing exported');
  } catch (error) {
    if (stop.signal.reason instanceof AnalysisGone || error instanceof AnalysisGone) {
      await ctx.storage.delete(key);
      ctx.log.info({ exportId, analysisId: swing.id }, 'export stopped: its swing was deleted');
      return;
    }
    if (signal?.aborted) throw error;
    ctx.log.error({ err: error, exportId, analysisId: swing.id }, 'swing export failed');
    await ctx.storage.delete(key);
    await fail(ctx, exportId);
  } finally {
    signal?.removeEventListener('abort', onJobAbort);
    await source.release();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

async function fail(ctx: AppContext, exportId: string): Promise<void> {
  await updateExport(ctx.db, exportId, { status: 'failed', errorMessage: FAILED });
}

/** Registered by processes with the worker role (src/server/modules/workers.ts): one export at a time per process, beside the analyses. */
export async function registerExportWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<unknown>(EXPORT_JOB, async (job) => runExportJob(ctx, exportJobSchema.parse(job.data).exportId, job.signal), { concurrency: 1 });
}
