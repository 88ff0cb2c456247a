import { sql } from 'drizzle-orm';
import type { FaultArea } from '../../../shared/analysis';
import type { ScoreHalves } from '../../../shared/memberStats';
import { WEEKLY_PROGRESS_WEEKS, type FoundArea } from '../../../shared/progress';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/**
 * The progress and dashboard figures that span a member's whole history, added up by the database
 * over the indexed summary columns (decision 1501): each query returns a handful of numbers or
 * the one column a chart draws, never the member's results. The shared functions of
 * src/shared/progress.ts and memberStats.ts turn them into the same figures as before.
 */

const scored = (userId: string) => sql`user_id = ${userId} and status = 'done' and overall_score is not null`;

/** Every scored swing's date and score, oldest first: the line of the score chart. */
export async function scoreLine(db: Database, userId: string): Promise<Array<{ sessionDate: string; overallScore: number }>> {
  const rows = await selectRows<{ created_at: string | Date; overall_score: number }>(
    db,
    sql`select created_at, overall_score from swing_analyses where ${scored(userId)} order by created_at, id`,
  );
  return rows.map((row) => ({ sessionDate: new Date(row.created_at).toISOString(), overallScore: row.overall_score }));
}

/** The latest weeks with sessions (Monday-based, UTC), oldest first, with the rounded average score. */
export async function weeklyScores(db: Database, userId: string): Promise<Array<{ week: string; avg_score: number; sessions: number }>> {
  const rows = await selectRows<{ week: string; total: number; sessions: number }>(
    db,
    sql`
    select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, sum(overall_score)::int as total, count(*)::int as sessions
    from swing_analyses where ${scored(userId)}
    group by 1 order by 1 desc limit ${WEEKLY_PROGRESS_WEEKS}`,
  );
  return rows.reverse().map((row) => ({ week: row.week, avg_score: Math.round(row.total / row.sessions), sessions: row.sessions }));
}

/** Each fault area found: in how many sessions, and its metric in the first of them. */
export async function foundAreas(db: Database, userId: string): Promise<FoundArea[]> {
  const rows = await selectRows<{ area: FaultArea; sessions: number; first_value: number | null }>(
    db,
    sql`
    with found as (
      select distinct s.id, s.created_at, a.area,
        case a.area when 'tempo' then s.tempo when 'balance' then s.balance when 'power' then s.power when 'accuracy' then s.accuracy end as value
      from swing_analyses s cross join lateral unnest(s.fault_areas) as a(area)
      where s.user_id = ${userId} and s.status = 'done' and s.overall_score is not null
    )
    select area, count(*)::int as sessions, (array_agg(value order by created_at, id))[1] as first_value from found group by area`,
  );
  return rows.map((row) => ({ area: row.area, sessions: row.sessions, firstValue: row.first_value === null ? null : Number(row.first_value) }));
}

/** The positive scores oldest first, as halves (spec §9 improvement; src/shared/memberStats.ts). */
export async function scoreHalves(db: Database, userId: string): Promise<ScoreHalves> {
  const rows = await selectRows<{ count: number; older_sum: number; newer_sum: number; first: number | null; last: number | null }>(
    db,
    sql`
    with positive as (
      select overall_score as score, row_number() over (order by created_at, id) as position, count(*) over () as total
      from swing_analyses where ${scored(userId)} and overall_score > 0
    )
    select coalesce(max(total), 0)::int as count,
      coalesce(sum(score) filter (where position <= total / 2), 0)::int as older_sum,
      coalesce(sum(score) filter (where position > total / 2), 0)::int as newer_sum,
      min(score) filter (where position = 1) as first,
      min(score) filter (where position = total) as last
    from positive`,
  );
  const row = rows[0]!;
  return { count: row.count, olderSum: row.older_sum, newerSum: row.newer_sum, first: row.first ?? 0, last: row.last ?? 0 };
}
