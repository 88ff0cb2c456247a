import { and, desc, eq } from 'drizzle-orm';
import type { AnalysisResults, Fault, KeyMetrics, Measurement } from '../../../shared/analysis';
import { scoredAreas } from '../../../shared/keyMetricsMeasured';
import type { Database } from '../../db/client';
import { profiles, swingAnalyses, users } from '../../db/schema';
import { httpError } from '../../http/errors';

/** How many of the member's finished analyses the coach reads (the spec's "last ten swings" pitch). */
const SWINGS_READ = 10;

export interface MemberSwing {
  id: string;
  date: string;
  club: string | null;
  /** "Half swing" or "Three-quarter swing" as the member labelled it; null for a full swing or no label. */
  shorterSwing: string | null;
  score: number;
  /** The areas this swing scored: one its clip could not measure, or a shorter swing leaves unjudged, is left out. */
  keyMetrics: Partial<KeyMetrics>;
  faults: Fault[];
  metrics: Measurement[];
  /** A still image rates one position only (decision 0520): it never counts in trends. */
  posture: boolean;
}

export interface MemberProfile {
  handicap: number | null;
  experience: string | null;
  focusAreas: string[];
  goals: string | null;
}

export interface ScoreTrend {
  first: number;
  latest: number;
  best: number;
  average: number;
  swings: number;
}

/** Everything the coach knows about one member, read only through that member's id. */
export interface MemberContext {
  firstName: string;
  profile: MemberProfile | null;
  /** Finished analyses, newest first. */
  swings: MemberSwing[];
  /** The swing a question is about: the one the member chose, else the newest. */
  focus: MemberSwing | null;
  focusChosen: boolean;
  trend: ScoreTrend | null;
  /** Faults seen on more than one of the swings read, most frequent first. */
  recurring: Array<{ code: string; name: string; count: number }>;
}

function toSwing(row: { id: string; createdAt: Date; clubUsed: string | null; swingLength: string | null; analysis: unknown }): MemberSwing | null {
  const results = (
    row.analysis as {
      analysisResults?: Pick<AnalysisResults, 'overallScore' | 'keyMetrics' | 'faults' | 'metrics' | 'analysisKind' | 'unjudgedAreas'>;
    } | null
  )?.analysisResults;
  if (!results) return null;
  return {
    id: row.id,
    date: row.createdAt.toISOString().slice(0, 10),
    club: row.clubUsed,
    shorterSwing: row.swingLength === 'Full swing' ? null : row.swingLength,
    score: results.overallScore,
    keyMetrics: Object.fromEntries(scoredAreas({ ...results, metrics: results.metrics ?? [] }).map((area) => [area, results.keyMetrics[area]])),
    faults: results.faults ?? [],
    metrics: results.metrics ?? [],
    posture: results.analysisKind === 'posture',
  };
}

function trendOf(swings: readonly MemberSwing[]): ScoreTrend | null {
  const scores = swings.filter((swing) => !swing.posture).map((swing) => swing.score);
  if (scores.length === 0) return null;
  return {
    first: scores.at(-1)!,
    latest: scores[0]!,
    best: Math.max(...scores),
    average: Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    swings: scores.length,
  };
}

function recurringFaults(swings: readonly MemberSwing[]): MemberContext['recurring'] {
  const counts = new Map<string, { code: string; name: string; count: number }>();
  for (const swing of swings) {
    for (const fault of swing.faults) {
      const seen = counts.get(fault.code) ?? { code: fault.code, name: fault.name, count: 0 };
      counts.set(fault.code, { ...seen, count: seen.count + 1 });
    }
  }
  return [...counts.values()].filter((fault) => fault.count > 1).sort((a, b) => b.count - a.count);
}

/**
 * Reads the member's name, profile and latest finished analyses. Every query is scoped to the
 * member's own id, so nothing a message says can bring another member's data into a reply; an
 * `analysisId` that is not theirs is refused as not found.
 */
export async function loadMemberContext(db: Database, userId: string, analysisId?: string): Promise<MemberContext> {
  const [account] = await db
    .select({ firstName: users.firstName, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const columns = {
    id: swingAnalyses.id,
    createdAt: swingAnalyses.createdAt,
    clubUsed: swingAnalyses.clubUsed,
    swingLength: swingAnalyses.swingLength,
    analysis: swingAnalyses.analysis,
  };
  const rows = await db
    .select(columns)
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.userId, userId), eq(swingAnalyses.status, 'done')))
    .orderBy(desc(swingAnalyses.createdAt), desc(swingAnalyses.id))
    .limit(SWINGS_READ);
  const swings = rows.map(toSwing).filter((swing): swing is MemberSwing => swing !== null);

  let focus: MemberSwing | null = swings[0] ?? null;
  if (analysisId) {
    const [chosen] = await db
      .select(columns)
      .from(swingAnalyses)
      .where(and(eq(swingAnalyses.id, analysisId), eq(swingAnalyses.userId, userId), eq(swingAnalyses.status, 'done')));
    focus = chosen ? toSwing(chosen) : null;
    if (!focus) throw httpError(404, 'That analysis was not found among your finished analyses.');
  }

  const profile = account?.profile;
  return {
    firstName: account?.firstName ?? '',
    profile: profile ? { handicap: profile.handicap, experience: profile.golfExperience, focusAreas: profile.swingFocusAreas, goals: profile.golfGoals } : null,
    swings,
    focus,
    focusChosen: analysisId !== undefined,
    trend: trendOf(swings),
    recurring: recurringFaults(swings),
  };
}
