import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swingAnalysisDetailSchema, type SwingAnalysisDetail } from '../../src/shared/analysis';
import { swingTrace } from '../../src/shared/swingTrace';
import { packedTrackSchema, unpackTrack } from '../../src/shared/trackCodec';
import { analyzeSwing } from '../../src/swing';
import { repeatedClip, tempDir } from '../../src/media/testMedia';
import { findAnalysis, insertAnalysis } from '../../src/server/modules/analysis/store';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { bareAnalysisRow, fixturePath, uploadForm, waitUntilFinished } from './analysis-helpers';

/**
 * PUT /api/swing-analyses/{id}/swing on a real clip of two swings (the fixture played twice over):
 * the member picks which swing to keep, the server measures that one from the stored track, and a
 * later move of a marker stays on it; the track carries the club over both swings (decision 2818);
 * a swing the clip does not hold, another member and a clip of one swing change nothing (issue 24,
 * decision 2414).
 */

let server: TestServer;
let owner: ApiClient;
let other: ApiClient;
let detected: SwingAnalysisDetail;
/** The fixture's length in frames: where the second swing's frames start. */
let copyFrames: number;

const swingPath = (id: string) => `/api/swing-analyses/${id}/swing`;
const resultsOf = (detail: SwingAnalysisDetail) => detail.analysis!.analysisResults;
const frameOf = (detail: SwingAnalysisDetail, name: string) => resultsOf(detail).events.find((e) => e.name === name)!.frame;

async function storedRow(id = detected.id) {
  const row = await findAnalysis(server.ctx.db, id);
  return { analysis: row!.analysis, eventAdjustment: row!.eventAdjustment, eventConfirmations: row!.eventConfirmations, thumbnails: row!.thumbnails };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = client(server.baseUrl);
  await owner.registerMember({ email: uniqueEmail('two-swings') });
  other = client(server.baseUrl);
  await other.registerMember({ email: uniqueEmail('onlooker') });
  const clip = await repeatedClip(fixturePath(), path.join(await tempDir(), 'two-swings.mp4'), 2);
  const accepted = await uploadForm(owner, { data: await fs.readFile(clip), name: 'two-swings.mp4', type: 'video/mp4' }, { clubUsed: 'Driver' });
  expect(accepted.status, accepted.text).toBe(202);
  detected = swingAnalysisDetailSchema.parse((await waitUntilFinished(owner, accepted.body.id)).body);
  expect(detected.status).toBe('done');
  copyFrames = (await findAnalysis(server.ctx.db, detected.id))!.track!.frameCount / 2;
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('picking the swing to keep from a clip of two', () => {
  it('says the clip holds two swings and which one it measured', () => {
    const { clipSwings } = resultsOf(detected);
    expect(clipSwings?.topsMs).toHaveLength(2);
    expect([0, 1]).toContain(clipSwings!.analysed);
  });

  it('measures the other swing from the stored track, drops what the member set on the first, and keeps the choice', async () => {
    const first = resultsOf(detected).clipSwings!.analysed;
    const chosen = 1 - first;
    // A marker moved and a position confirmed on the first swing belong to its frames.
    expect((await owner.put(`/api/swing-analyses/${detected.id}/events`, { events: { top: frameOf(detected, 'top') + 2 } })).status).toBe(200);
    const impact = frameOf(detected, 'impact');
    expect((await owner.put(`/api/swing-analyses/${detected.id}/events/impact/confirmation`, { frame: impact })).status).toBe(200);
    expect((await storedRow()).eventConfirmations).toHaveLength(1);

    const response = await owner.put(swingPath(detected.id), { swing: chosen });
    expect(response.status, response.text).toBe(200);
    const picked = swingAnalysisDetailSchema.parse(response.body);
    expect(resultsOf(picked).clipSwings).toEqual({ ...resultsOf(detected).clipSwings, analysed: chosen });
    // The same swing, one copy later or earlier: its top moved by the fixture's length, give or take the re-encode.
    expect(Math.abs(frameOf(picked, 'top') - frameOf(detected, 'top') - (chosen - first) * copyFrames)).toBeLessThanOrEqual(3);
    expect(picked.eventAdjustment).toBeUndefined();
    const stored = await storedRow();
    expect(stored.analysis).toEqual(picked.analysis);
    expect(stored.eventAdjustment).toBeNull();
    expect(stored.eventConfirmations).toEqual([]);
    expect(stored.thumbnails.top).toMatch(new RegExp(`frame-${frameOf(picked, 'top')}\\.jpg$`));

    // A marker moved now is measured on the chosen swing, and restoring stays on it.
    const moved = swingAnalysisDetailSchema.parse(
      (await owner.put(`/api/swing-analyses/${detected.id}/events`, { events: { top: frameOf(picked, 'top') + 2 } })).body,
    );
    expect(frameOf(moved, 'top')).toBe(frameOf(picked, 'top') + 2);
    expect(resultsOf(moved).clipSwings?.analysed).toBe(chosen);
    const restored = swingAnalysisDetailSchema.parse((await owner.delete(`/api/swing-analyses/${detected.id}/events`)).body);
    expect(restored.analysis).toEqual(picked.analysis);
  });

  it('carries the club over both swings in the track, so the swing picked has its trace as the one measured first did', async () => {
    const served = await owner.get((await owner.get(`/api/swing-analyses/${detected.id}`)).body.trackUrl);
    const track = unpackTrack(packedTrackSchema.parse(served.body));
    const frames = (track.club ?? []).map((sample) => sample.frame);
    expect(new Set(frames).size).toBe(frames.length);
    for (const swing of [0, 1]) {
      const outcome = analyzeSwing(track, { swing });
      if (outcome.kind !== 'swing') throw new Error(`swing ${swing} of the clip was not measured`);
      const { club } = swingTrace(track, outcome.analysis.analysisResults.events);
      expect(club.flatMap((run) => run.points).length, `swing ${swing}`).toBeGreaterThan(0);
    }
  });

  it.each([
    ['a swing the clip does not hold', { swing: 2 }, 'This clip holds 2 swings: choose one from 0 to 1.'],
    ['a negative place', { swing: -1 }, undefined],
    ['a place that is not a whole number', { swing: 0.5 }, undefined],
    ['no place', {}, undefined],
  ])('refuses %s with a 400 and changes nothing', async (_, body, message) => {
    const before = await storedRow();
    const response = await owner.put(swingPath(detected.id), body);
    expect(response.status, response.text).toBe(400);
    if (message) expect(response.body.message).toBe(message);
    expect(await storedRow()).toEqual(before);
  });

  it('answers another member as if the analysis did not exist, and changes nothing', async () => {
    const before = await storedRow();
    expect((await other.put(swingPath(detected.id), { swing: 0 })).status).toBe(404);
    expect(await storedRow()).toEqual(before);
  });

  it('has no other swing to measure on a clip of one', async () => {
    // An analysis of one swing (as every analysis stored before clips of several were told apart).
    const row = await findAnalysis(server.ctx.db, detected.id);
    const { clipSwings: _, ...oneSwing } = row!.analysis!.analysisResults;
    const id = crypto.randomUUID();
    await insertAnalysis(
      server.ctx.db,
      bareAnalysisRow(id, row!.userId, { status: 'done', track: row!.track, analysis: { ...row!.analysis!, analysisResults: oneSwing } }),
    );
    const response = await owner.put(swingPath(id), { swing: 0 });
    expect(response.status, response.text).toBe(409);
    expect(response.body.message).toBe('This clip holds one swing: there is no other to measure.');
  });
});
