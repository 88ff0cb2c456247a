import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decompressionBombPng, durationlessWebm, eightKClip, patternClip, tempDir, truncatedCopy } from '../../src/media/testMedia';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { analysisRowCount, fixturePath, uploadForm, waitUntilFinished } from './analysis-helpers';

/**
 * The fuzz walk's media cases (issue 25): files that are valid enough to pass a sniff but cost
 * or break something further in. Each goes through the multipart upload and the spec's data-URL
 * route (refusals only: it waits for what it accepts). None may answer 500 or above; the ones the limits can judge are refused with a message
 * and store nothing; a damaged stream that still probes may be accepted, and must then end (done
 * or failed) rather than hang. The server answers afterwards.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Bytes from a small seeded generator (xorshift), so a run is repeatable. */
function seededBytes(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

interface MediaCase {
  name: string;
  file: string;
  mime: string;
  /** True when the limits or the decoder know at intake: refused, nothing stored. */
  refused: boolean;
}

let server: TestServer;
let member: ApiClient;
let dir: string;
const cases: MediaCase[] = [];

beforeAll(async () => {
  server = await startTestServer();
  member = client(server.baseUrl);
  await member.registerMember({ email: uniqueEmail('fuzz-media') });
  dir = await tempDir();
  const at = (name: string) => path.join(dir, name);
  const fixture = await fs.readFile(fixturePath());
  // The fixture with a stretch of its middle overwritten: the container survives, the frames do not.
  const corrupt = Buffer.from(fixture);
  seededBytes(64 * 1024, SEED).copy(corrupt, Math.floor(corrupt.length / 2));
  await fs.writeFile(at('corrupt.mp4'), corrupt);
  await sharp({ create: { width: 8000, height: 4, channels: 3, background: 'white' } })
    .png()
    .toFile(at('strip.png'));
  await sharp({ create: { width: 4, height: 8000, channels: 3, background: 'white' } })
    .png()
    .toFile(at('pole.png'));
  await fs.writeFile(at('bomb.png'), decompressionBombPng(100_000));
  cases.push(
    { name: '16384×8', file: await patternClip(at('wide.mp4'), { width: 16384, height: 8, fps: 30, seconds: 2 }), mime: 'video/mp4', refused: true },
    { name: '8×4096', file: await patternClip(at('tall.mp4'), { width: 8, height: 4096, fps: 30, seconds: 2 }), mime: 'video/mp4', refused: true },
    { name: '1000 fps', file: await patternClip(at('fast.mp4'), { width: 96, height: 64, fps: 1000, seconds: 3 }), mime: 'video/mp4', refused: true },
    { name: '8K', file: await eightKClip(at('8k.mp4')), mime: 'video/mp4', refused: true },
    { name: '10-minute WebM without a duration', file: await durationlessWebm(at('live.webm'), 600), mime: 'video/webm', refused: true },
    { name: 'truncated MP4', file: await truncatedCopy(fixturePath(), at('cut.mp4')), mime: 'video/mp4', refused: true },
    { name: 'corrupt stream', file: at('corrupt.mp4'), mime: 'video/mp4', refused: false },
    { name: '8000×4 PNG', file: at('strip.png'), mime: 'image/png', refused: true },
    { name: '4×8000 PNG', file: at('pole.png'), mime: 'image/png', refused: true },
    { name: 'decompression-bomb PNG', file: at('bomb.png'), mime: 'image/png', refused: true },
  );
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('the fuzz walk over media', () => {
  it('answers every case below 500, refuses what the limits know, and ends what it accepts', { timeout: 600_000 }, async () => {
    for (const { name, file, mime, refused } of cases) {
      const data = await fs.readFile(file);
      const rowsBefore = await analysisRowCount(server);
      const answers = [await uploadForm(member, { data, name: path.basename(file), type: mime })];
      // The spec's route waits for an accepted analysis (and answers 504 past its wait): only refusals go there.
      if (refused) answers.push(await member.post('/api/swing-analysis', { imageData: `data:${mime};base64,${data.toString('base64')}` }));
      for (const answer of answers) {
        expect(answer.status, `${name}: ${answer.text}`).toBeLessThan(500);
        if (refused) {
          expect(answer.status, name).toBeGreaterThanOrEqual(400);
          expect(typeof answer.body.message, name).toBe('string');
        }
      }
      if (refused) {
        expect(await analysisRowCount(server), name).toBe(rowsBefore);
        continue;
      }
      // Accepted by the multipart route: it must come to an end, failed or done.
      if (answers[0]!.status === 202) {
        const finished = await waitUntilFinished(member, answers[0]!.body.id as string, 300_000);
        expect(['done', 'failed'], name).toContain(finished.body.status);
      }
    }
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});
