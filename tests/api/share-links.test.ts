import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_LIMITS, SHARE_LINKS_PER_ANALYSIS } from '../../src/shared/sharing';
import { client, uniqueEmail, type ApiClient } from './client';
import { clubOwner, invitedPerson } from './clubs-helpers';
import { insertEngineAnalysis } from './coached-member';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

/**
 * Issue 33 over HTTP: the owner makes a read-only link showing the drawings they chose; a signed-out
 * visitor opens it (JSON and the page with its og: tags) and learns nothing else of the member;
 * revoking it or deleting the swing makes it 404; only the owner makes, lists and revokes links
 * (another member, a visitor, the club coach, an admin); making and reading are rate limited.
 */

const GOLFER = { view: 'down-the-line', seed: 9 } as const;
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

async function swingOf(userId: string): Promise<string> {
  return (await insertEngineAnalysis(server.ctx.db, userId, 'Driver', GOLFER, new Date(), { keepTrack: true })).id;
}
const linksOf = (id: string) => `/api/swing-analyses/${id}/share-links`;
const tokenOf = (path: string) => path.split('/').at(-1)!;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await clubOwner(server.baseUrl, 'club_starter', 'share-owner');
  coach = await invitedPerson(server.baseUrl, owner.api, 'coach', 'share-coach');
  member = await invitedPerson(server.baseUrl, owner.api, 'member', 'share-member');
  other = client(server.baseUrl);
  await other.registerMember({ email: uniqueEmail('share-other') });
  admin = client(server.baseUrl);
  await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await server?.close();
});

describe('share links', () => {
  it('opens signed out with the chosen drawings only, and 404s once revoked', async () => {
    const analysisId = await swingOf(member.id);
    const shown = await member.api.post(`/api/swing-analyses/${analysisId}/drawings`, { event: 'top', shape: line, label: 'Shaft' });
    const hidden = await member.api.post(`/api/swing-analyses/${analysisId}/drawings`, { frame: 2, shape: line, label: 'Private' });
    expect([shown.status, hidden.status]).toEqual([201, 201]);

    // The details the member set afterwards are shown with the swing.
    expect((await member.api.put(`/api/swing-analyses/${analysisId}/labels`, { clubUsed: 'Driver', swingLength: 'Three-quarter swing' })).status).toBe(200);

    const made = await member.api.post(linksOf(analysisId), { drawingIds: [shown.body.id] });
    expect(made.status, made.text).toBe(201);
    expect(made.body.path).toMatch(/^\/s\/[\w-]{43}$/);
    const token = tokenOf(made.body.path);

    const visitor = client(server.baseUrl);
    const shared = await visitor.get(`/api/shared/${token}`);
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body).toMatchObject({ clubUsed: 'Driver', swingLength: 'Three-quarter swing', drawings: [{ event: 'top', shape: line, label: 'Shaft' }] });
    // Its hands' speed was timed, and a three-quarter swing's is not judged (decision 2418).
    expect(shared.body).toMatchObject({ notMeasured: [], notJudged: ['power'] });
    expect(shared.body.overallScore).toBeGreaterThan(0);
    // The camera's view, so a down-the-line swing's trace draws its plane line on the shared page.
    const own = await member.api.get(`/api/swing-analyses/${analysisId}`);
    expect(shared.body.view).toBe(own.body.analysis.analysisResults.view);
    // The clip's slow motion, which bounds the clubhead's travel between frames in the trace.
    expect(shared.body.timing.slowMotionFactor).toBeGreaterThanOrEqual(1);
    expect(shared.body.timing).toEqual(own.body.analysis.analysisResults.timing);
    expect(shared.body.trackUrl).toBe(`/api/shared/${token}/track`);
    for (const secret of [member.id, member.email, analysisId, 'Private', 'Club Member']) expect(shared.text).not.toContain(secret);
    expect((await visitor.get(`/api/shared/${token}/track`)).status).toBe(200);

    const page = await visitor.get(made.body.path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta property="og:title" content="A golf swing scored');
    expect(page.text).toContain(`<meta property="og:url" content="${server.baseUrl}${made.body.path}"`);

    const listed = await member.api.get(linksOf(analysisId));
    expect(listed.body).toEqual([{ id: made.body.id, drawingIds: [shown.body.id], createdAt: made.body.createdAt }]);
    expect(listed.text).not.toContain(token);

    expect((await member.api.delete(`${linksOf(analysisId)}/${made.body.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/shared/${token}`)).status).toBe(404);
    expect((await visitor.get(`/api/shared/${token}/track`)).status).toBe(404);
    const gone = await visitor.get(made.body.path);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('og:title');
    expect((await visitor.get('/api/shared/not-a-token')).status).toBe(404);
  });

  it('404s once the swing is deleted', async () => {
    const analysisId = await swingOf(member.id);
    const token = tokenOf((await member.api.post(linksOf(analysisId), {})).body.path);
    expect((await client(server.baseUrl).get(`/api/shared/${token}`)).status).toBe(200);
    expect((await member.api.delete(`/api/swing-analyses/${analysisId}`)).status).toBe(204);
    expect((await client(server.baseUrl).get(`/api/shared/${token}`)).status).toBe(404);
  });

  it('refuses drawings of another swing and more links than a swing may have', async () => {
    const analysisId = await swingOf(member.id);
    const elsewhere = await swingOf(member.id);
    const foreign = await member.api.post(`/api/swing-analyses/${elsewhere}/drawings`, { frame: 1, shape: line });
    expect((await member.api.post(linksOf(analysisId), { drawingIds: [foreign.body.id] })).status).toBe(400);
    expect((await member.api.post(linksOf(analysisId), { drawingIds: ['nope'] })).status).toBe(400);
    for (let made = 0; made < SHARE_LINKS_PER_ANALYSIS; made += 1) expect((await member.api.post(linksOf(analysisId), {})).status).toBe(201);
    expect((await member.api.post(linksOf(analysisId), {})).status).toBe(409);
    expect((await member.api.get(linksOf(analysisId))).body).toHaveLength(SHARE_LINKS_PER_ANALYSIS);
  });

  it('lets only the owner make, list and revoke links', async () => {
    const analysisId = await swingOf(member.id);
    const made = await member.api.post(linksOf(analysisId), {});
    const one = `${linksOf(analysisId)}/${made.body.id}`;
    for (const [caller, status] of [
      [client(server.baseUrl), 401],
      [other, 404],
      [coach.api, 404],
      [admin, 404],
    ] as const) {
      expect((await caller.get(linksOf(analysisId))).status).toBe(status);
      expect((await caller.post(linksOf(analysisId), {})).status).toBe(status);
      expect((await caller.delete(one)).status).toBe(status);
    }
    expect((await member.api.get(linksOf(analysisId))).body).toHaveLength(1);
  });

  it('limits how many links a member makes and how often one address reads', async () => {
    const analysisId = await swingOf(member.id);
    let status = 0;
    let token = '';
    // Earlier tests made some of this member's links already: the limit is reached within the hour's allowance.
    for (let attempt = 0; attempt <= SHARE_LIMITS.makePerMember && status !== 429; attempt += 1) {
      const made = await member.api.post(linksOf(analysisId), {});
      status = made.status;
      if (status === 201) {
        token = tokenOf(made.body.path);
        await member.api.delete(`${linksOf(analysisId)}/${made.body.id}`);
      }
    }
    expect(status).toBe(429);

    const visitor = client(server.baseUrl);
    let reads = 0;
    for (status = 0; status !== 429 && reads <= SHARE_LIMITS.readPerIp; reads += 1) status = (await visitor.get(`/api/shared/${token || 'x'}`)).status;
    expect(status).toBe(429);
  });
});
