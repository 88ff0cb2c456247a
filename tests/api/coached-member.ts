/**
 * TEST DATA for the coach: a member's finished analyses, each the swing engine's real analysis of
 * a modelled golfer (src/swing/syntheticGolfer.ts) written into swing_analyses as the job
 * writes it. Posing real footage for every row would only slow the coach's tests; the upload path
 * has its own.
 */
import { randomBytes } from 'node:crypto';
import type { SwingAnalysis } from '../../src/shared/analysis';
import type { Club, SwingLength } from '../../src/shared/swingLabels';
import { analyzeSwing } from '../../src/swing';
import { syntheticGolfer, type GolferOptions } from '../../src/swing/syntheticGolfer';
import type { Database } from '../../src/server/db/client';
import { swingAnalyses } from '../../src/server/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeededSwing {
  id: string;
  club: Club;
  analysis: SwingAnalysis;
}

/** Four swings over three weeks, oldest first; the newest (a 7 iron coming over the top) is the one the coach reads first. */
const SWINGS: Array<{ daysAgo: number; club: Club; golfer: Partial<GolferOptions> }> = [
  { daysAgo: 20, club: '7 Iron', golfer: { view: 'down-the-line', earlyExtension: 12, headLift: 6, seed: 3 } },
  { daysAgo: 14, club: 'Driver', golfer: { view: 'face-on', sway: 14, seed: 4 } },
  { daysAgo: 7, club: 'Driver', golfer: { view: 'face-on', chickenWing: 45, leadArmBend: 30, seed: 6 } },
  { daysAgo: 2, club: '7 Iron', golfer: { view: 'down-the-line', earlyExtension: 10, overTheTop: 18, seed: 5 } },
];

export async function insertEngineAnalysis(
  db: Database,
  userId: string,
  club: Club,
  golfer: Partial<GolferOptions>,
  createdAt: Date,
  { keepTrack = false, swingLength }: { keepTrack?: boolean; swingLength?: SwingLength } = {},
): Promise<SeededSwing> {
  const { track } = syntheticGolfer(golfer);
  const outcome = analyzeSwing(track, { club, ...(swingLength ? { swingLength } : {}) });
  if (outcome.kind !== 'swing') throw new Error(`the modelled golfer was not read as golf: ${outcome.reason}`);
  const [row] = await db
    .insert(swingAnalyses)
    .values({
      userId,
      status: 'done',
      stage: 'done',
      stageFraction: 1,
      sourceKind: 'video',
      originalKey: `analyses/test/${randomBytes(6).toString('hex')}.mp4`,
      originalMime: 'video/mp4',
      originalSize: 1_000_000,
      originalSha256: randomBytes(32).toString('hex'),
      analysis: outcome.analysis,
      // Kept as the analysis job keeps it, for tests that draw on the swing or play it.
      track: keepTrack ? track : null,
      overallScore: outcome.analysis.analysisResults.overallScore,
      clubUsed: club,
      swingLength: swingLength ?? null,
      createdAt,
      updatedAt: createdAt,
      completedAt: createdAt,
    })
    .returning({ id: swingAnalyses.id });
  return { id: row!.id, club, analysis: outcome.analysis };
}

/** Seeds the four swings for the member; returns them oldest first (the last is the latest). */
export async function seedCoachedMember(db: Database, userId: string, now = new Date()): Promise<SeededSwing[]> {
  const seeded: SeededSwing[] = [];
  for (const swing of SWINGS) {
    seeded.push(await insertEngineAnalysis(db, userId, swing.club, swing.golfer, new Date(now.getTime() - swing.daysAgo * DAY_MS)));
  }
  return seeded;
}
