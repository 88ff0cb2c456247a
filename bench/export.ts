/**
 * The export's render time (issue 33): one clip's pose tracked once (as the analysis job does),
 * then its playback rendition re-encoded with every overlay burned in, three times, by the code the
 * worker runs (overlaySvg → sharp → media/burnOverlay); and the overlay frames rasterised alone, to
 * show their share. The summary card's time is beside it.
 *   npx tsx bench/export.ts [clip] [--out=file.mp4]   (default: the fixture swing; --out keeps the export to look at)
 * Prints one JSON object with the machine's load: per step the median wall time, ms a frame, and
 * the export's size. On a loaded machine compare the ratios, not the milliseconds.
 */
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { burnOverlay, exportSize, writePlaybackMp4 } from '../src/media';
import { trackVideoFileWithStats } from '../src/pose/node';
import { overlayPainter } from '../src/server/modules/swingExport/overlaySvg';
import { EXPORT_MAX_SHORT_SIDE } from '../src/shared/videoExport';
import { analyzeSwing } from '../src/swing';

const RUNS = 3;
const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const keepAt = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
const clip =
  args.find((arg) => !arg.startsWith('--')) ??
  resolve(process.env.SWING_FIXTURES_DIR ?? resolve(repoRoot, '../shared/fixtures/swings'), 'golfdb-test-swing.mp4');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

const dir = await mkdtemp(join(tmpdir(), 'fairway-export-bench-'));
try {
  const playback = join(dir, 'playback.mp4');
  await writePlaybackMp4(clip, playback);
  const { track } = await trackVideoFileWithStats(clip, { model: 'lightning' });
  const outcome = analyzeSwing(track, {});
  const results = outcome.kind === 'swing' ? outcome.analysis.analysisResults : null;
  const { width, height } = exportSize(track.width, track.height, EXPORT_MAX_SHORT_SIDE);
  const overlays = { skeleton: true, trace: true, drawings: true, events: true };
  const paint = overlayPainter({ track, events: results?.events ?? [], view: results?.view ?? 'unknown', drawings: [], overlays, width, height });
  const frame = (index: number) =>
    sharp(Buffer.from(paint(index)))
      .ensureAlpha()
      .raw()
      .toBuffer();
  const out = join(dir, 'export.mp4');
  const loadBefore = loadavg().map((load) => Math.round(load * 10) / 10);

  const rasteriseMs = await timed(async () => {
    for (let index = 0; index < track.frameCount; index += 1) await frame(index);
  });
  const exportMs = await timed(() => burnOverlay(playback, out, { width, height, fps: track.fps, frameCount: track.frameCount, frame }));
  if (keepAt) await copyFile(out, keepAt);
  const perFrame = (ms: number) => Math.round((ms / track.frameCount) * 10) / 10;
  console.log(
    JSON.stringify(
      {
        clip: clip.split('/').at(-1),
        loadAverage: { before: loadBefore, after: loadavg().map((load) => Math.round(load * 10) / 10) },
        runs: RUNS,
        source: { width: track.width, height: track.height, fps: track.fps, frames: track.frameCount, durationMs: Math.round(track.durationMs) },
        export: { width, height, bytes: (await stat(out)).size },
        medianMs: { export: exportMs, overlaysRasterisedAlone: rasteriseMs },
        msPerFrame: { export: perFrame(exportMs), overlaysRasterisedAlone: perFrame(rasteriseMs) },
        exportToClipLength: Math.round((exportMs / track.durationMs) * 100) / 100,
      },
      null,
      2,
    ),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
