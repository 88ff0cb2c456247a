import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoseTrack } from '../../src/swing/types';
import { notGolfMessage } from '../../src/shared/notGolf';
import { packedTrackSchema, unpackTrack } from '../../src/shared/trackCodec';
import { analyzeSwing } from '../../src/swing';
import { analysisRowCount, storedFiles } from './analysis-helpers';
import { client, uniqueEmail } from './client';
import { startTestServer, type TestServer } from './harness';

// The fixture's track as the server's own sampling made it: what the browser's tracker sends.
const track = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/tracks/golfdb-test-swing.sampled.json'), 'utf8')) as PoseTrack;
const file = { size: 440224, sha256: 'a'.repeat(64), type: 'video/mp4' };

describe('POST /api/swing-analyses/on-device', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs the swing engine on the track and stores a finished analysis without any file', async () => {
    const api = client(server.baseUrl);
    await api.registerMember({ email: uniqueEmail('device') });
    const response = await api.post('/api/swing-analyses/on-device', { track, file, clubUsed: 'Driver', swingLength: 'Half swing' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'done',
      sourceKind: 'device',
      mediaKind: 'video',
      videoUrl: null,
      clubUsed: 'Driver',
      swingLength: 'Half swing',
    });
    // The server's engine, not the sender, produced the result, for the club and length given.
    const expected = analyzeSwing(track, { club: 'Driver', swingLength: 'Half swing' });
    expect(expected.kind).toBe('swing');
    if (expected.kind === 'swing') {
      expect(response.body.overallScore).toBe(expected.analysis.analysisResults.overallScore);
      expect(response.body.analysis.feedback).toBe(expected.analysis.feedback);
      expect(response.body.analysis.feedback).toContain('half swing with the driver');
    }
    const { trackUrl } = (await api.get(`/api/swing-analyses/${response.body.id}`)).body;
    expect(unpackTrack(packedTrackSchema.parse((await api.get(trackUrl)).body)).frames).toHaveLength(track.frames.length);
    expect((await api.get(`/api/swing-analyses/${response.body.id}/video`)).status).toBe(404);
    expect(await storedFiles(server)).toEqual([]);
    expect((await api.delete(`/api/swing-analyses/${response.body.id}`)).status).toBeLessThan(300);
  });

  it('refuses malformed tracks, a track with nobody in it and a non-member, storing nothing', async () => {
    const api = client(server.baseUrl);
    await api.registerMember({ email: uniqueEmail('device-bad') });
    const before = await analysisRowCount(server);
    const reversed = { ...track, frames: [...track.frames].reverse() };
    const nobody = { ...track, frames: track.frames.map((f) => ({ ...f, keypoints: f.keypoints.map((k) => ({ ...k, score: 0.01 })) })) };
    const cases: Array<[unknown, number]> = [
      [{ track, file: { ...file, sha256: 'nope' } }, 400],
      [{ track: { ...track, source: 'image' }, file }, 400],
      [{ track: { ...track, frames: [{ frame: 0, timeMs: 0, keypoints: [] }] }, file }, 400],
      [{ track: reversed, file }, 422],
      [{ track: nobody, file }, 422],
      [{ file }, 400],
    ];
    for (const [body, status] of cases) expect((await api.post('/api/swing-analyses/on-device', body)).status).toBe(status);
    // The page shows the server's words: what to film instead.
    expect((await api.post('/api/swing-analyses/on-device', { track: nobody, file })).body).toMatchObject({
      code: 'non_golf_content',
      message: notGolfMessage('no_person', 'video'),
    });
    expect((await client(server.baseUrl).post('/api/swing-analyses/on-device', { track, file })).status).toBe(401);
    expect(await analysisRowCount(server)).toBe(before);
  });
});
