/**
 * Media for tests, made with the same ffmpeg the app uses: the real fixture footage (kept outside
 * the repository) and variations of it (rotated, padded into a wide shot, cut short, too long).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { runFfmpeg, stderrTail } from './ffmpeg';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/** The real test swing: SWING_FIXTURES_DIR, or ../shared/fixtures/swings beside the repository. */
export function fixtureVideo(): string {
  const dir = process.env.SWING_FIXTURES_DIR ?? resolve(repoRoot, '../shared/fixtures/swings');
  return join(dir, 'golfdb-test-swing.mp4');
}

const madeDirs: string[] = [];

/** A temporary folder for a test file's media, removed when the file is done (removeTempDirs). */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fairway-media-'));
  madeDirs.push(dir);
  return dir;
}

/** Removes the folders tempDir made; run after every test file (tests/setup/tempMedia.ts). */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(madeDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Runs ffmpeg to make a file and fails loudly if it could not. */
export async function makeWithFfmpeg(outPath: string, args: string[]): Promise<string> {
  const { code, stderr } = await runFfmpeg([...args, '-y', outPath]);
  if (code !== 0) throw new Error(`ffmpeg could not make ${outPath}: ${stderrTail(stderr)}`);
  return outPath;
}

/**
 * The clip as an Android phone stores slow motion: the same frames played `times` slower (every
 * timestamp stretched, nothing re-encoded) and the rate they were captured at in the header's
 * com.android.capture.fps, so the file states its slow motion. `seconds` of the source, or all of it.
 */
export async function androidSlowMotionCopy(source: string, outPath: string, opts: { times: number; capturedAt: number; seconds?: number }): Promise<string> {
  // ffmpeg arguments stay in their flag/value groups, one line per step.
  // prettier-ignore
  return makeWithFfmpeg(outPath, [
    ...(opts.seconds ? ['-t', String(opts.seconds)] : []),
    '-itsscale', String(opts.times), '-i', source, '-map', '0:v:0', '-c', 'copy',
    '-movflags', 'use_metadata_tags', '-metadata', `com.android.capture.fps=${opts.capturedAt.toFixed(6)}`,
  ]);
}

/** H.264 at CRF 20: what a messaging app's or a phone's re-encode does to a clip's pixels. */
const REENCODE_H264 = ['-c:v', 'libx264', '-crf', '20', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];

/**
 * The clip through H.264 once more at CRF 20, at its own size, rate and frame times: the pixels
 * change by compression alone, as a golfer's footage does every time an app or a messenger
 * re-encodes it. The display rotation is applied to the pixels, so the copy shows the same
 * picture. Every frame is kept (none dropped or duplicated), so frame numbers are the source's.
 * `mirrored` also flips the picture left to right: the same swing by a golfer of the other hand.
 */
export async function reencodedCopy(source: string, outPath: string, { mirrored = false } = {}): Promise<string> {
  // ffmpeg arguments stay in their flag/value groups, one line per step.
  // prettier-ignore
  return makeWithFfmpeg(outPath, [
    '-i', source, '-map', '0:v:0', '-vsync', 'passthrough',
    ...(mirrored ? ['-vf', 'hflip'] : []),
    ...REENCODE_H264,
  ]);
}

/**
 * The clip played `times` times over in one file, as one clip of several swings: frames, size and
 * rate as the source's, re-encoded once (a re-encode alone moves an event by a frame or two,
 * decision 2413).
 */
export async function repeatedClip(source: string, outPath: string, times: number): Promise<string> {
  const inputs = Array.from({ length: times }, () => ['-i', source]).flat();
  const joined = `${Array.from({ length: times }, (_, k) => `[${k}:v:0]`).join('')}concat=n=${times}:v=1:a=0`;
  // prettier-ignore
  return makeWithFfmpeg(outPath, [
    ...inputs, '-filter_complex', joined,
    ...REENCODE_H264,
  ]);
}

/** The clip's first `seconds`, re-encoded: the fixture's golfer standing at address, before the club moves. */
export function openingOf(source: string, outPath: string, seconds: number): Promise<string> {
  return makeWithFfmpeg(outPath, ['-i', source, '-map', '0:v:0', '-t', String(seconds), ...REENCODE_H264]);
}

/** The first half of a file's bytes: an upload cut short. */
export async function truncatedCopy(source: string, outPath: string): Promise<string> {
  const data = await readFile(source);
  await writeFile(outPath, data.subarray(0, Math.floor(data.length / 2)));
  return outPath;
}

/**
 * A clip stored the way phones store portrait video: the pixels lie on their side (turned a
 * quarter left) and the stream says "show me turned a quarter right" (ffmpeg reads it back as
 * rotate 90 / display matrix -90, like an iPhone clip). The bundled ffmpeg drops a rotate tag
 * while encoding and writes the opposite angle when copying, hence two steps and 270 on write;
 * tests check the result with probeVideo.
 */
export async function phoneStyleCopy(source: string, outPath: string, opts: { seconds: number; codec: 'libx264' | 'libx265' }): Promise<string> {
  const sideways = `${outPath}.sideways${outPath.slice(outPath.lastIndexOf('.'))}`;
  const hevcTag = opts.codec === 'libx265' ? ['-tag:v', 'hvc1'] : [];
  await makeWithFfmpeg(sideways, ['-i', source, '-t', String(opts.seconds), '-vf', 'transpose=2', '-c:v', opts.codec, '-preset', 'ultrafast', ...hevcTag]);
  return makeWithFfmpeg(outPath, ['-i', sideways, '-c', 'copy', '-metadata:s:v:0', 'rotate=270']);
}

/** Encodes one of ffmpeg's generated sources (lavfi) as H.264 4:2:0, as fast as it goes. */
function lavfiClip(outPath: string, source: string, seconds: number): Promise<string> {
  return makeWithFfmpeg(outPath, ['-f', 'lavfi', '-i', source, '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']);
}

/**
 * Clips past the limits of limits.ts, made at test time (issue 25): ffmpeg's moving test pattern
 * in the given size, rate and length. Tiny frames at a high rate encode in seconds.
 */
export function patternClip(outPath: string, opts: { width: number; height: number; fps: number; seconds: number }): Promise<string> {
  return lavfiClip(outPath, `testsrc2=size=${opts.width}x${opts.height}:rate=${opts.fps}`, opts.seconds);
}

/** A 5-second 8K (7680×4320) black clip, one frame a second so that it encodes quickly. */
export function eightKClip(outPath: string): Promise<string> {
  return lavfiClip(outPath, 'color=black:size=7680x4320:rate=1', 5);
}

/**
 * A WebM written the way a live recorder writes it (`-live 1`): no duration in the container and
 * no index, so ffmpeg's report says "Duration: N/A" however long it runs.
 */
export function durationlessWebm(outPath: string, seconds: number): Promise<string> {
  // ffmpeg arguments stay in their flag/value groups.
  // prettier-ignore
  return makeWithFfmpeg(outPath, [
    '-f', 'lavfi', '-i', 'testsrc2=size=96x64:rate=5', '-t', String(seconds),
    '-c:v', 'libvpx', '-b:v', '50k', '-deadline', 'realtime', '-cpu-used', '8', '-live', '1', '-f', 'webm',
  ]);
}

/**
 * The source's opening as Chromium's MediaRecorder writes a camera that delivered frames in pairs
 * (seen under load in CI): a WebM whose frames come two to a millisecond, so the container holds
 * each timestamp twice. Timed in tenths of a millisecond and muxed in whole ones, which rounds each
 * pair together; WebM allows equal timestamps.
 */
export function pairedTimestampsWebm(source: string, outPath: string, seconds: number): Promise<string> {
  // prettier-ignore
  return makeWithFfmpeg(outPath, [
    '-i', source, '-t', String(seconds),
    '-vf', 'settb=1/10000,setpts=floor(N/2)*667+mod(N\\,2)*3', '-vsync', 'passthrough', '-enc_time_base', '-1',
    '-c:v', 'libvpx', '-b:v', '1M', '-f', 'webm',
  ]);
}

/**
 * A decompression bomb: a PNG whose header declares `side`×`side` pixels of RGB, followed by a
 * little deflated data (zeros compress a thousandfold, so a real one is a few hundred kilobytes
 * for gigabytes of pixels). Decoders that trust the header allocate or inflate it all.
 */
export function decompressionBombPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc(4 * 1024 * 1024));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
