import { sql } from 'drizzle-orm';
import type { FaultArea } from '../../../shared/analysis';
import { percentChange, type KeyMetricName, type PerformanceSession } from '../../../shared/performance';
import type { SessionWithFaults } from '../../../shared/progress';
import type { Club, FocusArea, PracticeType, SwingLength } from '../../../shared/swingLabels';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/**
 * A member's scored swings as performance sessions, computed by the database over the indexed
 * summary columns (decision 1501): the personal best and the previous score come from window
 * functions over the member's whole history, so a range or "the latest" reads only its own rows
 * and never a result's JSON. The same figures as toPerformanceSessions in src/shared/performance.ts.
 */

export interface SessionFilter {
  /** The newest `newest` sessions only. */
  newest?: number;
  /** Only the sessions that measured this key metric (`newest` then counts those). */
  measured?: KeyMetricName;
}

interface SessionRow extends Record<string, unknown> {
  id: string;
  session_date: string;
  overall_score: number;
  tempo: number | null;
  balance: number | null;
  power: number | null;
  accuracy: number | null;
  // The upload labels' fixed choices: the columns only ever hold those (decision 0901).
  club_used: Club | null;
  swing_length: SwingLength | null;
  practice_type: PracticeType | null;
  focus_area: FocusArea | null;
  personal_best: boolean;
  previous_score: number | null;
}

interface SessionRowWithFaults extends SessionRow {
  fault_areas: FaultArea[] | null;
}

/**
 * The creation time as JavaScript's toISOString writes it (both truncate to the millisecond), so
 * the drivers do not parse hundreds of timestamps into Dates only to print them again.
 */
const sessionDate = sql.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as session_date`);

/** Sessions oldest first, each with the areas of its faults (main fault first). */
export async function sessionsOf(db: Database, userId: string, filter: SessionFilter = {}): Promise<SessionWithFaults[]> {
  const newest = filter.newest === undefined ? sql`true` : sql`from_newest <= ${filter.newest}`;
  // Numbered among the measured ones only; the personal bests and previous scores stay the whole history's.
  const measured = filter.measured === undefined ? sql`true` : sql`${sql.identifier(filter.measured)} is not null`;
  const rows = await selectRows<SessionRowWithFaults>(
    db,
    sql`
    with scored as (
      select id, created_at, ${sessionDate}, overall_score, tempo, balance, power, accuracy, club_used, swing_length, practice_type, focus_area, fault_areas,
        overall_score > coalesce(max(overall_score) over (order by created_at, id rows between unbounded preceding and 1 preceding), -1) as personal_best,
        lag(overall_score) over (order by created_at, id) as previous_score,
        row_number() over (partition by ${measured} order by created_at desc, id desc) as from_newest
      from swing_analyses
      where user_id = ${userId} and status = 'done' and overall_score is not null
    )
    select * from scored where ${measured} and ${newest} order by created_at, id`,
  );
  return rows.map((row) => ({ session: toSession(row), faultAreas: row.fault_areas ?? [] }));
}

/**
 * The sessions created in [from, to], oldest first, reading only those rows: the personal best and
 * the previous score of the first ones come from two small lookups of the rows before `from`
 * (every earlier row precedes the range in the (created_at, id) order) instead of windows over the
 * whole history. A month of a member with 500 swings reads 41 rows, not 500 (decision 1506).
 */
export async function sessionsBetween(db: Database, userId: string, from: Date, to: Date): Promise<PerformanceSession[]> {
  const scoredOfMember = sql`user_id = ${userId} and status = 'done' and overall_score is not null`;
  const before = sql`${scoredOfMember} and created_at < ${from.toISOString()}::timestamptz`;
  const rows = await selectRows<SessionRow>(
    db,
    sql`
    select id, ${sessionDate}, overall_score, tempo, balance, power, accuracy, club_used, swing_length, practice_type, focus_area,
      overall_score > greatest(
        coalesce(max(overall_score) over (order by created_at, id rows between unbounded preceding and 1 preceding), -1),
        coalesce((select max(overall_score) from swing_analyses where ${before}), -1)
      ) as personal_best,
      coalesce(
        lag(overall_score) over (order by created_at, id),
        (select overall_score from swing_analyses where ${before} order by created_at desc, id desc limit 1)
      ) as previous_score
    from swing_analyses
    where ${scoredOfMember} and created_at >= ${from.toISOString()}::timestamptz and created_at <= ${to.toISOString()}::timestamptz
    order by created_at, id`,
  );
  return rows.map(toSession);
}

function toSession(row: SessionRow): PerformanceSession {
  return {
    id: row.id,
    sessionDate: row.session_date,
    overallScore: row.overall_score,
    tempo: row.tempo,
    balance: row.balance,
    power: row.power,
    accuracy: row.accuracy,
    personalBest: row.personal_best,
    improvementFromLast: row.previous_score === null ? null : percentChange(row.previous_score, row.overall_score),
    clubUsed: row.club_used,
    swingLength: row.swing_length,
    practiceType: row.practice_type,
    focusArea: row.focus_area,
  };
}
