import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swingAnalysisDetailSchema } from '../../src/shared/analysis';
import { syntheticGolfer } from '../../src/swing/syntheticGolfer';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { runMigrationFile } from './migration-file';
import { insertAnalysisRow } from './performance-analysis-rows';

/**
 * Migration 0028: analyses stored before the result recorded its footage (decision 1500, amended)
 * take it from their own track, so their player too opens in the clip's shape.
 */

let server: TestServer;
let member: ApiClient;
let memberId: string;

beforeAll(async () => {
  server = await startTestServer();
  member = client(server.baseUrl);
  memberId = (await member.registerMember({ email: uniqueEmail('footage') })).id;
});

afterAll(async () => {
  await server?.close();
});

const footageOf = async (id: string) => swingAnalysisDetailSchema.parse((await member.get(`/api/swing-analyses/${id}`)).body).analysis!.analysisResults.footage;

describe('migration 0028', () => {
  it("gives an older analysis its track's footage, and leaves one without a track and one that has it as they are", async () => {
    const { track } = syntheticGolfer({ view: 'down-the-line' });
    const row = (fields: Partial<Parameters<typeof insertAnalysisRow>[1]> = {}) =>
      insertAnalysisRow(server.ctx.db, {
        userId: memberId,
        createdAt: new Date(),
        overallScore: 70,
        keyMetrics: { tempo: 7, balance: 7, power: 7, accuracy: 7 },
        ...fields,
      });
    const older = await row({ track });
    const trackless = await row();
    const recorded = await row({ track });
    const alreadyThere = { width: 1080, height: 1920, durationMs: 5000 };
    await server.ctx.db.execute(
      sql`UPDATE swing_analyses SET analysis = jsonb_set(analysis, '{analysisResults,footage}', ${JSON.stringify(alreadyThere)}::jsonb) WHERE id = ${recorded}`,
    );
    expect(await footageOf(older)).toBeUndefined();

    await runMigrationFile(server.ctx.db, '0028_analysis_footage.sql');
    expect(await footageOf(older)).toEqual({ width: track.width, height: track.height, durationMs: track.durationMs });
    expect(await footageOf(trackless)).toBeUndefined();
    expect(await footageOf(recorded)).toEqual(alreadyThere);
  });
});
