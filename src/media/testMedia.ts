/**
 * Media for tests, made with the same ffmpeg the app uses: the real fixture footage (kept outside
 * the repository) and variations of it (rotated, padded into a wide shot, cut short, too long).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFfmpeg, stderrTail } from './ffmpeg';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/** The real test swing: SWING_FIXTURES_DIR, or ../shared/fixtures/swings beside the repository. */
export function fixtureVideo(): string {
  const dir = process.env.SWING_FIXTURES_DIR ?? resolve(repoRoot, '../shared/fixtures/swings');
  return join(dir, 'golfdb-test-swing.mp4');
}

export function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'fairway-media-'));
}

/** Runs ffmpeg to make a file and fails loudly if it could not. */
export async function makeWithFfmpeg(outPath: string, args: string[]): Promise<string> {
  const { code, stderr } = await runFfmpeg([...args, '-y', outPath]);
  if (code !== 0) throw new Error(`ffmpeg could not make ${outPath}: ${stderrTail(stderr)}`);
  return outPath;
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
