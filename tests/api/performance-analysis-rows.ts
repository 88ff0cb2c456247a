/**
 * TEST DATA for the read side (performance, progress, goals): finished swing analyses written
 * straight into swing_analyses, shaped exactly like the analysis job writes them (the stored
 * `analysis` is validated against the shared SwingAnalysis schema below). Running the real
 * pose pipeline for every row would only slow these tests; the upload → analysis path has its
 * own tests, and the e2e test uploads a real swing.
 */
import { randomBytes } from 'node:crypto';
import { swingAnalysisSchema, type KeyMetrics, type SwingAnalysis } from '../../src/shared/analysis';
import type { PoseTrack } from '../../src/shared/poseTrack';
import type { Club, FocusArea, PracticeType, SwingLength } from '../../src/shared/swingLabels';
import { FAULT_RULES } from '../../src/swing/faults';
import { areasLeftUnjudged } from '../../src/swing/scoring';
import { standardFor, swingLengthProfile } from '../../src/swing/swingLength';
import type { Database } from '../../src/server/db/client';
import { swingAnalyses } from '../../src/server/db/schema';

export interface AnalysisRowInput {
  userId: string;
  createdAt: Date;
  overallScore: number;
  keyMetrics: KeyMetrics;
  /** Codes of the engine's fault catalogue, main fault first. */
  faultCodes?: string[];
  /** Stores the faults as results stored before faults carried their area did. */
  faultsWithoutArea?: boolean;
  /** Each fault's severity, in faultCodes order; medium when not given. */
  faultSeverities?: Array<'high' | 'medium' | 'low'>;
  /** A still image (a posture check when `posture`), not a video. */
  image?: boolean;
  posture?: boolean;
  track?: PoseTrack;
  status?: 'done' | 'failed' | 'processing';
  clubUsed?: Club;
  swingLength?: SwingLength;
  practiceType?: PracticeType;
  focusArea?: FocusArea;
}

function catalogueRule(code: string) {
  const rule = FAULT_RULES.find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`${code} is not in the engine's fault catalogue`);
  return rule;
}

function storedAnalysis(input: AnalysisRowInput): SwingAnalysis {
  const faults = (input.faultCodes ?? []).map((code, index) => ({
    code,
    name: catalogueRule(code).name,
    ...(input.faultsWithoutArea ? {} : { area: catalogueRule(code).area }),
    severity: input.faultSeverities?.[index] ?? ('medium' as const),
    evidence: `Measured on this test swing for ${code}.`,
    ballFlight: 'Inconsistent strike.',
    drill: 'Slow-motion rehearsal swings.',
  }));
  // As the engine leaves a swing the member called shorter than full: its power unjudged.
  const unjudged = areasLeftUnjudged({ peakHandSpeed: 12 }, standardFor(undefined, swingLengthProfile(input.swingLength)));
  return swingAnalysisSchema.parse({
    feedback: `Overall ${input.overallScore}/100.`,
    hasVisualCoaching: false,
    hasRevolutionaryCoaching: false,
    analysisResults: {
      overallScore: input.overallScore,
      currentPosition: { phase: 'finish', issues: faults.map((fault) => fault.name) },
      nextMove: { priority: 'medium', action: 'Hold the finish', description: 'Balance for three seconds.', visualCue: 'Belt buckle to target' },
      keyMetrics: input.keyMetrics,
      quickWins: ['Smooth takeaway'],
      predictiveCoaching: { nextMovePrediction: 'Better contact', correctionNeeded: 'Stay centred' },
      positionDetails: [{ description: 'Top of backswing', analysis: { score: input.overallScore, detailedFeedback: 'Full turn.' }, event: 'top' }],
      events: [
        { name: 'address', frame: 10, timeMs: 333 },
        { name: 'top', frame: 60, timeMs: 2000 },
        { name: 'impact', frame: 80, timeMs: 2667 },
      ],
      view: 'face-on',
      handedness: 'right',
      // A real-time swing: its hand speed was timed, so its power counts (decision 2607).
      metrics: [
        { key: 'tempoRatio', label: 'Tempo ratio', value: 3, unit: 'ratio' },
        { key: 'peakHandSpeed', label: 'Peak hand speed in the downswing', value: 12, unit: 'torso lengths/s' },
      ],
      faults,
      ...(input.posture ? { analysisKind: 'posture' } : {}),
      ...(unjudged.length > 0 ? { unjudgedAreas: unjudged } : {}),
    },
  });
}

/** Inserts one analysis row as the pipeline would leave it; returns its id. */
export async function insertAnalysisRow(db: Database, input: AnalysisRowInput): Promise<string> {
  const status = input.status ?? 'done';
  const done = status === 'done';
  const [row] = await db
    .insert(swingAnalyses)
    .values({
      userId: input.userId,
      status,
      stage: done ? 'done' : status === 'failed' ? 'failed' : 'pose',
      stageFraction: done ? 1 : 0.5,
      sourceKind: 'video',
      originalKey: `analyses/test/${randomBytes(6).toString('hex')}.mp4`,
      originalMime: input.image ? 'image/jpeg' : 'video/mp4',
      originalSize: 1_234_567,
      originalSha256: randomBytes(32).toString('hex'),
      analysis: done ? storedAnalysis(input) : null,
      overallScore: done && !input.posture ? input.overallScore : null,
      track: done ? (input.track ?? null) : null,
      clubUsed: input.clubUsed ?? null,
      swingLength: input.swingLength ?? null,
      practiceType: input.practiceType ?? null,
      focusArea: input.focusArea ?? null,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
      completedAt: done ? input.createdAt : null,
    })
    .returning({ id: swingAnalyses.id });
  return row!.id;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export function daysAgo(days: number, from = new Date()): Date {
  return new Date(from.getTime() - days * DAY_MS);
}
