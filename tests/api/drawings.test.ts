import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWINGS_PER_ANALYSIS } from '../../src/shared/drawings';
import { swingAnalyses } from '../../src/server/db/schema';
import { syntheticGolfer } from '../../src/swing/syntheticGolfer';
import { client, uniqueEmail, type ApiClient } from './client';
import { clubOwner, invitedPerson } from './clubs-helpers';
import { insertEngineAnalysis } from './coached-member';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

/**
 * Issue 33 over HTTP: a member draws on frames of their own swing (tied to a position, it follows
 * the position when moved), changes and deletes drawings; bad drawings are refused with nothing
 * stored; another member, a signed-out visitor, the member's club coach and an admin get what
 * their role allows; deleting the swing deletes its drawings.
 */

const GOLFER = { view: 'face-on', seed: 7 } as const;
const angle = {
  kind: 'angle',
  points: [
    { x: 0.3, y: 0.3 },
    { x: 0.5, y: 0.5 },
    { x: 0.7, y: 0.3 },
  ],
};
const line = {
  kind: 'line',
  points: [
    { x: 0.1, y: 0.9 },
    { x: 0.9, y: 0.1 },
  ],
};

let server: TestServer;
let member: Awaited<ReturnType<typeof invitedPerson>>;
let coach: Awaited<ReturnType<typeof invitedPerson>>;
let other: ApiClient;
let admin: ApiClient;
let analysisId: string;
let topFrame: number;
let frameCount: number;

/** A finished swing of the modelled golfer, stored with its track as the analysis job stores it. */
async function swingOf(userId: string): Promise<string> {
  const seeded = await insertEngineAnalysis(server.ctx.db, userId, '7 Iron', GOLFER, new Date(), { keepTrack: true });
  frameCount = syntheticGolfer(GOLFER).track.frameCount;
  topFrame = seeded.analysis.analysisResults.events.find((event) => event.name === 'top')!.frame;
  return seeded.id;
}

async function moveTop(id: string, frame: number): Promise<void> {
  const [row] = await server.ctx.db.select({ analysis: swingAnalyses.analysis }).from(swingAnalyses).where(eq(swingAnalyses.id, id));
  const analysis = row!.analysis!;
  const events = analysis.analysisResults.events.map((event) => (event.name === 'top' ? { ...event, frame } : event));
  await server.ctx.db
    .update(swingAnalyses)
    .set({ analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, events } } })
    .where(eq(swingAnalyses.id, id));
}

const drawingsOf = (id: string) => `/api/swing-analyses/${id}/drawings`;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await clubOwner(server.baseUrl, 'club_starter', 'draw-owner');
  coach = await invitedPerson(server.baseUrl, owner.api, 'coach', 'draw-coach');
  member = await invitedPerson(server.baseUrl, owner.api, 'member', 'draw-member');
  other = client(server.baseUrl);
  await other.registerMember({ email: uniqueEmail('draw-other') });
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
  analysisId = await swingOf(member.id);
});
afterAll(async () => {
  await server?.close();
});

describe("a member's drawings on their own swing", () => {
  it('draws an angle at Top, changes it, and sees it follow Top when Top is moved', async () => {
    const created = await member.api.post(drawingsOf(analysisId), { event: 'top', shape: angle, label: ' Lead arm ' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ analysisId, event: 'top', frame: topFrame, shape: angle, label: 'Lead arm' });

    const atFrame = await member.api.post(drawingsOf(analysisId), { frame: 3, shape: line });
    expect(atFrame.status, atFrame.text).toBe(201);
    expect(atFrame.body).toMatchObject({ frame: 3, event: null, label: '' });

    const changed = await member.api.put(`${drawingsOf(analysisId)}/${created.body.id}`, { event: 'top', shape: line, label: 'Shaft' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ id: created.body.id, shape: line, label: 'Shaft' });

    // Top moved two frames later, stored as a move stores it (the route also redraws thumbnails from a video this row has not).
    await moveTop(analysisId, topFrame + 2);
    const listed = await member.api.get(drawingsOf(analysisId));
    expect(listed.status).toBe(200);
    expect(listed.body.map((drawing: { id: string; frame: number }) => [drawing.id, drawing.frame])).toEqual([
      [atFrame.body.id, 3],
      [created.body.id, topFrame + 2],
    ]);
    await moveTop(analysisId, topFrame);

    expect((await member.api.delete(`${drawingsOf(analysisId)}/${atFrame.body.id}`)).status).toBe(204);
    expect((await member.api.delete(`${drawingsOf(analysisId)}/${atFrame.body.id}`)).status).toBe(404);
    expect((await member.api.get(drawingsOf(analysisId))).body).toHaveLength(1);
  });

  it('refuses drawings off the frame, past the video, tied to nothing or too many, storing nothing', async () => {
    const before = (await member.api.get(drawingsOf(analysisId))).body.length;
    const offFrame = { ...line, points: [line.points[0], { x: 1.5, y: 0.2 }] };
    expect((await member.api.post(drawingsOf(analysisId), { frame: 3, shape: offFrame })).status).toBe(400);
    const late = await member.api.post(drawingsOf(analysisId), { frame: frameCount, shape: line });
    expect(late.status).toBe(400);
    expect(late.body.message).toContain(`${frameCount} frames`);
    expect((await member.api.post(drawingsOf(analysisId), { shape: line })).status).toBe(400);
    const stroke = { kind: 'freehand', points: Array.from({ length: 301 }, (_, index) => ({ x: index / 301, y: 0.5 })) };
    expect((await member.api.post(drawingsOf(analysisId), { frame: 3, shape: stroke })).status).toBe(400);
    expect((await member.api.get(drawingsOf(analysisId))).body).toHaveLength(before);

    for (let count = before; count < DRAWINGS_PER_ANALYSIS; count += 1) {
      expect((await member.api.post(drawingsOf(analysisId), { frame: count, shape: { kind: 'circle', points: line.points } })).status).toBe(201);
    }
    const tooMany = await member.api.post(drawingsOf(analysisId), { frame: 1, shape: line });
    expect(tooMany.status).toBe(409);
    expect((await member.api.get(drawingsOf(analysisId))).body).toHaveLength(DRAWINGS_PER_ANALYSIS);
  });

  it('answers another member, a visitor, the club coach and an admin as their role allows', async () => {
    const [drawing] = (await member.api.get(drawingsOf(analysisId))).body as Array<{ id: string }>;
    const one = `${drawingsOf(analysisId)}/${drawing!.id}`;
    const anonymous = client(server.baseUrl);
    const body = { frame: 2, shape: line };

    for (const [caller, status] of [
      [anonymous, 401],
      [other, 404],
    ] as const) {
      expect((await caller.get(drawingsOf(analysisId))).status).toBe(status);
      expect((await caller.post(drawingsOf(analysisId), body)).status).toBe(status);
      expect((await caller.put(one, body)).status).toBe(status);
      expect((await caller.delete(one)).status).toBe(status);
    }
    // The coach and an admin read the member's drawings with the swing; only the member changes them.
    for (const caller of [coach.api, admin]) {
      const read = await caller.get(drawingsOf(analysisId));
      expect(read.status).toBe(200);
      expect(read.body).toHaveLength(DRAWINGS_PER_ANALYSIS);
      expect((await caller.post(drawingsOf(analysisId), body)).status).toBe(404);
      expect((await caller.put(one, body)).status).toBe(404);
      expect((await caller.delete(one)).status).toBe(404);
    }
    expect((await member.api.get(drawingsOf(analysisId))).body).toHaveLength(DRAWINGS_PER_ANALYSIS);
  });

  it('deletes the drawings with the swing', async () => {
    expect((await member.api.delete(`/api/swing-analyses/${analysisId}`)).status).toBe(204);
    expect((await member.api.get(drawingsOf(analysisId))).status).toBe(404);
    expect((await member.api.post(drawingsOf(analysisId), { frame: 1, shape: line })).status).toBe(404);
  });
});
