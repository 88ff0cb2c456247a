import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swingAnalysisDetailSchema, type SwingAnalysisDetail } from '../../src/shared/analysis';
import { unsureEvents } from '../../src/shared/eventConfirmation';
import { findAnalysis, insertAnalysis } from '../../src/server/modules/analysis/store';
import { clubOwner, invitedPerson } from './clubs-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';
import { fixturePath, uploadForm, waitUntilFinished } from './analysis-helpers';

/**
 * PUT/DELETE /api/swing-analyses/{id}/events on the real fixture: the member moves an event, the
 * server re-measures from the stored track and keeps the moves; restore gives the detected ones
 * back; bad frames change nothing; only the owner may do it.
 */

let server: TestServer;
let owner: ApiClient;
let ownerId: string;
let other: ApiClient;
let detected: SwingAnalysisDetail;

const eventsPath = (id: string) => `/api/swing-analyses/${id}/events`;
const frameOf = (detail: SwingAnalysisDetail, name: string) => detail.analysis!.analysisResults.events.find((e) => e.name === name)!.frame;
const metric = (detail: SwingAnalysisDetail, key: string) => detail.analysis!.analysisResults.metrics.find((m) => m.key === key)?.value;

/** The stored row as it is now: what a move must (or must not) have changed. */
async function storedRow(id = detected.id) {
  const row = await findAnalysis(server.ctx.db, id);
  return {
    analysis: row!.analysis,
    overallScore: row!.overallScore,
    eventAdjustment: row!.eventAdjustment,
    thumbnails: row!.thumbnails,
    eventConfirmations: row!.eventConfirmations,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = client(server.baseUrl);
  ownerId = (await owner.registerMember({ email: uniqueEmail('mover') })).id;
  other = client(server.baseUrl);
  await other.registerMember({ email: uniqueEmail('onlooker') });
  const video = await fs.readFile(fixturePath());
  const accepted = await uploadForm(owner, { data: video, name: 'swing.mp4', type: 'video/mp4' }, { clubUsed: 'Driver' });
  expect(accepted.status, accepted.text).toBe(202);
  detected = swingAnalysisDetailSchema.parse((await waitUntilFinished(owner, accepted.body.id)).body);
  expect(detected.status).toBe('done');
  // The browser offers the controls that move events only to this member.
  expect(detected.userId).toBe(ownerId);
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('moving events of a finished swing', () => {
  it('re-measures at the new top, stores it, marks it adjusted and feeds progress', async () => {
    const top = frameOf(detected, 'top');
    const response = await owner.put(eventsPath(detected.id), { events: { top: top + 6 } });
    expect(response.status, response.text).toBe(200);
    const moved = swingAnalysisDetailSchema.parse(response.body);
    expect(frameOf(moved, 'top')).toBe(top + 6);
    expect(metric(moved, 'tempoRatio')).toBeGreaterThan(metric(detected, 'tempoRatio')!);
    expect(moved.analysis).not.toEqual(detected.analysis);
    expect(moved.overallScore).toBe(moved.analysis!.analysisResults.overallScore);
    expect(moved.eventAdjustment?.moves).toEqual([{ event: 'top', fromFrame: top, toFrame: top + 6 }]);
    expect(Date.parse(moved.eventAdjustment!.adjustedAt)).toBeGreaterThan(Date.parse(detected.completedAt!));
    // The key-position picture of the top is of the new frame.
    expect((await storedRow()).thumbnails.top).toMatch(new RegExp(`frame-${top + 6}\\.jpg$`));

    // Stored: read back, listed, and counted by progress.
    const reread = swingAnalysisDetailSchema.parse((await owner.get(`/api/swing-analyses/${detected.id}`)).body);
    expect(reread.analysis).toEqual(moved.analysis);
    // The reply's summary (score, phase, main fault) is the new result's, as a read gives it.
    expect(moved.analysisResults).toEqual(reread.analysisResults);
    expect(moved.analysisResults?.overallScore).toBe(moved.overallScore);
    const listed = (await owner.get('/api/swing-analyses')).body.find((row: { id: string }) => row.id === detected.id);
    expect(listed.eventAdjustment.moves).toHaveLength(1);
    expect(listed.overallScore).toBe(moved.overallScore);
    expect((await owner.get(`/api/users/${ownerId}/progress`)).body.currentScore).toBe(moved.overallScore);
  });

  it('adds a second move to the first, and restoring gives back exactly the detected results', async () => {
    const finish = frameOf(detected, 'finish');
    const second = swingAnalysisDetailSchema.parse((await owner.put(eventsPath(detected.id), { events: { finish: finish - 3 } })).body);
    expect(second.eventAdjustment?.moves.map((move) => move.event)).toEqual(['top', 'finish']);

    const restored = await owner.delete(eventsPath(detected.id));
    expect(restored.status, restored.text).toBe(200);
    const back = swingAnalysisDetailSchema.parse(restored.body);
    expect(back.eventAdjustment).toBeUndefined();
    expect(back.analysis).toEqual(detected.analysis);
    expect(back.overallScore).toBe(detected.overallScore);
    expect((await storedRow()).eventAdjustment).toBeNull();
  });

  it('moving an event back onto its detected frame is not an adjustment', async () => {
    const top = frameOf(detected, 'top');
    const response = await owner.put(eventsPath(detected.id), { events: { top } });
    expect(response.status).toBe(200);
    expect(response.body.eventAdjustment).toBeUndefined();
  });

  it.each([
    ['a frame past the end of the swing', { finish: 100_000 }, /^finish: frame 100000 is outside this swing's frames \(\d+–\d+\)\.$/],
    [
      'top after impact',
      { top: 'impact+1' },
      /^top: frame \d+ would break the swing's order; with the other events where they are, it can be on frames \d+–\d+\.$/,
    ],
    ['address on the top', { address: 'top' }, /^address: frame \d+ would break the swing's order/],
    ['an event the engine does not know', { backswing: 80 }, /Unrecognized key/],
    ['no event at all', {}, /name at least one event to move/],
    ['a fractional frame', { top: 100.5 }, /int/],
  ])('refuses %s with a 400 naming it, and changes nothing', async (_, events, message) => {
    const before = await storedRow();
    const concrete = Object.fromEntries(
      Object.entries(events).map(([name, value]) => {
        if (typeof value === 'number') return [name, value];
        const [event, plus] = value.split('+');
        return [name, frameOf(detected, event!) + Number(plus ?? 0)];
      }),
    );
    const response = await owner.put(eventsPath(detected.id), { events: concrete });
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await storedRow()).toEqual(before);
  });

  it('answers another member, and an admin, as if the analysis did not exist, and changes nothing', async () => {
    const before = await storedRow();
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    for (const caller of [other, admin]) {
      expect((await caller.put(eventsPath(detected.id), { events: { top: frameOf(detected, 'top') + 3 } })).status).toBe(404);
      expect((await caller.delete(eventsPath(detected.id))).status).toBe(404);
    }
    expect(await storedRow()).toEqual(before);
  });

  it('asks an anonymous caller to sign in', async () => {
    const anonymous = client(server.baseUrl);
    expect((await anonymous.put(eventsPath(detected.id), { events: { top: 100 } })).status).toBe(401);
    expect((await anonymous.delete(eventsPath(detected.id))).status).toBe(401);
  });
});

describe('confirming an event the engine was unsure of', () => {
  const confirmationPath = (id: string, event: string) => `/api/swing-analyses/${id}/events/${event}/confirmation`;
  const read = async (caller: ApiClient, id = detected.id) => swingAnalysisDetailSchema.parse((await caller.get(`/api/swing-analyses/${id}`)).body);

  it('finds events to ask about on the fixture (the engine reads some of them two ways far apart)', () => {
    expect(unsureEvents(detected.analysis!.analysisResults.events).length, 'the fixture swing no longer has an unsure event').toBeGreaterThan(0);
  });

  it('keeps the confirmation at the frame the member saw, moves nothing, judges its faults in full, and the event is no longer unsure', async () => {
    const [event] = unsureEvents((await read(owner)).analysis!.analysisResults.events);
    const before = await storedRow();
    const response = await owner.put(confirmationPath(detected.id, event!.name), { frame: event!.frame });
    expect(response.status, response.text).toBe(200);
    const confirmed = swingAnalysisDetailSchema.parse(response.body);
    expect(confirmed.eventConfirmations).toEqual([{ event: event!.name, frame: event!.frame, confirmedAt: expect.any(String) }]);
    // The events, moves and pictures are as they were; only a fault at a position nobody stood
    // behind (called medium at most, decision 2611) may read otherwise now.
    const after = await storedRow();
    expect({ ...after, analysis: null, overallScore: null }).toEqual({
      ...before,
      analysis: null,
      overallScore: null,
      eventConfirmations: confirmed.eventConfirmations,
    });
    expect(after.analysis!.analysisResults.events).toEqual(before.analysis!.analysisResults.events);
    const faultsAt = (row: typeof before, confirmedHere: boolean) =>
      row.analysis!.analysisResults.faults.filter((fault) => (fault.frame === event!.frame) === confirmedHere);
    expect(faultsAt(after, false)).toEqual(faultsAt(before, false));
    expect(faultsAt(after, true).map((fault) => fault.code)).toEqual(faultsAt(before, true).map((fault) => fault.code));
    expect(faultsAt(after, true).filter((fault) => fault.evidence.includes('not sure of this frame'))).toEqual([]);

    const reread = await read(owner);
    expect(reread.eventConfirmations).toEqual(confirmed.eventConfirmations);
    expect(unsureEvents(reread.analysis!.analysisResults.events, reread.eventConfirmations).map((e) => e.name)).not.toContain(event!.name);
    // Saying it twice is the same confirmation, not two.
    expect((await owner.put(confirmationPath(detected.id, event!.name), { frame: event!.frame })).status).toBe(200);
    expect((await read(owner)).eventConfirmations).toHaveLength(1);
  });

  it("holds for the frame confirmed: a moved event is the member's own, and restored it is confirmed again", async () => {
    const [confirmation] = (await read(owner)).eventConfirmations!;
    const name = confirmation!.event;
    const next = name === 'finish' ? confirmation!.frame - 2 : confirmation!.frame + 1;
    const moved = swingAnalysisDetailSchema.parse((await owner.put(eventsPath(detected.id), { events: { [name]: next } })).body);
    const movedEvent = moved.analysis!.analysisResults.events.find((e) => e.name === name)!;
    expect(movedEvent.confidence).toBeUndefined();
    // A moved event has nothing left to confirm.
    expect((await owner.put(confirmationPath(detected.id, name), { frame: next })).status).toBe(409);
    const restored = swingAnalysisDetailSchema.parse((await owner.delete(eventsPath(detected.id))).body);
    expect(restored.eventConfirmations).toEqual([confirmation]);
    expect(unsureEvents(restored.analysis!.analysisResults.events, restored.eventConfirmations).map((e) => e.name)).not.toContain(name);
  });

  it.each([
    ['an event the engine does not know', 'backswing', () => ({ frame: 10 }), 400, /event/],
    ['no frame', 'finish', () => ({}), 400, /frame/],
    ['a negative frame', 'finish', () => ({ frame: -1 }), 400, /frame/],
    ['an extra field', 'finish', () => ({ frame: frameOf(detected, 'finish'), confidence: 1 }), 400, /Unrecognized key/],
    ['a frame the event is not on', 'finish', () => ({ frame: frameOf(detected, 'finish') + 1 }), 409, /is on frame \d+ now, not \d+/],
    ['an event the engine does not rate', 'takeaway', () => ({ frame: frameOf(detected, 'takeaway') }), 409, /nothing to confirm/],
  ])('refuses %s, naming it, and changes nothing', async (_, event, body, status, message) => {
    const before = await storedRow();
    const response = await owner.put(confirmationPath(detected.id, event), body());
    expect(response.status, response.text).toBe(status);
    expect(response.body.message).toMatch(message);
    expect(await storedRow()).toEqual(before);
  });

  it('refuses an analysis that has not finished', async () => {
    const row = (await findAnalysis(server.ctx.db, detected.id))!;
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = row;
    const failed = await insertAnalysis(server.ctx.db, { ...copy, status: 'failed', analysis: null, eventConfirmations: [] });
    const response = await owner.put(confirmationPath(failed.id, 'finish'), { frame: frameOf(detected, 'finish') });
    expect(response.status, response.text).toBe(409);
    expect((await storedRow(failed.id)).eventConfirmations).toEqual([]);
  });

  it("is the owner's alone: another member, an admin and their club's coach get 404, anonymous 401, nothing changes", async () => {
    // A club member's swing (a copy of the fixture's row, one pose run is enough) that their coach may read.
    const club = await clubOwner(server.baseUrl, 'club');
    const member = await invitedPerson(server.baseUrl, club.api, 'member');
    const coach = await invitedPerson(server.baseUrl, club.api, 'coach');
    const row = (await findAnalysis(server.ctx.db, detected.id))!;
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = row;
    const clubSwing = await insertAnalysis(server.ctx.db, { ...copy, userId: member.id, eventConfirmations: [] });
    expect((await coach.api.get(`/api/swing-analyses/${clubSwing.id}`)).status).toBe(200);

    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const [event] = unsureEvents(detected.analysis!.analysisResults.events);
    const body = { frame: event!.frame };
    const before = await storedRow(clubSwing.id);
    for (const caller of [other, admin, coach.api]) {
      expect((await caller.put(confirmationPath(clubSwing.id, event!.name), body)).status).toBe(404);
    }
    expect((await client(server.baseUrl).put(confirmationPath(clubSwing.id, event!.name), body)).status).toBe(401);
    expect(await storedRow(clubSwing.id)).toEqual(before);
    // The member themselves may.
    expect((await member.api.put(confirmationPath(clubSwing.id, event!.name), body)).status).toBe(200);
  });
});
