/**
 * Decode speed alone, without posing: every clip of a folder decoded to the pose layer's RGB
 * frames (longest side 960 px) by the ffmpeg the app uses (or FFMPEG_PATH), three times each.
 *   npx tsx bench/decode.ts [folder]
 * Prints one JSON object: the ffmpeg's `-version` line, the machine's load, and per clip the
 * frames decoded, the median wall time and frames a second; the total of the medians. For
 * comparing two ffmpeg builds or two sets of decode arguments on the same machine (decision 3030).
 */
import { readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeFrames } from '../src/media';
import { ffmpegVersionLine } from '../src/media/ffmpegVersion';

const RUNS = 3;
const MAX_SIDE = 960;
const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const folder = process.argv[2] ?? process.env.SWING_FIXTURES_DIR ?? resolve(repoRoot, '../shared/fixtures/swings');
const videos = (await readdir(folder)).filter((name) => ['.mp4', '.mov', '.webm', '.mkv'].includes(extname(name).toLowerCase())).sort();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const clips = [];
for (const clip of videos) {
  const times: number[] = [];
  let frames = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    frames = 0;
    for await (const _frame of decodeFrames(resolve(folder, clip), { maxSide: MAX_SIDE })) frames += 1;
    times.push(performance.now() - started);
  }
  const ms = Math.round(median(times));
  clips.push({ clip, frames, medianMs: ms, framesPerSecond: Math.round((frames * 1000) / ms) });
}
console.log(
  JSON.stringify(
    {
      ffmpeg: await ffmpegVersionLine(),
      loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
      runs: RUNS,
      totalMedianMs: clips.reduce((sum, clip) => sum + clip.medianMs, 0),
      clips,
    },
    null,
    2,
  ),
);
