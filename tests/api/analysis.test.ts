import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { swingAnalysisDetailSchema, swingAnalysisListSchema, type SwingAnalysisDetail } from '../../src/shared/analysis';
import type { PoseTrack } from '../../src/shared/poseTrack';
import { packedTrackSchema, unpackTrack } from '../../src/shared/trackCodec';
import { notGolfMessage } from '../../src/shared/notGolf';
import { TOASTS } from '../../src/shared/texts';
import { failureToast } from '../../src/web/features/analysis/uploadRules';
import { failAbandoned, runAnalysisJob, requeueStranded, storeThumbnails } from '../../src/server/modules/analysis/job';
import { ANALYSIS_GAVE_UP_JOB, analysisJobOptions, storageKeys } from '../../src/server/modules/analysis/service';
import { countQueuedByMember, findAnalysis, findTrack, insertAnalysis } from '../../src/server/modules/analysis/store';
import { CpuTurns } from '../../src/server/modules/analysis/cpuTurns';
import { CLUB_TRACE_GAVE_UP_JOB, queueSwingsToClubTrace, runClubTraceJob } from '../../src/server/modules/analysis/clubTraceJob';
import { extractJpegFrames } from '../../src/media';
import { openingOf } from '../../src/media/testMedia';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { analysisRowCount, fixturePath, storedFiles, uploadForm, waitUntilFinished } from './analysis-helpers';

/**
 * The real fixture through the real server: upload, job, pose, engine, storage, progress and
 * every read route. The clip is analysed once by the multipart route and once by the spec route
 * (which must give the same result); the other cases use single frames, which are quick.
 */

const NON_GOLF_TEXT = 'Please upload an image of a golfer in a swing position. Screenshots and non-golf images are not supported.';

let server: TestServer;
let alice: ApiClient;
let aliceId: string;
let bob: ApiClient;
let admin: ApiClient;
let fixture: Buffer;
let scratch: string;
let detail: SwingAnalysisDetail;
let socketMessages: Array<{ type: string; data?: any }>;
let bobSocketMessages: Array<{ type: string; data?: any }>;
const sockets: WebSocket[] = [];

function listen(api: ApiClient, into: Array<{ type: string; data?: any }>): Promise<void> {
  const socket = new WebSocket(new URL('/ws', server.baseUrl.replace('http', 'ws')), {
    headers: { origin: server.baseUrl, cookie: api.cookieHeader() },
  });
  sockets.push(socket);
  socket.on('message', (raw) => into.push(JSON.parse(raw.toString())));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
}

/** One frame of the fixture as a PNG, extracted by ffmpeg. */
function fixtureFrame(frame: number): Buffer {
  const out = path.join(scratch, `frame-${frame}.png`);
  execFileSync(ffmpeg.path, ['-v', 'error', '-i', fixturePath(), '-vf', `select=eq(n\\,${frame})`, '-frames:v', '1', '-y', out]);
  return readFileSync(out);
}

const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;

beforeAll(async () => {
  server = await startTestServer({ ALLOW_PRIVATE_VIDEO_URLS: 'true' });
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'analysis-e2e-'));
  fixture = await fs.readFile(fixturePath());
  alice = client(server.baseUrl);
  aliceId = (await alice.registerMember({ email: uniqueEmail('alice') })).id;
  bob = client(server.baseUrl);
  await bob.registerMember({ email: uniqueEmail('bob') });
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);

  socketMessages = [];
  bobSocketMessages = [];
  await listen(alice, socketMessages);
  await listen(bob, bobSocketMessages);

  const accepted = await uploadForm(
    alice,
    { data: fixture, name: 'swing.mov', type: 'application/octet-stream' },
    { clubUsed: 'Driver', swingLength: 'Three-quarter swing', practiceType: 'Driving range', focusArea: 'Swing tempo' },
  );
  expect(accepted.status, accepted.text).toBe(202);
  expect(accepted.body.status).toBe('queued');
  const finished = await waitUntilFinished(alice, accepted.body.id);
  detail = swingAnalysisDetailSchema.parse(finished.body);
}, 300_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

describe('the fixture through the multipart upload', () => {
  it('is analysed: events in order, a score, the keypoint track and the labels', async () => {
    expect(detail.status, JSON.stringify(detail.error)).toBe('done');
    expect(detail.sourceKind).toBe('video');
    expect(detail.mediaKind).toBe('video');
    expect(detail).toMatchObject({ clubUsed: 'Driver', swingLength: 'Three-quarter swing', practiceType: 'Driving range', focusArea: 'Swing tempo' });
    const results = detail.analysis!.analysisResults;
    expect(results.overallScore).toBeGreaterThanOrEqual(0);
    expect(results.overallScore).toBeLessThanOrEqual(100);
    expect(detail.overallScore).toBe(results.overallScore);
    const names = results.events.map((event) => event.name);
    for (const name of ['address', 'top', 'impact', 'finish'] as const) expect(names).toContain(name);
    const frames = results.events.map((event) => event.frame);
    expect([...frames].sort((a, b) => a - b)).toEqual(frames);
    const track = unpackTrack(packedTrackSchema.parse((await alice.get(detail.trackUrl!)).body));
    expect(track.frameCount).toBeGreaterThan(200);
    expect(track.frames.length).toBeGreaterThan(20);
    expect(track.frames[0]!.keypoints).toHaveLength(17);
    // What the player lays itself out by before the track arrives (decision 1500).
    expect(results.footage).toEqual({ width: track.width, height: track.height, durationMs: track.durationMs });
    expect(detail.completedAt).not.toBeNull();
  });

  it('gains the club over the swing after its result is stored, at a track address of its own', async () => {
    expect(detail.clubTrace).toBe('traced');
    expect(detail.trackUrl).toBe(`/api/swing-analyses/${detail.id}/track?v=club`);
    const response = await alice.get(detail.trackUrl!);
    expect(response.headers.get('etag')).toMatch(/-club"$/);
    expect(hasClubAtAddressAndImpact(unpackTrack(packedTrackSchema.parse(response.body)))).toBe(true);
  });

  it('pushed progress by stage to the member, and to nobody else', () => {
    const mine = socketMessages.filter((m) => m.type === 'analysis_progress' && m.data.id === detail.id).map((m) => m.data.stage);
    expect(mine[0]).toBe('upload');
    expect(mine).toContain('decode');
    expect(mine).toContain('analysis');
    expect(mine.at(-1)).toBe('done');
    expect(mine.indexOf('decode')).toBeLessThan(mine.indexOf('analysis'));
    expect(mine.indexOf('analysis')).toBeLessThan(mine.indexOf('coaching'));
    // Every message of an unfinished analysis says what it waits for and how long yet (issue 31).
    const unfinished = socketMessages.filter((m) => m.type === 'analysis_progress' && m.data.id === detail.id && m.data.status !== 'done');
    for (const message of unfinished) expect(message.data.estimate, JSON.stringify(message.data)).toMatchObject({ ahead: expect.any(Number) });
    expect(bobSocketMessages.filter((m) => m.type === 'analysis_progress')).toEqual([]);
  });

  it('serves an H.264 playback video with range requests', async () => {
    expect(detail.videoUrl).toBe(`/api/swing-analyses/${detail.id}/video`);
    const whole = await fetch(server.baseUrl + detail.videoUrl, { headers: { cookie: alice.cookieHeader() } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const saved = path.join(scratch, 'playback.mp4');
    await fs.writeFile(saved, bytes);
    const report = (() => {
      try {
        return execFileSync(ffmpeg.path, ['-hide_banner', '-i', saved], { stdio: 'pipe' }).toString();
      } catch (error) {
        return String((error as { stderr: Buffer }).stderr);
      }
    })();
    expect(report).toMatch(/Video: h264/);

    const part = await fetch(server.baseUrl + detail.videoUrl, { headers: { cookie: alice.cookieHeader(), range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 1100));

    const tail = await fetch(server.baseUrl + detail.videoUrl, { headers: { cookie: alice.cookieHeader(), range: 'bytes=-500' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 500));

    const head = await fetch(server.baseUrl + detail.videoUrl, { method: 'HEAD', headers: { cookie: alice.cookieHeader() } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));

    const outside = await fetch(server.baseUrl + detail.videoUrl, { headers: { cookie: alice.cookieHeader(), range: `bytes=${bytes.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('serves a JPEG thumbnail per event', async () => {
    const events = detail.analysis!.analysisResults.events;
    expect(Object.keys(detail.thumbnails).sort()).toEqual(events.map((e) => e.name).sort());
    const response = await fetch(server.baseUrl + detail.thumbnails.top!, { headers: { cookie: alice.cookieHeader() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const image = Buffer.from(await response.arrayBuffer());
    expect((await sharp(image).metadata()).format).toBe('jpeg');
    expect(detail.thumbnailUrl).toBe(detail.thumbnails.address);
  });

  it('lists the member’s own analyses without the keypoint track', async () => {
    const mine = await alice.get('/api/swing-analyses');
    expect(mine.status).toBe(200);
    const list = swingAnalysisListSchema.parse(mine.body);
    expect(list.map((row) => row.id)).toContain(detail.id);
    expect(mine.body.every((row: object) => !('track' in row))).toBe(true);
    expect(list.find((row) => row.id === detail.id)?.analysisResults?.overallScore).toBe(detail.overallScore);
    expect((await bob.get('/api/swing-analyses')).body).toEqual([]);
  });

  it('answers another member as if the analysis did not exist (404), and lets an admin read', async () => {
    const base = `/api/swing-analyses/${detail.id}`;
    const missing = await alice.get('/api/swing-analyses/00000000-0000-4000-8000-000000000000');
    for (const url of [base, `${base}/video`, `${base}/thumbnails/address`]) {
      const response = await bob.get(url);
      expect(response.status, url).toBe(404);
      expect(response.body).toEqual(missing.body);
    }
    expect((await bob.delete(base)).status).toBe(404);
    expect((await admin.get(base)).status).toBe(200);
    // The owner's id in capitals is the same id.
    expect((await alice.get(`/api/swing-analyses/${detail.id.toUpperCase()}`)).body.id).toBe(detail.id);
    expect((await alice.get('/api/swing-analyses/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await alice.get('/api/swing-analyses/not-a-uuid')).status).toBe(400);
  });
});

describe('the spec route POST /api/swing-analysis', () => {
  it('analyses a data URL of the same clip to the same result', async () => {
    const response = await alice.post('/api/swing-analysis', { userId: aliceId, imageData: dataUrl('video/mp4', fixture) });
    expect(response.status, response.text).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.analysisId).not.toBe(detail.id);
    // Same file in, same measurements out. The coaching is the member's: this upload names no club
    // or length (the first was a three-quarter swing with a Driver) and the first analysis is now
    // part of the member's history.
    const first = detail.analysis!;
    const second = response.body.analysis as typeof first;
    expect(second.analysisResults.events).toEqual(first.analysisResults.events);
    const values = (analysis: typeof first) => analysis.analysisResults.metrics.map(({ key, value }) => ({ key, value }));
    expect(values(second)).toEqual(values(first));
    // Each measurement's good range is the one it is judged by: the driver's plane on this
    // down-the-line clip, the catalogue's without a club.
    const range = (analysis: typeof first) => analysis.analysisResults.metrics.find((m) => m.key === 'backswingPlane')?.reference;
    expect(first.analysisResults.view).toBe('down-the-line');
    expect([range(first), range(second)]).toEqual(['50–66', '55–72']);
    expect(first.feedback).toContain('three-quarter swing with the driver');
    expect(second.feedback).not.toContain('with the driver');
    expect(second.feedback).not.toContain('three-quarter');
    const earlier = new Set(first.analysisResults.faults.map((f) => f.code));
    for (const fault of second.analysisResults.faults.filter((f) => earlier.has(f.code))) {
      expect(fault.history).toMatch(/ also showed in 1 of your last 1 sessions/);
    }
    const stored = await alice.get(`/api/swing-analyses/${response.body.analysisId}`);
    expect(stored.body.status).toBe('done');
  }, 300_000);

  it('accepts a frame of the fixture at address as an image', async () => {
    const address = detail.analysis!.analysisResults.events.find((e) => e.name === 'address')!;
    const png = fixtureFrame(address.frame);
    const response = await alice.post('/api/swing-analysis', { imageData: dataUrl('image/png', png) });
    expect(response.status, response.text).toBe(200);
    expect(response.body.success).toBe(true);
    const results = response.body.analysis.analysisResults;
    expect(results.events).toHaveLength(1);
    expect(results.overallScore).toBeGreaterThanOrEqual(0);
    expect(results.analysisKind).toBe('posture');
    const stored = await alice.get(`/api/swing-analyses/${response.body.analysisId}`);
    // A posture check has no swing score: nothing for averages, bests or trends to count.
    expect(stored.body).toMatchObject({ sourceKind: 'image', mediaKind: 'image', videoUrl: null, overallScore: null });
    expect((await alice.get(`/api/swing-analyses/${response.body.analysisId}/video`)).status).toBe(404);
  });

  it('answers non_golf_content for a rendered screenshot and keeps nothing of it', async () => {
    const rowsBefore = await analysisRowCount(server);
    const filesBefore = await storedFiles(server);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800">
      <rect width="1280" height="800" fill="#f4f5f7"/>
      <rect x="0" y="0" width="1280" height="64" fill="#1f6f3f"/>
      <text x="32" y="42" font-size="28" fill="#fff" font-family="sans-serif">Dashboard — Fairway Coach</text>
      <rect x="40" y="110" width="360" height="200" rx="12" fill="#fff" stroke="#ddd"/>
      <text x="64" y="170" font-size="22" font-family="sans-serif">Analyses This Month</text>
      <text x="64" y="240" font-size="56" font-family="sans-serif">12</text>
      <rect x="440" y="110" width="800" height="640" rx="12" fill="#fff" stroke="#ddd"/>
      <polyline points="480,700 600,620 720,650 840,520 960,560 1080,420 1200,380" fill="none" stroke="#1f6f3f" stroke-width="6"/>
    </svg>`;
    const screenshot = await sharp(Buffer.from(svg)).png().toBuffer();
    const response = await alice.post('/api/swing-analysis', { imageData: dataUrl('image/png', screenshot) });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, error: 'non_golf_content', message: NON_GOLF_TEXT });
    expect(await analysisRowCount(server)).toBe(rowsBefore);
    expect(await storedFiles(server)).toEqual(filesBefore);
  });
});

describe('a video link', () => {
  let linkServer: http.Server;
  let link: string;

  beforeAll(async () => {
    const address = detail.analysis!.analysisResults.events.find((e) => e.name === 'address')!;
    const jpeg = await sharp(fixtureFrame(address.frame)).jpeg().toBuffer();
    linkServer = http.createServer((req, res) => {
      if (req.url === '/go') {
        res.writeHead(302, { location: '/swing.jpg' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/plain' }); // a wrong type: the content decides
      res.end(jpeg);
    });
    await new Promise<void>((resolve) => linkServer.listen(0, '127.0.0.1', resolve));
    link = `http://127.0.0.1:${(linkServer.address() as AddressInfo).port}/go`;
  });

  afterAll(() => {
    linkServer?.close();
  });

  it('is fetched, analysed and can be deleted with its files', async () => {
    const accepted = await alice.post('/api/swing-analyses', { videoUrl: link, clubUsed: '7 Iron' });
    expect(accepted.status, accepted.text).toBe(202);
    const finished = await waitUntilFinished(alice, accepted.body.id);
    expect(finished.body).toMatchObject({ status: 'done', sourceKind: 'url', mediaKind: 'image', clubUsed: '7 Iron' });
    expect((await storedFiles(server)).some((file) => file.startsWith(`analyses/${accepted.body.id}/`))).toBe(true);
    // By now the member has several analyses: the newest comes first.
    const list = swingAnalysisListSchema.parse((await alice.get('/api/swing-analyses')).body);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]!.id).toBe(accepted.body.id);
    const created = list.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const removed = await alice.delete(`/api/swing-analyses/${accepted.body.id}`);
    expect(removed.status).toBe(204);
    expect((await alice.get(`/api/swing-analyses/${accepted.body.id}`)).status).toBe(404);
    expect((await storedFiles(server)).some((file) => file.startsWith(`analyses/${accepted.body.id}/`))).toBe(false);
    expect((await alice.get('/api/swing-analyses')).body.map((row: { id: string }) => row.id)).not.toContain(accepted.body.id);
  });
});

describe('an upload that is not a golf swing', () => {
  it('fails with non_golf_content, says so on the socket, and stays in the history until deleted', async () => {
    // Two seconds of a test pattern: a valid video with nobody in it.
    const clipPath = path.join(scratch, 'pattern.mp4');
    execFileSync(ffmpeg.path, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=s=320x240:r=30:d=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', clipPath]);
    const accepted = await uploadForm(alice, { data: readFileSync(clipPath), name: 'pattern.mp4' });
    expect(accepted.status, accepted.text).toBe(202);
    const finished = await waitUntilFinished(alice, accepted.body.id);
    const nobody = { code: 'non_golf_content', message: notGolfMessage('no_person', 'video') };
    expect(finished.body).toMatchObject({ status: 'failed', stage: 'failed', error: nobody, analysis: null });
    // A video is not told to upload an image (the spec's words are for pictures).
    expect(nobody.message).not.toBe(NON_GOLF_TEXT);
    // The socket's message can arrive just after the stored status is read (fan-out over Redis).
    const failedMessage = await vi.waitUntil(
      () => socketMessages.find((m) => m.type === 'analysis_progress' && m.data.id === accepted.body.id && m.data.status === 'failed'),
      { timeout: 10_000 },
    );
    expect(failedMessage.data.error).toEqual(nobody);
    // A failed upload's original is not kept (decision 2501).
    expect((await storedFiles(server)).filter((file) => file.startsWith(`analyses/${accepted.body.id}/`))).toEqual([]);
    // The browser reads the same code from the shared catalogue and names the refusal for what it is.
    expect(failureToast(failedMessage.data.error).title).toBe(TOASTS.golfContentRequired.title);
    const video = await alice.get(`/api/swing-analyses/${accepted.body.id}/video`);
    expect(video.status).toBe(404);
    expect(video.body.message).toMatch(/failed/);
    expect((await alice.get('/api/swing-analyses')).body.map((row: { id: string }) => row.id)).toContain(accepted.body.id);
    expect((await alice.delete(`/api/swing-analyses/${accepted.body.id}`)).status).toBe(204);
    expect((await storedFiles(server)).some((file) => file.startsWith(`analyses/${accepted.body.id}/`))).toBe(false);
  });

  it('tells a golfer filmed at address, who never swings, to film one whole swing', async () => {
    // The fixture's first 1.4 s: the golfer stands over the ball and the club has not moved yet.
    const clip = await openingOf(fixturePath(), path.join(scratch, 'address-only.mp4'), 1.4);
    const accepted = await uploadForm(alice, { data: readFileSync(clip), name: 'address-only.mp4' });
    expect(accepted.status, accepted.text).toBe(202);
    const finished = await waitUntilFinished(alice, accepted.body.id);
    expect(finished.body).toMatchObject({ status: 'failed', error: { code: 'non_golf_content', message: notGolfMessage('no_swing', 'video') } });
    expect(finished.body.error.message).toMatch(/^We found no full golf swing in this video\. Film one whole swing, from address to the finish/);
    expect(failureToast(finished.body.error)).toEqual({ title: TOASTS.golfContentRequired.title, description: finished.body.error.message });
  });
});

describe('the spec route when the analysis outlasts its wait', () => {
  let impatient: TestServer;
  afterAll(async () => {
    await impatient?.close();
  });

  it('answers 504 with the analysis id, and the analysis still finishes', async () => {
    impatient = await startTestServer({ ANALYSIS_WAIT_TIMEOUT_MS: '1' });
    const member = client(impatient.baseUrl);
    await member.registerMember({ email: uniqueEmail('impatient') });
    const address = detail.analysis!.analysisResults.events.find((e) => e.name === 'address')!;
    const response = await member.post('/api/swing-analysis', { imageData: dataUrl('image/png', fixtureFrame(address.frame)) });
    expect(response.status).toBe(504);
    expect(response.body).toMatchObject({ success: false, error: 'analysis_timeout' });
    expect(response.body.message).toMatch(/analysis history/);
    const finished = await waitUntilFinished(member, response.body.analysisId);
    expect(finished.body.status).toBe('done');
  });
});

/** Alice's analysis row as a web process stores an upload: what a crash or a dead worker leaves, staged. */
function insertAlicesAnalysis(id: string, ext: 'mp4' | 'png', originalSize: number, fields: Partial<Parameters<typeof insertAnalysis>[1]> = {}) {
  const image = ext === 'png';
  return insertAnalysis(server.ctx.db, {
    id,
    userId: aliceId,
    sourceKind: image ? 'image' : 'video',
    originalKey: storageKeys.original(id, ext),
    originalMime: image ? 'image/png' : 'video/mp4',
    originalSize,
    originalSha256: 'not-checked-here',
    ...fields,
  });
}

const turns = () => new CpuTurns((members) => countQueuedByMember(server.ctx.db, members));

/**
 * A finished analysis of the fixture as stored before its club was read: the uploaded fixture's
 * result and track without the club, its clip in storage unless `withClip` is false.
 */
async function insertFinishedSwing(clubTrace: 'tracing' | null, { withClip = true } = {}): Promise<string> {
  const id = crypto.randomUUID();
  if (withClip) await server.ctx.storage.put(storageKeys.original(id, 'mp4'), fixture);
  const { club: _club, ...track } = (await findTrack(server.ctx.db, detail.id)) as PoseTrack;
  await insertAlicesAnalysis(id, 'mp4', fixture.length, {
    status: 'done',
    stage: 'done',
    clubTrace,
    completedAt: new Date(),
    analysis: detail.analysis,
    track,
  });
  return id;
}

/** Polls a finished analysis until its club read has ended (traced or untraced); the bound only catches a hang. */
async function clubTracedOf(id: string): Promise<string> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { clubTrace } = (await alice.get(`/api/swing-analyses/${id}`)).body as { clubTrace?: string };
    if (clubTrace === 'traced' || clubTrace === 'untraced') return clubTrace;
    if (Date.now() > deadline) throw new Error(`the club read of ${id} is still ${clubTrace}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether a track of the fixture has the clubhead at the fixture's address and impact. */
function hasClubAtAddressAndImpact(track: PoseTrack): boolean {
  const events = detail.analysis!.analysisResults.events;
  const seen = new Set(track.club?.map((sample) => sample.frame));
  return ['address', 'impact'].every((name) => seen.has(events.find((event) => event.name === name)!.frame));
}

async function expectClubAtAddressAndImpact(id: string) {
  expect(hasClubAtAddressAndImpact((await findTrack(server.ctx.db, id)) as PoseTrack)).toBe(true);
}

describe('restarts and repeated jobs', () => {
  it('a job run again on a finished analysis changes nothing', async () => {
    const before = await findAnalysis(server.ctx.db, detail.id);
    await runAnalysisJob(server.ctx, turns(), detail.id);
    const after = await findAnalysis(server.ctx.db, detail.id);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(after?.attempts).toBe(before?.attempts);
  });

  it('a finished analysis whose run died before its club read was queued has it read when its job runs again', async () => {
    const id = await insertFinishedSwing('tracing');
    await runAnalysisJob(server.ctx, turns(), id);
    expect(await clubTracedOf(id)).toBe('traced');
    await expectClubAtAddressAndImpact(id);
    expect((await findAnalysis(server.ctx.db, id))?.attempts).toBe(0);
  });

  it('a swing analysed before the club was read gains it, queued once when a worker starts', async () => {
    const id = await insertFinishedSwing(null);
    expect(await queueSwingsToClubTrace(server.ctx)).toBeGreaterThanOrEqual(1);
    expect(await clubTracedOf(id)).toBe('traced');
    await expectClubAtAddressAndImpact(id);
    expect(await queueSwingsToClubTrace(server.ctx)).toBe(0);
  });

  it('a club read that fails leaves the swing done, its trace to the hands', async () => {
    // A finished swing whose clip is gone from storage: the read cannot open it.
    const id = await insertFinishedSwing('tracing', { withClip: false });
    await runClubTraceJob(server.ctx, turns(), id);
    expect((await alice.get(`/api/swing-analyses/${id}`)).body).toMatchObject({ status: 'done', clubTrace: 'untraced' });
  });

  it('a club read whose every run died is given up: the swing stays done, its trace to the hands', async () => {
    const id = await insertFinishedSwing('tracing', { withClip: false });
    await server.ctx.jobs.send(CLUB_TRACE_GAVE_UP_JOB, { analysisId: id });
    expect(await clubTracedOf(id)).toBe('untraced');
    expect((await alice.get(`/api/swing-analyses/${id}`)).body).toMatchObject({ status: 'done' });
  });

  it('an analysis whose job was never queued (a crash after the upload) is queued again, once', async () => {
    // What a web process leaves when it dies between storing the upload and queueing the job.
    const address = detail.analysis!.analysisResults.events.find((e) => e.name === 'address')!;
    const png = fixtureFrame(address.frame);
    const id = crypto.randomUUID();
    await server.ctx.storage.put(storageKeys.original(id, 'png'), png);
    await insertAlicesAnalysis(id, 'png', png.length, { createdAt: new Date(Date.now() - 60_000) });
    expect(await requeueStranded(server.ctx)).toBe(1);
    expect(await requeueStranded(server.ctx)).toBe(0);
    const finished = await waitUntilFinished(alice, id);
    expect(finished.body.status).toBe('done');
    expect((await findAnalysis(server.ctx.db, id))?.attempts).toBe(1);
  });

  it('an analysis whose runs all died is failed, not left spinning', async () => {
    const id = crypto.randomUUID();
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await insertAlicesAnalysis(id, 'mp4', 1, { status: 'processing', stage: 'pose', createdAt: longAgo, updatedAt: longAgo });
    expect(await failAbandoned(server.ctx)).toBe(1);
    const row = (await alice.get(`/api/swing-analyses/${id}`)).body;
    expect(row).toMatchObject({ status: 'failed', error: { code: 'analysis_error' } });
    // The fixture's analysis, running or done recently, is not touched.
    expect((await alice.get(`/api/swing-analyses/${detail.id}`)).body.status).toBe('done');
  });

  it('an analysis whose job pg-boss gave up on is failed at once, through the dead-letter queue', async () => {
    const id = crypto.randomUUID();
    await insertAlicesAnalysis(id, 'mp4', 1, { status: 'processing', stage: 'pose' });
    // A queue whose one run dies stands for a worker killed on the job's last attempt: pg-boss
    // fails a job for good the same way whether its handler threw or its heartbeat stopped.
    const dying = 'swing-analysis-dying-in-test';
    await server.ctx.jobs.work(dying, async () => {
      throw new Error('the worker died');
    });
    const options = await analysisJobOptions(server.ctx, id);
    expect(options.deadLetter).toBe(ANALYSIS_GAVE_UP_JOB);
    await server.ctx.jobs.send(dying, { analysisId: id }, { ...options, retryLimit: 0 });
    const finished = await waitUntilFinished(alice, id);
    expect(finished.body).toMatchObject({ status: 'failed', error: { code: 'analysis_error' } });
  });

  it('a run whose job pg-boss took back leaves the analysis and its original to the retry, even on its last attempt', async () => {
    const id = crypto.randomUUID();
    await server.ctx.storage.put(storageKeys.original(id, 'mp4'), fixture);
    // Two runs already died: this third one would be the last to fail the analysis on an error of its own.
    await insertAlicesAnalysis(id, 'mp4', fixture.length, { status: 'processing', attempts: 2 });
    const takenBack = new AbortController();
    takenBack.abort(new Error(`job ${id} is no longer active under this worker's claim`));
    const run = runAnalysisJob(server.ctx, turns(), id, takenBack.signal);
    await expect(run).rejects.toThrow(/no longer active/);
    const row = await findAnalysis(server.ctx.db, id);
    expect(row).toMatchObject({ status: 'processing', attempts: 3, errorCode: null });
    expect(await storedFiles(server)).toContain(storageKeys.original(id, 'mp4'));
  });

  it('takes the event stills from the original when the replay lacks an event frame', async () => {
    // A replay cut one frame before the last event: what a camera recording once gave in CI.
    const row = (await findAnalysis(server.ctx.db, detail.id))!;
    const lastEvent = Math.max(...row.analysis!.analysisResults.events.map((event) => event.frame));
    const shortReplay = path.join(scratch, 'short-replay.mp4');
    execFileSync(ffmpeg.path, ['-v', 'error', '-i', fixturePath(), '-frames:v', String(lastEvent), '-c:v', 'libx264', '-y', shortReplay]);
    const copy = { ...row, id: crypto.randomUUID() };
    const thumbnails = await storeThumbnails(server.ctx, copy, { original: fixturePath(), replay: shortReplay, track: row.track! }, true, row.analysis!);
    expect(Object.keys(thumbnails).sort()).toEqual(row.analysis!.analysisResults.events.map((event) => event.name).sort());
    const [fromOriginal] = await extractJpegFrames(fixturePath(), [lastEvent], 320);
    const stored = Buffer.concat(await (await server.ctx.storage.read(storageKeys.thumbnail(copy.id, lastEvent))).toArray());
    expect(stored.equals(fromOriginal)).toBe(true);
    await server.ctx.storage.delete(storageKeys.folder(copy.id));
  });
});
