import { and, desc, eq, lt, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AnalyzeOptions } from '../../../swing';
import type { Database } from '../../db/client';
import { profiles, swingAnalyses, type SwingAnalysisRow } from '../../db/schema';

/** How many of the member's earlier analyses count as "recent" for recurring and fixed faults. */
const RECENT_SESSIONS = 3;

/** Only the fault codes are read back from stored replies; an older reply without them counts as none. */
const storedFaultsSchema = z.object({ analysisResults: z.object({ faults: z.array(z.object({ code: z.string() })) }) });

/**
 * What the engine needs to coach this member rather than anyone: the upload's club and swing
 * length, the golf profile (handedness from the dominant hand, level, focus areas, goals), the
 * fault codes of the member's last finished analyses made before this one, and the positions they
 * confirmed.
 */
export async function coachingOptions(db: Database, row: SwingAnalysisRow): Promise<AnalyzeOptions> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, row.userId)).limit(1);
  const recent = await db
    .select({ analysis: swingAnalyses.analysis })
    .from(swingAnalyses)
    .where(
      and(eq(swingAnalyses.userId, row.userId), eq(swingAnalyses.status, 'done'), ne(swingAnalyses.id, row.id), lt(swingAnalyses.createdAt, row.createdAt)),
    )
    .orderBy(desc(swingAnalyses.createdAt))
    .limit(RECENT_SESSIONS);
  const history = recent.map(({ analysis }) => {
    const parsed = storedFaultsSchema.safeParse(analysis);
    return parsed.success ? parsed.data.analysisResults.faults.map((f) => f.code) : [];
  });
  return {
    club: row.clubUsed,
    swingLength: row.swingLength,
    history,
    confirmations: row.eventConfirmations,
    ...(profile?.dominantHand ? { handedness: profile.dominantHand } : {}),
    golfer: profile
      ? {
          handicap: profile.handicap,
          experience: profile.golfExperience,
          focusAreas: profile.swingFocusAreas,
          goals: profile.golfGoals,
          heightCm: profile.heightCm,
        }
      : {},
  };
}
