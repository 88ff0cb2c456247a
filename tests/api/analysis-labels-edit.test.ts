import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swingAnalysisDetailSchema } from '../../src/shared/analysis';
import { SWING_LENGTH_CHOICES } from '../../src/shared/swingLabels';
import { findAnalysis, insertAnalysis } from '../../src/server/modules/analysis/store';
import { analyzeSwing } from '../../src/swing';
import { syntheticGolfer } from '../../src/swing/syntheticGolfer';
import type { PoseTrack } from '../../src/swing/types';
import { client, uniqueEmail, type ApiClient } from './client';
import { insertEngineAnalysis } from './coached-member';
import { startTestServer, type TestServer } from './harness';

/**
 * PUT /api/swing-analyses/{id}/labels: the member changes an upload's details afterwards. The club
 * and the swing's length change what the swing is judged against, so it is coached again from the
 * stored track; a label outside the choices, another member and a swing still running or failed
 * change nothing (decision 2417).
 */

let server: TestServer;
let owner: ApiClient;
let other: ApiClient;
let ownerId: string;

const labelsPath = (id: string) => `/api/swing-analyses/${id}/labels`;

beforeAll(async () => {
  server = await startTestServer();
  owner = client(server.baseUrl);
  ownerId = (await owner.registerMember({ email: uniqueEmail('relabel') })).id;
  other = client(server.baseUrl);
  await other.registerMember({ email: uniqueEmail('relabel-other') });
});

afterAll(async () => {
  await server?.close();
});

describe('changing an upload’s details afterwards', () => {
  it('coaches a short turn again as the half swing the member says it was, and back', async () => {
    // Face-on, a 50° turn: limited as a full swing with the driver.
    const { id } = await insertEngineAnalysis(server.ctx.db, ownerId, 'Driver', { view: 'face-on', shoulderTurn: 50, seed: 3 }, new Date(), {
      keepTrack: true,
    });
    const before = swingAnalysisDetailSchema.parse((await owner.get(`/api/swing-analyses/${id}`)).body);
    const codes = (detail: typeof before) => detail.analysis!.analysisResults.faults.map((fault) => fault.code);
    expect(codes(before)).toContain('limited_turn');

    const half = await owner.put(labelsPath(id), { clubUsed: 'Sand Wedge', swingLength: 'Half swing', practiceType: 'Short game' });
    expect(half.status, half.text).toBe(200);
    const after = swingAnalysisDetailSchema.parse(half.body);
    expect(after).toMatchObject({ clubUsed: 'Sand Wedge', swingLength: 'Half swing', practiceType: 'Short game', focusArea: null });
    expect(codes(after)).not.toContain('limited_turn');
    expect(after.analysis!.feedback).toContain('half swing with a Sand Wedge');
    expect(after.overallScore).toBe(after.analysis!.analysisResults.overallScore);
    // The same swing: the same events and numbers, judged against other ranges.
    expect(after.analysis!.analysisResults.events).toEqual(before.analysis!.analysisResults.events);
    const values = (detail: typeof before) => detail.analysis!.analysisResults.metrics.map(({ key, value }) => ({ key, value }));
    expect(values(after)).toEqual(values(before));
    // Stored, not only answered.
    expect(swingAnalysisDetailSchema.parse((await owner.get(`/api/swing-analyses/${id}`)).body)).toEqual(after);

    // Labels left out are cleared: a full swing with no club is judged as one again.
    const cleared = swingAnalysisDetailSchema.parse((await owner.put(labelsPath(id), {})).body);
    expect(cleared).toMatchObject({ clubUsed: null, swingLength: null, practiceType: null });
    expect(codes(cleared)).toContain('limited_turn');
  });

  it('coaches a photo again for the club given', async () => {
    const { track } = syntheticGolfer({ view: 'face-on', seed: 9 });
    const photo: PoseTrack = {
      ...track,
      source: 'image',
      fps: 0,
      frameCount: 1,
      durationMs: 0,
      frames: [{ ...track.frames[0]!, frame: 0, timeMs: 0 }],
      motion: [],
    };
    const outcome = analyzeSwing(photo);
    if (outcome.kind !== 'swing') throw new Error(outcome.reason);
    expect(outcome.analysis.feedback).not.toContain('with the driver');
    const { id } = await insertAnalysis(server.ctx.db, {
      userId: ownerId,
      status: 'done',
      stage: 'done',
      stageFraction: 1,
      sourceKind: 'image',
      originalKey: '',
      originalMime: 'image/jpeg',
      originalSize: 1000,
      originalSha256: 'a'.repeat(64),
      track: photo,
      analysis: outcome.analysis,
      completedAt: new Date(),
    });
    const response = await owner.put(labelsPath(id), { clubUsed: 'Driver' });
    expect(response.status, response.text).toBe(200);
    const detail = swingAnalysisDetailSchema.parse(response.body);
    expect(detail.analysis!.analysisResults.analysisKind).toBe('posture');
    expect(detail.analysis!.feedback).toContain('Set-up check from a photo with the driver');
    expect(detail.overallScore).toBeNull();
  });

  it('refuses a label outside the choices, another member and an unfinished or failed analysis, changing nothing', async () => {
    const { id } = await insertEngineAnalysis(server.ctx.db, ownerId, '7 Iron', { seed: 5 }, new Date(), { keepTrack: true });
    const stored = async () => findAnalysis(server.ctx.db, id);
    const before = await stored();

    const chip = await owner.put(labelsPath(id), { swingLength: 'Chip' });
    expect(chip.status).toBe(400);
    expect(chip.body.message).toContain(`Swing length must be one of: ${SWING_LENGTH_CHOICES.join(', ')}.`);
    expect((await owner.put(labelsPath(id), { clubUsed: 'Driver', mood: 'great' })).status).toBe(400);

    const missing = await owner.put(labelsPath('00000000-0000-4000-8000-000000000000'), {});
    const stranger = await other.put(labelsPath(id), { clubUsed: 'Driver' });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(missing.body);

    expect(await stored()).toEqual(before);

    await server.ctx.db.execute(`update swing_analyses set status = 'processing' where id = '${id}'`);
    const running = await owner.put(labelsPath(id), { clubUsed: 'Driver' });
    expect(running.status).toBe(409);
    expect(running.body.message).toBe('This analysis has not finished: its details can be changed once it has.');

    await server.ctx.db.execute(`update swing_analyses set status = 'failed' where id = '${id}'`);
    const failed = await owner.put(labelsPath(id), { clubUsed: 'Driver' });
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe('This analysis has no result to coach again for other details.');
  });
});
