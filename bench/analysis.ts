/**
 * Benchmark of the whole swing analysis of one video: npx tsx bench/analysis.ts [video] [--model=thunder] [--all-frames] [--club]
 * Prints one JSON object: per-stage wall times, frames decoded and posed, frames/s, peak memory.
 * `--club` adds the club's read over the swing (TrackOptions.traceClub), which analyses do not run yet: its
 * wall time (`stagesMs.club`) and the frames it read.
 * See bench/README.md for the target.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { trackVideoFileWithStats, type PoseModelName } from '../src/pose/node';
import type { PoseTrack } from '../src/swing/types';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const fixturesDir = process.env.SWING_FIXTURES_DIR ?? resolve(repoRoot, '../shared/fixtures/swings');
const args = process.argv.slice(2);
const video = args.find((a) => !a.startsWith('--')) ?? resolve(fixturesDir, 'golfdb-test-swing.mp4');
const model: PoseModelName = args.includes('--model=thunder') ? 'thunder' : 'lightning';

type AnalyzeSwing = (track: PoseTrack) => unknown;

/** The swing engine's entry point, when it exists yet (it is built alongside this benchmark). */
async function loadEngine(): Promise<AnalyzeSwing | null> {
  const enginePath = resolve(repoRoot, 'src/swing/index.ts');
  if (!existsSync(enginePath)) return null;
  const engine = (await import(enginePath)) as { analyzeSwing?: unknown };
  return typeof engine.analyzeSwing === 'function' ? (engine.analyzeSwing as AnalyzeSwing) : null;
}

const ms = (value: number) => Math.round(value);
// How long the event loop was held at a time: a web server sharing the process waits that long.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const cpuBefore = process.cpuUsage();
const started = performance.now();
const { track, stats } = await trackVideoFileWithStats(video, { model, allFrames: args.includes('--all-frames'), traceClub: args.includes('--club') });

const analyzeSwing = await loadEngine();
let engineMs: number | null = null;
if (analyzeSwing) {
  const engineStarted = performance.now();
  analyzeSwing(track);
  engineMs = performance.now() - engineStarted;
}
const totalMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
loopDelay.disable();

console.log(
  JSON.stringify(
    {
      video,
      model,
      source: { width: track.width, height: track.height, fps: track.fps, durationMs: track.durationMs },
      stagesMs: {
        probe: ms(stats.probeMs),
        decodeAndMotion: ms(stats.decodeMotionMs),
        modelLoad: ms(stats.modelLoadMs),
        pose: ms(stats.poseMs),
        club: ms(stats.clubMs),
        engine: engineMs === null ? 'skipped (src/swing/index.ts has no analyzeSwing yet)' : ms(engineMs),
      },
      totalMs: ms(totalMs),
      framesDecoded: stats.framesDecoded,
      framesPosed: stats.framesPosed,
      framesClubTraced: stats.framesClubTraced,
      modelRuns: stats.inferences,
      decodedFramesPerSecond: Math.round((stats.framesDecoded / totalMs) * 1000 * 10) / 10,
      msPerModelRun: Math.round((stats.poseMs / Math.max(stats.inferences, 1)) * 10) / 10,
      // This process's own CPU time (ffmpeg runs in a child process and is not included): on a
      // shared machine it tells how much of the wall time was ours.
      cpuMs: ms((cpu.user + cpu.system) / 1000),
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
      eventLoopLongestBlockMs: ms(loopDelay.max / 1e6),
    },
    null,
    2,
  ),
);
