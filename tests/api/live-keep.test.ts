import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swingAnalysisDetailSchema } from '../../src/shared/analysis';
import { runFfmpeg } from '../../src/media/ffmpeg';
import { analysisRowCount, fixturePath, storedFiles, uploadForm, waitUntilFinished } from './analysis-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';

/**
 * A swing kept from a live session (decision 1608): the browser's recorded clip, a WebM (VP8) with
 * no duration in its header as MediaRecorder writes it, goes through the upload route with
 * `source=live` and becomes a stored analysis like any upload: the pose model and the swing engine
 * on its frames, a playable video and the keypoint track.
 */

let server: TestServer;
let member: ApiClient;
let scratch: string;
let liveClip: Uint8Array;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'live-keep-'));
  const webm = path.join(scratch, 'live.webm');
  // `-live 1`: no duration and no cues, like a MediaRecorder recording.
  // prettier-ignore
  const made = await runFfmpeg([
    '-v', 'error', '-i', fixturePath(), '-an',
    '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '2M',
    '-f', 'webm', '-live', '1', '-y', webm,
  ]);
  if (made.code !== 0) throw new Error(`ffmpeg: ${made.stderr}`);
  liveClip = await fs.readFile(webm);
  server = await startTestServer();
  member = client(server.baseUrl);
  await member.registerMember({ email: uniqueEmail('keeper') });
});

afterAll(async () => {
  await server?.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('keeping a live swing', () => {
  it('stores the recorded WebM clip as a finished analysis with events, score, video and track, labelled live', async () => {
    const accepted = await uploadForm(member, { data: liveClip, name: 'live-swing.webm', type: 'video/webm' }, { source: 'live', clubUsed: '7 Iron' });
    expect(accepted.status, accepted.text).toBe(202);

    const detail = swingAnalysisDetailSchema.parse((await waitUntilFinished(member, accepted.body.id)).body);
    expect(detail).toMatchObject({ status: 'done', sourceKind: 'live', mediaKind: 'video', clubUsed: '7 Iron' });
    const results = detail.analysis!.analysisResults;
    expect(results.analysisKind).toBe('swing');
    // Every event the engine finds, in swing order, on the clip's own frames.
    const frames = results.events.map((event) => event.frame);
    expect(results.events.map((event) => event.name)).toEqual(expect.arrayContaining(['address', 'top', 'impact', 'finish']));
    expect(frames).toEqual([...frames].sort((a, b) => a - b));
    expect(results.overallScore).toBeGreaterThan(0);

    const video = await member.get(detail.videoUrl!);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const track = await member.get(detail.trackUrl!);
    expect(track.status).toBe(200);
    expect((await member.get('/api/swing-analyses')).body[0]).toMatchObject({ id: detail.id, sourceKind: 'live' });
  });

  it('refuses a source other than live, and a live source that is not a video, storing nothing', async () => {
    const rowsBefore = await analysisRowCount(server);
    const filesBefore = await storedFiles(server);

    const unknown = await uploadForm(member, { data: liveClip, name: 'live-swing.webm', type: 'video/webm' }, { source: 'camera' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('source must be "live" or left out.');

    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f6b3a' } })
      .png()
      .toBuffer();
    const still = await uploadForm(member, { data: photo, name: 'still.png', type: 'image/png' }, { source: 'live' });
    expect(still.status).toBe(400);
    expect(still.body.message).toBe('A swing kept from a live session must be a video.');

    expect(await analysisRowCount(server)).toBe(rowsBefore);
    expect(await storedFiles(server)).toEqual(filesBefore);
  });
});
