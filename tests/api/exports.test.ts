import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames } from '../../src/media';
import { makeWithFfmpeg } from '../../src/media/testMedia';
import { analysisExports, swingAnalyses } from '../../src/server/db/schema';
import { storageKeys } from '../../src/server/modules/analysis/service';
import { findTrack } from '../../src/server/modules/analysis/store';
import { EXPORT_LIMITS } from '../../src/shared/videoExport';
import { client, uniqueEmail, type ApiClient } from './client';
import { clubOwner, invitedPerson } from './clubs-helpers';
import { insertEngineAnalysis } from './coached-member';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { logCapture } from './log-capture';

/**
 * Issue 33's export over HTTP, with the worker in the same process: the owner's MP4 carries the
 * overlay where the skeleton is (decoded and compared with the plain video) and nothing where it
 * is not; the summary card is a PNG; only the owner reaches either (another member, a visitor, the
 * club coach, an admin); bad bodies are 400, a second export at once 409, both are rate limited;
 * deleting the swing mid-render stops it and leaves no file.
 */

const GOLFER = { view: 'down-the-line', seed: 9 } as const;
const EXPORT_WAIT_MS = 120_000;

let server: TestServer;
let log: ReturnType<typeof logCapture>;
let member: Awaited<ReturnType<typeof invitedPerson>>;
let coach: Awaited<ReturnType<typeof invitedPerson>>;
let other: ApiClient;
let admin: ApiClient;
let workDir: string;
/** A flat grey clip in the modelled golfer's size and rate: any overlay pixel stands out. */
let greyClip: string;
let longGreyClip: string;

const exportsOf = (id: string) => `/api/swing-analyses/${id}/exports`;
const cardOf = (id: string) => `/api/swing-analyses/${id}/summary-card.png`;

/** A finished swing of the modelled golfer with `clip` stored as its playback video. */
async function swingWithVideo(userId: string, clip = greyClip): Promise<string> {
  const { id } = await insertEngineAnalysis(server.ctx.db, userId, 'Driver', GOLFER, new Date(), { keepTrack: true });
  const playbackKey = storageKeys.playback(id);
  await server.ctx.storage.put(playbackKey, await fs.readFile(clip));
  await server.ctx.db.update(swingAnalyses).set({ playbackKey }).where(eq(swingAnalyses.id, id));
  return id;
}

async function download(api: ApiClient, url: string): Promise<{ status: number; headers: Headers; data: Buffer }> {
  const response = await fetch(server.baseUrl + url, { headers: { cookie: api.cookieHeader() } });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

async function finished(api: ApiClient, analysisId: string, exportId: string) {
  let last: { status: string } | undefined;
  await expect
    .poll(
      async () => {
        last = (await api.get(`${exportsOf(analysisId)}/${exportId}`)).body;
        return last?.status;
      },
      { timeout: EXPORT_WAIT_MS, interval: 250 },
    )
    .toMatch(/^(done|failed)$/);
  return last as { status: string; downloadPath: string; sizeBytes: number };
}

async function rgbFrame(file: string, frame: number) {
  for await (const decoded of decodeFrames(file, { maxSide: 4096, frames: [frame], maxDurationMs: Number.POSITIVE_INFINITY })) return decoded;
  throw new Error(`frame ${frame} is not in ${file}`);
}

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-export-test-'));
  const grey = (seconds: number, name: string) =>
    makeWithFfmpeg(path.join(workDir, name), [
      '-f',
      'lavfi',
      '-i',
      `color=c=0x808080:s=720x720:r=30:d=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
    ]);
  greyClip = await grey(127 / 30, 'grey.mp4');
  longGreyClip = await grey(60, 'long-grey.mp4');
  log = logCapture();
  server = await startTestServer({}, { logTo: log.logTo });
  const owner = await clubOwner(server.baseUrl, 'club_starter', 'export-owner');
  coach = await invitedPerson(server.baseUrl, owner.api, 'coach', 'export-coach');
  member = await invitedPerson(server.baseUrl, owner.api, 'member', 'export-member');
  other = client(server.baseUrl);
  await other.registerMember({ email: uniqueEmail('export-other') });
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

describe('exporting a swing', () => {
  it(
    'burns the skeleton into the MP4 at impact, where the golfer is and nowhere else',
    async () => {
      const analysisId = await swingWithVideo(member.id);
      const made = await member.api.post(exportsOf(analysisId), { overlays: { skeleton: true, trace: true, drawings: true, events: false } });
      expect(made.status, made.text).toBe(202);
      expect(made.body).toMatchObject({ status: 'queued', downloadPath: null });
      const done = await finished(member.api, analysisId, made.body.id);
      expect(done.status).toBe('done');
      expect((await member.api.get(exportsOf(analysisId))).body.map((one: { id: string }) => one.id)).toEqual([made.body.id]);

      const video = await download(member.api, done.downloadPath);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      expect(video.headers.get('content-disposition')).toMatch(/^attachment; filename="swing-\d{4}-\d{2}-\d{2}\.mp4"$/);
      expect(video.data.length).toBe(done.sizeBytes);
      const exported = path.join(workDir, 'exported.mp4');
      await fs.writeFile(exported, video.data);

      const swing = (await member.api.get(`/api/swing-analyses/${analysisId}`)).body;
      const impact = swing.analysis.analysisResults.events.find((event: { name: string }) => event.name === 'impact').frame as number;
      const track = (await findTrack(server.ctx.db, analysisId))!;
      const pose = track.frames.find((posed) => posed.frame === impact)!.keypoints;
      const frame = await rgbFrame(exported, impact);
      const plain = await rgbFrame(greyClip, impact);
      expect([frame.width, frame.height]).toEqual([720, 720]);
      const difference = (x: number, y: number) => {
        const at = (Math.round(y) * frame.width + Math.round(x)) * 3;
        return Math.max(...[0, 1, 2].map((channel) => Math.abs(frame.data[at + channel]! - plain.data[at + channel]!)));
      };
      // The lead shoulder's joint dot (near white) over the grey.
      const shoulder = pose[5]!;
      expect(difference(shoulder.x * 720, shoulder.y * 720)).toBeGreaterThan(60);
      // The corner farthest from every keypoint is the plain video, give or take the encoder.
      const corners = [
        [710, 710],
        [10, 710],
        [710, 10],
      ] as const;
      const farthest = corners
        .map(([x, y]) => ({ x, y, gap: Math.min(...pose.map((point) => Math.hypot(point.x * 720 - x, point.y * 720 - y))) }))
        .sort((a, b) => b.gap - a.gap)[0]!;
      expect(farthest.gap).toBeGreaterThan(60);
      expect(difference(farthest.x, farthest.y)).toBeLessThan(12);
    },
    EXPORT_WAIT_MS + 30_000,
  );

  it('gives the summary card as a one-page PNG', async () => {
    const analysisId = await swingWithVideo(member.id);
    const card = await download(member.api, cardOf(analysisId));
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('content-disposition')).toMatch(/filename="swing-\d{4}-\d{2}-\d{2}\.png"/);
    const meta = await sharp(card.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1350]);
  });

  it(
    'lets only the owner start, follow and download exports and the card',
    async () => {
      const analysisId = await swingWithVideo(member.id);
      const made = await member.api.post(exportsOf(analysisId), {});
      expect(made.status, made.text).toBe(202);
      const done = await finished(member.api, analysisId, made.body.id);
      for (const [caller, status] of [
        [client(server.baseUrl), 401],
        [other, 404],
        [coach.api, 404],
        [admin, 404],
      ] as const) {
        expect((await caller.post(exportsOf(analysisId), {})).status).toBe(status);
        expect((await caller.get(exportsOf(analysisId))).status).toBe(status);
        expect((await caller.get(`${exportsOf(analysisId)}/${made.body.id}`)).status).toBe(status);
        expect((await download(caller, done.downloadPath)).status).toBe(status);
        expect((await download(caller, cardOf(analysisId))).status).toBe(status);
      }
      expect((await member.api.get(exportsOf(analysisId))).body).toHaveLength(1);
      // An export id of another swing of the same owner is not this swing's.
      const elsewhere = await swingWithVideo(member.id);
      expect((await member.api.get(`${exportsOf(elsewhere)}/${made.body.id}`)).status).toBe(404);
    },
    EXPORT_WAIT_MS + 30_000,
  );

  it('refuses bad bodies, a swing without video and a second export at once', async () => {
    const api = client(server.baseUrl);
    await api.registerMember({ email: uniqueEmail('export-bad') });
    const me = (await api.currentUser())!;
    const analysisId = await swingWithVideo(me.id, longGreyClip);
    for (const body of [
      { overlays: { skeleton: false, trace: false, drawings: false, events: false } },
      { overlays: { skeleton: 'yes' } },
      { overlays: { sound: true } },
      { format: 'gif' },
    ]) {
      const refused = await api.post(exportsOf(analysisId), body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.post(exportsOf('not-a-uuid'), {})).status).toBe(400);
    expect((await api.get(`${exportsOf(analysisId)}/not-a-uuid`)).status).toBe(400);
    expect((await api.get(exportsOf(analysisId))).body).toEqual([]);

    const { id: noVideo } = await insertEngineAnalysis(server.ctx.db, me.id, 'Driver', GOLFER, new Date(), { keepTrack: true });
    expect((await api.post(exportsOf(noVideo), {})).status).toBe(409);

    const first = await api.post(exportsOf(analysisId), {});
    expect(first.status).toBe(202);
    expect((await api.post(exportsOf(analysisId), {})).status).toBe(409);
    expect((await api.get(`${exportsOf(analysisId)}/${first.body.id}/video`)).status).toBe(409);
    expect((await api.delete(`/api/swing-analyses/${analysisId}`)).status).toBe(204);
  });

  it(
    'shows an export whose worker died long ago as failed, and lets the member make another',
    async () => {
      const analysisId = await swingWithVideo(member.id);
      const longAgo = new Date(Date.now() - 60 * 60_000);
      const overlays = { skeleton: true, trace: false, drawings: false, events: false };
      await server.ctx.db.insert(analysisExports).values({ analysisId, overlays, status: 'rendering', fraction: 0.4, updatedAt: longAgo, createdAt: longAgo });
      const [dead] = (await member.api.get(exportsOf(analysisId))).body;
      expect(dead).toMatchObject({ status: 'failed', downloadPath: null, error: expect.stringMatching(/not finished/) });
      const again = await member.api.post(exportsOf(analysisId), { overlays });
      expect(again.status, again.text).toBe(202);
      expect((await finished(member.api, analysisId, again.body.id)).status).toBe('done');
    },
    EXPORT_WAIT_MS + 30_000,
  );

  it(
    'stops an export whose swing is deleted mid-render and leaves no file behind',
    async () => {
      const analysisId = await swingWithVideo(member.id, longGreyClip);
      const made = await member.api.post(exportsOf(analysisId), {});
      expect(made.status).toBe(202);
      const one = `${exportsOf(analysisId)}/${made.body.id}`;
      await expect.poll(async () => (await member.api.get(one)).body.fraction, { timeout: EXPORT_WAIT_MS, interval: 100 }).toBeGreaterThan(0);
      expect((await member.api.get(one)).body.status).toBe('rendering');

      expect((await member.api.delete(`/api/swing-analyses/${analysisId}`)).status).toBe(204);
      await expect.poll(() => log.text().includes('export stopped: its swing was deleted'), { timeout: EXPORT_WAIT_MS, interval: 100 }).toBe(true);
      expect(log.text()).not.toMatch(new RegExp(`"exportId":"${made.body.id}"[^\\n]*"msg":"swing exported"`));
      expect(await server.ctx.storage.stat(storageKeys.exportVideo(analysisId, made.body.id))).toBeNull();
      // The job logs the stop, then removes its work folder on the way out.
      const left = async () => (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith(`fairway-export-${process.pid}-`));
      await expect.poll(left, { timeout: EXPORT_WAIT_MS, interval: 100 }).toEqual([]);
      expect((await member.api.get(one)).status).toBe(404);
    },
    EXPORT_WAIT_MS + 30_000,
  );

  it('limits how many exports and cards a member makes', async () => {
    const api = client(server.baseUrl);
    await api.registerMember({ email: uniqueEmail('export-limit') });
    const me = (await api.currentUser())!;
    const analysisId = await swingWithVideo(me.id, longGreyClip);
    const statuses: number[] = [];
    // The first starts a render; the rest are refused while it runs (409) and still count.
    for (let attempt = 0; attempt <= EXPORT_LIMITS.makePerMember; attempt += 1) statuses.push((await api.post(exportsOf(analysisId), {})).status);
    expect(statuses[0]).toBe(202);
    expect(statuses.at(-1)).toBe(429);
    let status = 0;
    let cards = 0;
    for (; status !== 429 && cards <= EXPORT_LIMITS.cardsPerMember; cards += 1) status = (await api.get(cardOf(analysisId))).status;
    expect(status).toBe(429);
    expect(cards).toBe(EXPORT_LIMITS.cardsPerMember + 1);
    expect((await api.delete(`/api/swing-analyses/${analysisId}`)).status).toBe(204);
  });
});
