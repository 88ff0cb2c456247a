import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubApiKeys, clubMembers, clubs, swingAnalyses } from '../../src/server/db/schema';
import { fixturePath } from './analysis-helpers';
import { signedInMembers } from './billing-helpers';
import { client, uniqueEmail } from './client';
import { clubOwner, invitationToken, invitedPerson } from './clubs-helpers';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { inboxOf, waitForMail } from './inbox';
import { daysAgo, insertAnalysisRow } from './performance-analysis-rows';

/**
 * Clubs (issue 17) over HTTP: club plans make clubs, invitations seat people under the plan's
 * limit (also when many accept at once; run with TEST_DATABASE_URL for PostgreSQL), staff see
 * only their own club, coach notes reach the member, and API keys open the public API until revoked.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const metrics = { tempo: 7, balance: 6, power: 5, accuracy: 6 };

async function seatsTaken(clubId: string): Promise<number> {
  const [row] = await server.ctx.db.select({ seatsTaken: clubs.seatsTaken }).from(clubs).where(eq(clubs.id, clubId));
  return row!.seatsTaken;
}

describe('club plans, invitations and seats', () => {
  it('makes the buyer of club_starter the owner of a 10-seat club', async () => {
    const owner = await clubOwner(server.baseUrl, 'club_starter');
    const club = (await owner.api.get('/api/club')).body;
    expect(club).toMatchObject({ role: 'owner', planKey: 'club_starter', seatLimit: 10, seatsTaken: 0, active: true, apiAccess: false });
    expect((await owner.api.get('/api/membership')).body).toMatchObject({ active: true, source: 'subscription' });
  });

  it('seats an invited person through a single-use e-mailed link, and removing them frees the seat', async () => {
    const owner = await clubOwner(server.baseUrl, 'club_starter');
    const email = uniqueEmail('invitee');
    expect((await owner.api.post('/api/club/invitations', { email, role: 'member' })).status).toBe(201);
    const token = await invitationToken(server.baseUrl, email);

    const visitor = client(server.baseUrl);
    const preview = await visitor.post('/api/club-invitations/preview', { token });
    expect(preview.body).toMatchObject({ email, role: 'member', accountExists: false, clubName: expect.stringContaining("'s club") });
    expect((await visitor.post('/api/club-invitations/accept', { token })).status).toBe(400);
    const accepted = await visitor.post('/api/club-invitations/accept', { token, firstName: 'Ada', lastName: 'Player', password: 'correct horse battery' });
    expect(accepted.status).toBe(200);
    expect((await visitor.get('/api/membership')).body).toMatchObject({ active: true, source: 'club' });
    expect((await visitor.get('/api/swing-analyses')).status).toBe(200);
    expect(
      (await client(server.baseUrl).post('/api/club-invitations/accept', { token, firstName: 'Eve', lastName: 'Again', password: 'correct horse battery' }))
        .status,
    ).toBe(410);
    expect(await seatsTaken(owner.clubId)).toBe(1);

    expect((await owner.api.delete(`/api/club/members/${accepted.body.user.id}`)).status).toBe(204);
    expect(await seatsTaken(owner.clubId)).toBe(0);
    expect((await visitor.get('/api/swing-analyses')).status).toBe(402);
  });

  it('takes exactly 10 seats when 11 invitations to a 10-seat club are accepted at once', async () => {
    const owner = await clubOwner(server.baseUrl, 'club_starter');
    const people = await signedInMembers(server.ctx, server.baseUrl, 11, 'seat');
    const emails = await Promise.all(people.map(async (api) => (await api.get('/api/auth/me')).body.user.email as string));
    for (const email of emails) expect((await owner.api.post('/api/club/invitations', { email, role: 'member' })).status).toBe(201);
    const tokens = await Promise.all(emails.map((email) => invitationToken(server.baseUrl, email)));

    const answers = await Promise.all(people.map((api, index) => api.post('/api/club-invitations/accept', { token: tokens[index] })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/All 10 seats .* are taken/);
    expect(await seatsTaken(owner.clubId)).toBe(10);
    const rows = await server.ctx.db.select().from(clubMembers).where(eq(clubMembers.clubId, owner.clubId));
    expect(rows.filter((row) => row.role === 'member')).toHaveLength(10);

    // The refused link was not spent: once a seat is free it still works.
    const late = answers.findIndex((answer) => answer.status === 409);
    const seated = rows.find((row) => row.role === 'member')!;
    expect((await owner.api.delete(`/api/club/members/${seated.userId}`)).status).toBe(204);
    expect((await people[late]!.post('/api/club-invitations/accept', { token: tokens[late] })).status).toBe(200);
    expect(await seatsTaken(owner.clubId)).toBe(10);
  });

  it('refuses an invitation accepted by another account, and a second club for one person', async () => {
    const owner = await clubOwner(server.baseUrl, 'club_starter');
    const other = await clubOwner(server.baseUrl, 'club_starter');
    const member = await invitedPerson(server.baseUrl, owner.api, 'member');
    const email = uniqueEmail('stranger');
    await other.api.post('/api/club/invitations', { email, role: 'member' });
    const token = await invitationToken(server.baseUrl, email);
    expect((await member.api.post('/api/club-invitations/accept', { token })).status).toBe(403);
    expect((await other.api.post('/api/club/invitations', { email: member.email, role: 'member' })).status).toBe(201);
    const second = await invitationToken(server.baseUrl, member.email, 1);
    const refused = await member.api.post('/api/club-invitations/accept', { token: second });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already belong to/);
  });

  it("ends the seats' access with the plan: a lapsed or closed owner account takes the club's access with it", async () => {
    const owner = await clubOwner(server.baseUrl, 'club_starter', 'closing-owner');
    const member = await invitedPerson(server.baseUrl, owner.api, 'member', 'closing-member');
    expect((await member.api.get('/api/membership')).body).toMatchObject({ active: true, source: 'club' });
    expect((await owner.api.request('DELETE', '/api/auth/account', { password: 'correct horse battery' })).status).toBe(200);
    expect((await member.api.get('/api/swing-analyses')).status).toBe(402);
    expect((await member.api.get('/api/club')).body).toMatchObject({ active: false });
  });

  it('lets an administrator make a club from a club lead, whose contact accepts as owner', async () => {
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const email = uniqueEmail('lead');
    await client(server.baseUrl).post('/api/club-leads', { contactName: 'Lea Lead', email, clubName: 'Lakeside Academy', partnershipType: 'academy' });
    const lead = (await admin.get('/api/club-leads')).body.find((row: { email: string }) => row.email === email);
    expect((await admin.post(`/api/admin/club-leads/${lead.id}/club`, { planKey: 'club_starter' })).status).toBe(201);
    expect((await admin.post(`/api/admin/club-leads/${lead.id}/club`, { planKey: 'club_starter' })).status).toBe(409);
    const token = await invitationToken(server.baseUrl, email);
    const contact = client(server.baseUrl);
    expect((await contact.post('/api/club-invitations/accept', { token, firstName: 'Lea', lastName: 'Lead', password: 'correct horse battery' })).status).toBe(
      200,
    );
    expect((await contact.get('/api/club')).body).toMatchObject({ name: 'Lakeside Academy', role: 'owner', seatLimit: 10, active: true });
    expect((await contact.get('/api/membership')).body).toMatchObject({ active: true, source: 'club' });
  });
});

describe('team dashboard, coach review and cross-club access', () => {
  let owner: Awaited<ReturnType<typeof clubOwner>>;
  let coach: Awaited<ReturnType<typeof invitedPerson>>;
  let member: Awaited<ReturnType<typeof invitedPerson>>;
  let otherOwner: Awaited<ReturnType<typeof clubOwner>>;
  let outsider: Awaited<ReturnType<typeof invitedPerson>>;
  let memberAnalysis: string;
  let outsiderAnalysis: string;

  beforeAll(async () => {
    owner = await clubOwner(server.baseUrl, 'club_starter');
    coach = await invitedPerson(server.baseUrl, owner.api, 'coach');
    member = await invitedPerson(server.baseUrl, owner.api, 'member');
    otherOwner = await clubOwner(server.baseUrl, 'club_starter', 'other-owner');
    outsider = await invitedPerson(server.baseUrl, otherOwner.api, 'member', 'outsider');
    const db = server.ctx.db;
    await insertAnalysisRow(db, { userId: member.id, createdAt: daysAgo(3), overallScore: 60, keyMetrics: metrics, faultCodes: ['casting'] });
    memberAnalysis = await insertAnalysisRow(db, {
      userId: member.id,
      createdAt: daysAgo(1),
      overallScore: 72,
      keyMetrics: metrics,
      faultCodes: ['casting', 'head_lift'],
    });
    await insertAnalysisRow(db, { userId: coach.id, createdAt: daysAgo(2), overallScore: 80, keyMetrics: metrics, faultCodes: ['head_lift'] });
    outsiderAnalysis = await insertAnalysisRow(db, { userId: outsider.id, createdAt: daysAgo(1), overallScore: 50, keyMetrics: metrics });
  });

  it("shows the coach the team's roster, common faults and leaderboard", async () => {
    const board = await coach.api.get('/api/club/dashboard?days=30');
    expect(board.status).toBe(200);
    const row = board.body.members.find((entry: { userId: string }) => entry.userId === member.id);
    expect(row).toMatchObject({ latestScore: 72, trend: 20, sessionsInRange: 2, mainFault: 'Casting (early release)' });
    expect(board.body.members.map((entry: { userId: string }) => entry.userId)).not.toContain(outsider.id);
    // Faults shared by more people come first.
    expect(board.body.commonFaults).toEqual([
      { name: 'Head lift', count: 2, members: 2 },
      { name: 'Casting (early release)', count: 2, members: 1 },
    ]);
    expect(board.body.leaderboard).toEqual([{ userId: member.id, name: 'Club Member', improvement: 20, sessions: 2 }]);
    expect(board.body.sessions).toHaveLength(3);
    expect((await member.api.get('/api/club/dashboard')).status).toBe(403);
    expect((await coach.api.get('/api/club/dashboard?days=12')).status).toBe(400);
  });

  it('lets a coach note a frame of a member analysis; the member is mailed and reads it', async () => {
    expect((await coach.api.get(`/api/swing-analyses/${memberAnalysis}`)).status).toBe(200);
    const seen = (await inboxOf(server.baseUrl).mailsTo(member.email)).length;
    const note = {
      frame: 60,
      event: 'top',
      text: 'Lead arm is bent here: keep it long.',
      drawing: {
        kind: 'angle',
        points: [
          { x: 0.2, y: 0.3 },
          { x: 0.4, y: 0.5 },
          { x: 0.6, y: 0.3 },
        ],
      },
    };
    const created = await coach.api.post(`/api/swing-analyses/${memberAnalysis}/comments`, note);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...note, authorName: 'Club Coach' });
    const mail = await waitForMail(inboxOf(server.baseUrl), member.email, seen);
    expect(mail.text).toContain('Lead arm is bent here');
    expect(mail.text).toContain(`/analyses/${memberAnalysis}`);

    expect((await member.api.get('/api/club')).body.unreadCoachNotes).toBe(1);
    const notes = await member.api.get(`/api/swing-analyses/${memberAnalysis}/comments`);
    expect(notes.body).toEqual([created.body]);
    expect((await member.api.get('/api/club')).body.unreadCoachNotes).toBe(0);
    expect((await member.api.post(`/api/swing-analyses/${memberAnalysis}/comments`, note)).status).toBe(404);
    expect((await coach.api.post(`/api/swing-analyses/${memberAnalysis}/comments`, { ...note, text: '  ' })).status).toBe(400);
  });

  it("gives a coach 404 on another club's members, analyses and notes", async () => {
    expect((await coach.api.get(`/api/club/members/${outsider.id}/analyses`)).status).toBe(404);
    expect((await coach.api.get(`/api/swing-analyses/${outsiderAnalysis}`)).status).toBe(404);
    expect((await coach.api.get(`/api/swing-analyses/${outsiderAnalysis}/video`)).status).toBe(404);
    expect((await coach.api.get(`/api/swing-analyses/${outsiderAnalysis}/comments`)).status).toBe(404);
    expect((await coach.api.post(`/api/swing-analyses/${outsiderAnalysis}/comments`, { frame: 1, text: 'Hi' })).status).toBe(404);
    expect((await otherOwner.api.get(`/api/swing-analyses/${memberAnalysis}/comments`)).status).toBe(404);
    expect((await otherOwner.api.delete(`/api/club/members/${member.id}`)).status).toBe(404);
    expect((await coach.api.get(`/api/club/members/${member.id}/analyses`)).body.analyses[0]).toMatchObject({ id: memberAnalysis, comments: 1 });
    // Coaches read; only the member changes their analysis.
    expect((await coach.api.delete(`/api/swing-analyses/${memberAnalysis}`)).status).toBe(404);
  });
});

/** A one-bit grey PNG, all black: tiny on disk however many pixels it claims. */
function hugeBlankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zero bits
  const png = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows, { level: 9 }))];
  return Buffer.concat([...png, chunk('IEND', Buffer.alloc(0))]);
}

describe('branding', () => {
  it('saves name, colours and logo for the owner; white-label only on the club plan', async () => {
    const starter = await clubOwner(server.baseUrl, 'club_starter', 'brand-starter');
    const branding = { name: 'Lakeside Golf Academy', primaryColor: '#1E3A8A', accentColor: '#f59e0b', whiteLabel: false };
    const saved = await starter.api.put('/api/club/branding', branding);
    expect(saved.body.branding).toMatchObject({ name: 'Lakeside Golf Academy', primaryColor: '#1e3a8a', whiteLabel: false });
    expect((await starter.api.put('/api/club/branding', { ...branding, whiteLabel: true })).status).toBe(403);
    expect((await starter.api.put('/api/club/branding', { ...branding, primaryColor: 'blue' })).status).toBe(400);

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    const logo = await starter.api.put('/api/club/logo', { imageData: `data:image/png;base64,${png.toString('base64')}` });
    expect(logo.status).toBe(200);
    const served = await fetch(`${server.baseUrl}${logo.body.branding.logoUrl as string}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Re-encoded at one size, whatever was sent.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    const text = Buffer.from('not an image').toString('base64');
    expect((await starter.api.put('/api/club/logo', { imageData: `data:image/png;base64,${text}` })).status).toBe(415);
    // A decompression bomb: 110 KB of PNG that would unpack to 900 million pixels.
    const bomb = await starter.api.put('/api/club/logo', { imageData: `data:image/png;base64,${hugeBlankPng(30_000, 30_000).toString('base64')}` });
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toBe('The logo is 30000 × 30000 pixels, too large to use. Please send one of at most 16 million pixels, such as 4096 × 4096.');
    expect((await starter.api.get('/api/club')).body.branding.logoUrl).toBe(logo.body.branding.logoUrl);

    const member = await invitedPerson(server.baseUrl, starter.api, 'member', 'brand-member');
    expect((await member.api.get('/api/club')).body.branding).toMatchObject({ name: 'Lakeside Golf Academy', logoUrl: logo.body.branding.logoUrl });
    expect((await member.api.put('/api/club/branding', branding)).status).toBe(403);

    const unlimited = await clubOwner(server.baseUrl, 'club', 'brand-unlimited');
    expect((await unlimited.api.put('/api/club/branding', { ...branding, whiteLabel: true })).body.branding.whiteLabel).toBe(true);
    const invited = uniqueEmail('white-label');
    await unlimited.api.post('/api/club/invitations', { email: invited, role: 'member' });
    await invitationToken(server.baseUrl, invited);
    const [mail] = await inboxOf(server.baseUrl).mailsTo(invited);
    expect(mail!.text).toContain('Lakeside Golf Academy');
    expect(mail!.text).not.toContain('Fairway Coach');
  });
});

describe('API keys and the public API', () => {
  let owner: Awaited<ReturnType<typeof clubOwner>>;
  let member: Awaited<ReturnType<typeof invitedPerson>>;
  let outsider: { id: string };

  beforeAll(async () => {
    owner = await clubOwner(server.baseUrl, 'club', 'api-owner');
    member = await invitedPerson(server.baseUrl, owner.api, 'member', 'api-member');
    const starter = await clubOwner(server.baseUrl, 'club_starter', 'starter-owner');
    outsider = await invitedPerson(server.baseUrl, starter.api, 'member', 'api-outsider');
    expect((await starter.api.post('/api/club/api-keys', { name: 'Booking system' })).status).toBe(403);
  });

  const withKey = (key: string) => ({ 'x-api-key': key });

  it('shows a key once, stores only its hash, and a revoked key gets 401 at once', async () => {
    const created = await owner.api.post('/api/club/api-keys', { name: 'Booking system' });
    expect(created.status).toBe(201);
    const key = created.body.key as string;
    expect(key).toMatch(/^fck_/);
    const listed = await owner.api.get('/api/club/api-keys');
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect(JSON.stringify(await server.ctx.db.select().from(clubApiKeys))).not.toContain(key);

    const api = client(server.baseUrl);
    expect((await api.request('GET', '/api/v1/team-stats', undefined, withKey(key))).status).toBe(200);
    expect((await api.request('GET', `/api/v1/analyses?memberId=${member.id}`, undefined, withKey(key))).status).toBe(200);
    expect((await api.request('GET', `/api/v1/analyses?memberId=${outsider.id}`, undefined, withKey(key))).status).toBe(404);
    expect((await api.get('/api/v1/team-stats')).status).toBe(401);
    // A session is not a key.
    expect((await owner.api.get('/api/v1/team-stats')).status).toBe(401);

    expect((await owner.api.delete(`/api/club/api-keys/${created.body.id}`)).status).toBe(200);
    expect((await api.request('GET', '/api/v1/team-stats', undefined, withKey(key))).status).toBe(401);
  });

  it('takes a swing for a club member over the public API', async () => {
    const { key } = (await owner.api.post('/api/club/api-keys', { name: 'Range camera' })).body;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(fixturePath()))], { type: 'video/mp4' }), 'swing.mp4');
    const submitted = await client(server.baseUrl).request('POST', `/api/v1/members/${member.id}/swings`, form, withKey(key));
    expect(submitted.status).toBe(202);
    const list = await client(server.baseUrl).request('GET', `/api/v1/analyses?memberId=${member.id}`, undefined, withKey(key));
    expect(list.body.map((row: { id: string }) => row.id)).toContain(submitted.body.id);
    expect((await member.api.get('/api/swing-analyses')).body.map((row: { id: string }) => row.id)).toContain(submitted.body.id);
    expect(
      (await client(server.baseUrl).request('POST', `/api/v1/members/${outsider.id}/swings`, { videoUrl: 'https://example.com/a.mp4' }, withKey(key))).status,
    ).toBe(404);
  });

  it("holds a key to the golfer's limit of waiting and running analyses, before reading the file", async () => {
    const { key } = (await owner.api.post('/api/club/api-keys', { name: 'Launch monitor' })).body;
    const busy = await invitedPerson(server.baseUrl, owner.api, 'member', 'api-busy');
    const limit = server.ctx.config.analysis.memberLimit;
    for (let index = 0; index < limit; index += 1) {
      await insertAnalysisRow(server.ctx.db, { userId: busy.id, createdAt: new Date(), overallScore: 0, keyMetrics: metrics, status: 'processing' });
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(fixturePath()))], { type: 'video/mp4' }), 'swing.mp4');
    const submitted = await client(server.baseUrl).request('POST', `/api/v1/members/${busy.id}/swings`, form, withKey(key));
    expect(submitted.status).toBe(429);
    expect(submitted.body.message).toMatch(new RegExp(`${limit} swings waiting or being analysed`));
    // Refused before the file was read: the connection is not kept for the rest of the upload.
    expect(submitted.headers.get('connection')).toBe('close');
    const rows = await server.ctx.db.select({ id: swingAnalyses.id }).from(swingAnalyses).where(eq(swingAnalyses.userId, busy.id));
    expect(rows).toHaveLength(limit);
    const malformed = await client(server.baseUrl).request('POST', '/api/v1/members/not-a-member-id/swings', form, withKey(key));
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The member id in the address is not valid.');
  });

  it('limits each key to 60 calls a minute', async () => {
    const { key } = (await owner.api.post('/api/club/api-keys', { name: 'Busy script' })).body;
    const api = client(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await api.request('GET', `/api/v1/analyses?memberId=${member.id}`, undefined, withKey(key))).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('documents the public API in the OpenAPI document', async () => {
    const doc = (await client(server.baseUrl).get('/api/docs/json')).body;
    expect(doc.components.securitySchemes.clubApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    expect(doc.paths['/api/v1/team-stats'].get.security).toEqual([{ clubApiKey: [] }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/members/{memberId}/swings', '/api/v1/analyses', '/api/v1/analyses/{id}']));
  });
});
