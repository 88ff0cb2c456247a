import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, ne, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { ClubSample } from '../../../shared/clubTrack';
import type { Database } from '../../db/client';
import { sendAgainOnLostConnection } from '../../db/lostConnection';
import { preparedPerDatabase } from '../../db/prepared';
import { selectRows } from '../../db/rows';
import { analysisVersions, swingAnalyses, users, type SwingAnalysisRow } from '../../db/schema';

/** Queries of the swing_analyses table; no rules here (those are in service.ts and job.ts). */

export type NewAnalysisRow = typeof swingAnalyses.$inferInsert;
export type AnalysisPatch = Partial<Omit<NewAnalysisRow, 'id' | 'userId' | 'createdAt'>>;

/** A row without the heavy keypoint track (only whether it has one), for details and status checks. */
export type AnalysisSummaryRow = Omit<SwingAnalysisRow, 'track'> & { hasTrack: boolean };

const { track: _track, ...rowColumns } = getTableColumns(swingAnalyses);
const summaryColumns = { ...rowColumns, hasTrack: sql<boolean>`${swingAnalyses.track} is not null` };

/** A whole row as a summary row, e.g. after an update that returned it. */
export function summaryOf({ track, ...row }: SwingAnalysisRow): AnalysisSummaryRow {
  return { ...row, hasTrack: track !== null };
}

/**
 * Stores a new analysis under its id (the caller's, or one chosen here before the first sending),
 * sent again when the database cuts the connection under the insert: if the first sending had
 * committed, the second writes nothing and the row is read back, so a member's upload is neither
 * lost nor stored twice.
 */
export async function insertAnalysis(db: Database, values: NewAnalysisRow): Promise<SwingAnalysisRow> {
  const keyed = { ...values, id: values.id ?? randomUUID() };
  const [row] = await sendAgainOnLostConnection(() => db.insert(swingAnalyses).values(keyed).onConflictDoNothing({ target: swingAnalyses.id }).returning());
  if (row) return row;
  const stored = await findAnalysis(db, keyed.id);
  // Only this insert's own first sending can have written a row under its id.
  if (stored?.userId !== keyed.userId) throw new Error(`An analysis ${keyed.id} exists already`);
  return stored;
}

export async function findAnalysis(db: Database, id: string): Promise<SwingAnalysisRow | undefined> {
  const [row] = await db.select().from(swingAnalyses).where(eq(swingAnalyses.id, id));
  return row;
}

const summaryQuery = preparedPerDatabase((db: Database) =>
  db
    .select(summaryColumns)
    .from(swingAnalyses)
    .where(eq(swingAnalyses.id, sql.placeholder('id')))
    .prepare('analysis_summary'),
);

export async function findAnalysisSummary(db: Database, id: string): Promise<AnalysisSummaryRow | undefined> {
  const [row] = await summaryQuery(db).execute({ id });
  return row;
}

/** What a list row needs: small columns only, never the result's JSON or the keypoint track. */
const listColumns = {
  id: swingAnalyses.id,
  status: swingAnalyses.status,
  stage: swingAnalyses.stage,
  stageFraction: swingAnalyses.stageFraction,
  errorCode: swingAnalyses.errorCode,
  errorMessage: swingAnalyses.errorMessage,
  sourceKind: swingAnalyses.sourceKind,
  originalMime: swingAnalyses.originalMime,
  clubUsed: swingAnalyses.clubUsed,
  practiceType: swingAnalyses.practiceType,
  focusArea: swingAnalyses.focusArea,
  swingLength: swingAnalyses.swingLength,
  overallScore: swingAnalyses.overallScore,
  resultScore: swingAnalyses.resultScore,
  analysisKind: swingAnalyses.analysisKind,
  phase: swingAnalyses.phase,
  mainFault: swingAnalyses.mainFault,
  thumbnails: swingAnalyses.thumbnails,
  eventAdjustment: swingAnalyses.eventAdjustment,
  createdAt: swingAnalyses.createdAt,
  completedAt: swingAnalyses.completedAt,
};
export type AnalysisListRow = { [K in keyof typeof listColumns]: SwingAnalysisRow[K] };

/**
 * Where a page ends: the last row's creation time to the microsecond (a JavaScript Date keeps
 * only milliseconds, and rows created within one would be skipped or repeated) and its id.
 */
export interface PageCursor {
  createdAt: string;
  id: string;
}
const cursorTime = sql<string>`to_char(${swingAnalyses.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page of a member's rows, newest first, `limit` of them, after the cursor's row when `after` is given. */
function pageQuery(db: Database, name: string, after?: SQL) {
  return db
    .select({ ...listColumns, cursorTime })
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.userId, sql.placeholder('userId')), after))
    .orderBy(desc(swingAnalyses.createdAt), desc(swingAnalyses.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}
const firstPageQuery = preparedPerDatabase((db: Database) => pageQuery(db, 'analysis_first_page'));
const pageAfterQuery = preparedPerDatabase((db: Database) =>
  pageQuery(
    db,
    'analysis_page_after',
    sql`(${swingAnalyses.createdAt}, ${swingAnalyses.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
  ),
);

/** One page of a member's analyses, newest first, after `cursor`; `next` is where the following page starts. */
export async function listAnalysisPage(
  db: Database,
  userId: string,
  cursor: PageCursor | null,
  limit: number,
): Promise<{ rows: AnalysisListRow[]; next: PageCursor | null }> {
  const found = cursor
    ? await pageAfterQuery(db).execute({ userId, limit: limit + 1, createdAt: cursor.createdAt, id: cursor.id })
    : await firstPageQuery(db).execute({ userId, limit: limit + 1 });
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursorTime: _time, ...row }) => row),
    next: found.length > limit && last ? { createdAt: last.cursorTime, id: last.id } : null,
  };
}

const analysisVersionQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ version: analysisVersions.version })
    .from(analysisVersions)
    .where(eq(analysisVersions.userId, sql.placeholder('userId')))
    .prepare('member_analysis_version'),
);

/** The version of a member's analyses, raised by a trigger on every write of them (migration 0016); 0 before any. */
export async function analysisVersion(db: Database, userId: string): Promise<number> {
  const [row] = await analysisVersionQuery(db).execute({ userId });
  return row?.version ?? 0;
}

/** How many of a member's analyses are waiting or running (the per-member limit counts these). */
export async function countActiveAnalyses(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.userId, userId), inArray(swingAnalyses.status, ['queued', 'processing'])));
  return row?.value ?? 0;
}

/** How many analyses each of these members has waiting in the queue; members with none are left out. */
export async function countQueuedByMember(db: Database, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: swingAnalyses.userId, queued: count() })
    .from(swingAnalyses)
    .where(and(inArray(swingAnalyses.userId, userIds), eq(swingAnalyses.status, 'queued')))
    .groupBy(swingAnalyses.userId);
  return new Map(rows.map((row) => [row.userId, row.queued]));
}

/** Whose analysis this is (and their role, for their plan), and how many of that member's analyses, waiting or running, were created before it. */
export async function queuePlace(db: Database, id: string): Promise<{ userId: string; role: 'member' | 'admin'; ahead: number } | undefined> {
  const [row] = await db
    .select({
      userId: swingAnalyses.userId,
      role: users.role,
      // Spelled out: drizzle names a lone table's columns without the table, which inside the
      // subquery would mean the earlier row's own.
      ahead: sql<number>`(select count(*) from swing_analyses earlier
        where earlier.user_id = swing_analyses.user_id
          and (earlier.created_at, earlier.id) < (swing_analyses.created_at, swing_analyses.id)
          and earlier.status in ('queued', 'processing'))`.mapWith(Number),
    })
    .from(swingAnalyses)
    .innerJoin(users, eq(users.id, swingAnalyses.userId))
    .where(eq(swingAnalyses.id, id));
  return row;
}

/** An unfinished analysis as the estimate sees it: seconds since its run began (null: waiting). */
export interface RunAhead {
  runningSeconds: number | null;
}

/**
 * The analyses, anyone's, that run before this waiting one, in the queue's fair order (service.ts):
 * those running now, and those waiting whose place among their member's own unfinished analyses is
 * earlier than this one's, or the same and older. Empty for a running or finished analysis. The
 * priority plan's half turn is left out: it moves a swing ahead of others of the same place only.
 */
export async function runsAhead(db: Database, id: string): Promise<RunAhead[]> {
  const rows = await selectRows<{ running_seconds: number | null }>(
    db,
    sql`with active as (
      select id, status, created_at, started_at,
        row_number() over (partition by user_id order by created_at, id) as place
      from swing_analyses where status in ('queued', 'processing')
    ), me as (select * from active where id = ${id} and status = 'queued')
    select case when a.status = 'processing' then extract(epoch from now() - a.started_at)::float8 end as running_seconds
    from active a, me
    where a.id <> me.id
      and (a.status = 'processing' or a.place < me.place or (a.place = me.place and (a.created_at, a.id) < (me.created_at, me.id)))`,
  );
  return rows.map((row) => ({ runningSeconds: row.running_seconds === null ? null : Number(row.running_seconds) }));
}

/** How many of the latest finished runs time a typical one. */
const TIMED_RUNS = 20;

/** The median length in seconds of the latest finished runs (anyone's), or null before the first. */
export async function typicalRunSeconds(db: Database): Promise<number | null> {
  const [row] = await selectRows<{ median: number | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by seconds)::float8 as median from (
      select extract(epoch from completed_at - started_at) as seconds from swing_analyses
      where status = 'done' and started_at is not null
      order by completed_at desc limit ${TIMED_RUNS}
    ) latest`,
  );
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}

/** Seconds since an analysis's latest run began, or null when it has not begun. */
export async function secondsSinceStart(db: Database, id: string): Promise<number | null> {
  const [row] = await selectRows<{ seconds: number | null }>(
    db,
    sql`select extract(epoch from now() - started_at)::float8 as seconds from swing_analyses where id = ${id}`,
  );
  return row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds);
}

/** The keypoint track of an analysis, alone. */
export async function findTrack(db: Database, id: string): Promise<SwingAnalysisRow['track'] | undefined> {
  const [row] = await db.select({ track: swingAnalyses.track }).from(swingAnalyses).where(eq(swingAnalyses.id, id));
  return row?.track;
}

/** A member's analyses, newest first. */
export async function listAnalysesOf(db: Database, userId: string): Promise<AnalysisSummaryRow[]> {
  return db.select(summaryColumns).from(swingAnalyses).where(eq(swingAnalyses.userId, userId)).orderBy(desc(swingAnalyses.createdAt), desc(swingAnalyses.id));
}

/**
 * Rewrites a finished row's results and answers the row as it now reads, without its track: the
 * summary columns the database derives from the result (its score, phase and main fault) included,
 * which a copy of the old row merged with the patch would still hold from before. None when the
 * row is gone.
 */
export async function rewriteAnalysis(db: Database, id: string, patch: AnalysisPatch): Promise<AnalysisSummaryRow | undefined> {
  const [row] = await db
    .update(swingAnalyses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(swingAnalyses.id, id))
    .returning(summaryColumns);
  return row;
}

/** Updates a row; returns false when it is gone (deleted while the job ran). */
export async function updateAnalysis(db: Database, id: string, patch: AnalysisPatch): Promise<boolean> {
  const rows = await db
    .update(swingAnalyses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(swingAnalyses.id, id))
    .returning({ id: swingAnalyses.id });
  return rows.length > 0;
}

/**
 * Puts the club read over a finished analysis's swing into its stored track (only that key of the
 * JSON, not the whole track again) and marks it traced; false when the row is gone or its read was
 * given up meanwhile.
 */
export async function storeClubTrace(db: Database, id: string, samples: ClubSample[]): Promise<boolean> {
  const rows = await db
    .update(swingAnalyses)
    .set({ track: sql`jsonb_set(${swingAnalyses.track}, '{club}', ${JSON.stringify(samples)}::jsonb)`, clubTrace: 'traced', updatedAt: new Date() })
    .where(and(eq(swingAnalyses.id, id), eq(swingAnalyses.clubTrace, 'tracing')))
    .returning({ id: swingAnalyses.id });
  return rows.length > 0;
}

/** A finished swing with a track whose club is not read yet: still to come (tracing), or analysed before the club was read (none). */
function clubReadDue(): SQL | undefined {
  return and(eq(swingAnalyses.status, 'done'), isNotNull(swingAnalyses.track), or(isNull(swingAnalyses.clubTrace), eq(swingAnalyses.clubTrace, 'tracing')));
}

/**
 * Marks a finished swing's club read as running (one queued after its result, or one analysed
 * before the club was read at all: no clubTrace) and answers what the read needs: its member, its
 * clip and its track. None when the read has ended already, or the row is gone or has no track.
 */
export async function startClubTrace(db: Database, id: string): Promise<Pick<SwingAnalysisRow, 'userId' | 'originalKey' | 'track'> | undefined> {
  const [row] = await db
    .update(swingAnalyses)
    .set({ clubTrace: 'tracing', updatedAt: new Date() })
    .where(and(eq(swingAnalyses.id, id), clubReadDue()))
    .returning({ userId: swingAnalyses.userId, originalKey: swingAnalyses.originalKey, track: swingAnalyses.track });
  return row;
}

/**
 * Finished swings uploaded as videos whose club is not read yet, newest first: those whose read
 * was still to come when a process stopped (tracing), and those analysed before the club was read
 * (no clubTrace). A private analysis on the device left no clip here to read.
 */
export async function findSwingsToClubTrace(db: Database): Promise<Array<{ id: string; clubTrace: SwingAnalysisRow['clubTrace'] }>> {
  return db
    .select({ id: swingAnalyses.id, clubTrace: swingAnalyses.clubTrace })
    .from(swingAnalyses)
    .where(and(clubReadDue(), ne(swingAnalyses.sourceKind, 'device'), notLike(swingAnalyses.originalMime, 'image/%')))
    .orderBy(desc(swingAnalyses.completedAt));
}

/** Marks a club read that is still said to be running as given up (it failed, or its run died). */
export async function giveUpClubTrace(db: Database, id: string): Promise<void> {
  await db
    .update(swingAnalyses)
    .set({ clubTrace: 'untraced', updatedAt: new Date() })
    .where(and(eq(swingAnalyses.id, id), eq(swingAnalyses.clubTrace, 'tracing')));
}

/**
 * Marks the start of a job run on a row that is not finished yet, counting the attempt.
 * Returns the row, or undefined when it is gone or already finished (a repeated job is a no-op).
 */
export async function startAttempt(db: Database, id: string): Promise<SwingAnalysisRow | undefined> {
  const [row] = await db
    .update(swingAnalyses)
    .set({ status: 'processing', attempts: sql`${swingAnalyses.attempts} + 1`, startedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(swingAnalyses.id, id), inArray(swingAnalyses.status, ['queued', 'processing'])))
    .returning();
  return row;
}

export async function deleteAnalysisRow(db: Database, id: string): Promise<void> {
  await db.delete(swingAnalyses).where(eq(swingAnalyses.id, id));
}

/** Rows still waiting for their first run that were created before `before`. */
export async function findQueuedBefore(db: Database, before: Date): Promise<Array<{ id: string }>> {
  return db
    .select({ id: swingAnalyses.id })
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.status, 'queued'), lt(swingAnalyses.createdAt, before)));
}

/** Rows marked processing whose run has not touched them since `before`. */
export async function findProcessingIdleSince(db: Database, before: Date): Promise<Array<{ id: string; userId: string }>> {
  return db
    .select({ id: swingAnalyses.id, userId: swingAnalyses.userId })
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.status, 'processing'), lt(swingAnalyses.updatedAt, before)));
}
