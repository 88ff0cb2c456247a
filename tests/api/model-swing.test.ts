import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelSwings, swingAnalyses } from '../../src/server/db/schema';
import { client, uniqueEmail, type ApiClient } from './client';
import { clubOwner, invitedPerson } from './clubs-helpers';
import { insertEngineAnalysis } from './coached-member';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

/**
 * Issue 33 over HTTP: a member keeps one of their finished swings as their model (a new one
 * replaces it), and removes it; bad or unfinished swings are refused with nothing kept; another
 * member, a visitor, the member's club coach and an admin cannot choose it for them; deleting
 * the swing removes the model.
 */

const MODEL_PATH = '/api/model-swing';

let server: TestServer;
let member: Awaited<ReturnType<typeof invitedPerson>>;
let coach: Awaited<ReturnType<typeof invitedPerson>>;
let other: ApiClient;
let admin: ApiClient;
let best: string;
let later: string;

async function swingOf(userId: string, seed: number): Promise<string> {
  return (await insertEngineAnalysis(server.ctx.db, userId, '7 Iron', { view: 'face-on', seed }, new Date(), { keepTrack: true })).id;
}
const keptRows = async () => server.ctx.db.select().from(modelSwings).where(eq(modelSwings.userId, member.id));

beforeAll(async () => {
  server = await startTestServer();
  const owner = await clubOwner(server.baseUrl, 'club_starter', 'model-owner');
  coach = await invitedPerson(server.baseUrl, owner.api, 'coach', 'model-coach');
  member = await invitedPerson(server.baseUrl, owner.api, 'member', 'model-member');
  other = client(server.baseUrl);
  await other.registerMember({ email: uniqueEmail('model-other') });
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
  best = await swingOf(member.id, 3);
  later = await swingOf(member.id, 4);
});
afterAll(async () => {
  await server?.close();
});

describe("a member's own model swing", () => {
  it('has none at first, keeps one, replaces it with another and removes it', async () => {
    expect((await member.api.get(MODEL_PATH)).body).toEqual({ model: null });

    const kept = await member.api.put(MODEL_PATH, { analysisId: best });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ analysisId: best, overallScore: expect.any(Number) });
    expect((await member.api.get(MODEL_PATH)).body.model.analysisId).toBe(best);

    // An uppercase spelling of the id is the same swing.
    expect((await member.api.put(MODEL_PATH, { analysisId: later.toUpperCase() })).status).toBe(200);
    expect((await member.api.get(MODEL_PATH)).body.model.analysisId).toBe(later);
    expect(await keptRows()).toHaveLength(1);

    expect((await member.api.delete(MODEL_PATH)).status).toBe(204);
    expect((await member.api.get(MODEL_PATH)).body).toEqual({ model: null });
    expect((await member.api.delete(MODEL_PATH)).status).toBe(404);
  });

  it('refuses a bad id, a missing swing, an unfinished one and a photo, keeping the model it had', async () => {
    await member.api.put(MODEL_PATH, { analysisId: best });
    expect((await member.api.put(MODEL_PATH, { analysisId: 'not-an-id' })).status).toBe(400);
    expect((await member.api.put(MODEL_PATH, {})).status).toBe(400);
    expect((await member.api.put(MODEL_PATH, { analysisId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);

    const unfinished = await swingOf(member.id, 5);
    await server.ctx.db.update(swingAnalyses).set({ status: 'processing', stage: 'pose', analysis: null, track: null }).where(eq(swingAnalyses.id, unfinished));
    const refused = await member.api.put(MODEL_PATH, { analysisId: unfinished });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('not finished');

    const photo = await swingOf(member.id, 6);
    const [row] = await server.ctx.db.select({ analysis: swingAnalyses.analysis }).from(swingAnalyses).where(eq(swingAnalyses.id, photo));
    const analysis = row!.analysis!;
    await server.ctx.db
      .update(swingAnalyses)
      .set({ analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, analysisKind: 'posture' } } })
      .where(eq(swingAnalyses.id, photo));
    expect((await member.api.put(MODEL_PATH, { analysisId: photo })).status).toBe(409);

    expect((await member.api.get(MODEL_PATH)).body.model.analysisId).toBe(best);
  });

  it('lets no one else choose or remove the member’s model: another member, a visitor, their coach, an admin', async () => {
    await member.api.put(MODEL_PATH, { analysisId: best });
    const anonymous = client(server.baseUrl);
    expect((await anonymous.get(MODEL_PATH)).status).toBe(401);
    expect((await anonymous.put(MODEL_PATH, { analysisId: best })).status).toBe(401);
    expect((await anonymous.delete(MODEL_PATH)).status).toBe(401);

    for (const caller of [other, coach.api, admin]) {
      // Each caller's own model is their own: none, and the member's swing cannot become it.
      expect((await caller.get(MODEL_PATH)).body).toEqual({ model: null });
      const taken = await caller.put(MODEL_PATH, { analysisId: best });
      expect(taken.status).toBe(404);
      expect(taken.body.message).toContain('does not exist');
      expect((await caller.delete(MODEL_PATH)).status).toBe(404);
    }
    expect((await member.api.get(MODEL_PATH)).body.model.analysisId).toBe(best);
  });

  it('removes the model with its swing', async () => {
    await member.api.put(MODEL_PATH, { analysisId: best });
    expect((await member.api.delete(`/api/swing-analyses/${best}`)).status).toBe(204);
    expect((await member.api.get(MODEL_PATH)).body).toEqual({ model: null });
    expect(await keptRows()).toHaveLength(0);
  });
});
