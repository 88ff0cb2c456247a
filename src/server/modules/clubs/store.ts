import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  clubApiKeys,
  clubInvitations,
  clubMembers,
  clubs,
  coachComments,
  subscriptions,
  swingAnalyses,
  users,
  type ClubApiKeyRow,
  type ClubInvitationRow,
  type ClubMemberRow,
  type ClubRow,
  type CoachCommentRow,
  type SubscriptionRow,
} from '../../db/schema';

/** The clubs module's queries; rules live in the services. */

/** A drizzle handle or a transaction on it. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export async function insertClub(db: Db, values: typeof clubs.$inferInsert): Promise<ClubRow> {
  const [row] = await db.insert(clubs).values(values).returning();
  return row!;
}

export async function updateClub(db: Db, id: string, values: Partial<typeof clubs.$inferInsert>): Promise<ClubRow | undefined> {
  const [row] = await db.update(clubs).set(values).where(eq(clubs.id, id)).returning();
  return row;
}

export async function findClub(db: Db, id: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id)).limit(1);
  return row;
}

/**
 * Takes one seat, or reports that none is left. One guarded UPDATE: PostgreSQL locks the club's
 * row, so concurrent acceptances queue on it and each re-checks `seats_taken < seat_limit` after
 * the one before has committed (PGlite runs one statement at a time, which gives the same order).
 */
export async function takeClubSeat(db: Db, clubId: string): Promise<boolean> {
  const taken = await db
    .update(clubs)
    .set({ seatsTaken: sql`${clubs.seatsTaken} + 1` })
    .where(and(eq(clubs.id, clubId), sql`(${clubs.seatLimit} is null or ${clubs.seatsTaken} < ${clubs.seatLimit})`))
    .returning({ seatsTaken: clubs.seatsTaken });
  return taken.length === 1;
}

export async function releaseClubSeat(db: Db, clubId: string): Promise<void> {
  await db
    .update(clubs)
    .set({ seatsTaken: sql`greatest(${clubs.seatsTaken} - 1, 0)` })
    .where(eq(clubs.id, clubId));
}

/** The club a person belongs to, with their role in it. */
export async function membershipOfUser(db: Db, userId: string): Promise<{ club: ClubRow; member: ClubMemberRow } | undefined> {
  const [row] = await db
    .select({ club: clubs, member: clubMembers })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .where(eq(clubMembers.userId, userId))
    .limit(1);
  return row;
}

/** The plan a club rests on, if it was bought (an administrator's club has none). */
export async function clubSubscription(db: Db, club: Pick<ClubRow, 'subscriptionId'>): Promise<SubscriptionRow | undefined> {
  if (!club.subscriptionId) return undefined;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, club.subscriptionId)).limit(1);
  return row;
}

/** False when the person already belongs to a club (one club each; the unique index decides a race). */
export async function insertMember(db: Db, values: typeof clubMembers.$inferInsert): Promise<boolean> {
  const rows = await db.insert(clubMembers).values(values).onConflictDoNothing().returning({ userId: clubMembers.userId });
  return rows.length === 1;
}

export async function deleteMember(db: Db, clubId: string, userId: string): Promise<ClubMemberRow | undefined> {
  const [row] = await db
    .delete(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)))
    .returning();
  return row;
}

export interface MemberWithUser {
  userId: string;
  role: ClubMemberRow['role'];
  joinedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
}

export async function membersOf(db: Db, clubId: string): Promise<MemberWithUser[]> {
  return db
    .select({
      userId: clubMembers.userId,
      role: clubMembers.role,
      joinedAt: clubMembers.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(eq(clubMembers.clubId, clubId))
    .orderBy(asc(clubMembers.joinedAt));
}

export async function insertInvitation(db: Db, values: typeof clubInvitations.$inferInsert): Promise<ClubInvitationRow> {
  const [row] = await db.insert(clubInvitations).values(values).returning();
  return row!;
}

export async function findInvitationByToken(db: Db, tokenHash: string): Promise<ClubInvitationRow | undefined> {
  const [row] = await db.select().from(clubInvitations).where(eq(clubInvitations.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Locks the invitation so two acceptances of one link take turns and only the first spends it. */
export async function lockInvitation(db: Db, tokenHash: string): Promise<ClubInvitationRow | undefined> {
  const [row] = await db.select().from(clubInvitations).where(eq(clubInvitations.tokenHash, tokenHash)).for('update').limit(1);
  return row;
}

export async function updateInvitation(db: Db, id: string, values: Partial<typeof clubInvitations.$inferInsert>): Promise<void> {
  await db.update(clubInvitations).set(values).where(eq(clubInvitations.id, id));
}

export async function invitationsOf(db: Db, clubId: string): Promise<ClubInvitationRow[]> {
  return db.select().from(clubInvitations).where(eq(clubInvitations.clubId, clubId)).orderBy(desc(clubInvitations.createdAt)).limit(200);
}

/** Revokes a pending invitation of the club; false when there is none (used, revoked or another club's). */
export async function revokeInvitation(db: Db, clubId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(clubInvitations)
    .set({ revokedAt: now })
    .where(and(eq(clubInvitations.id, id), eq(clubInvitations.clubId, clubId), isNull(clubInvitations.acceptedAt), isNull(clubInvitations.revokedAt)))
    .returning({ id: clubInvitations.id });
  return rows.length === 1;
}

export async function analysesOfMember(db: Db, userId: string) {
  return db
    .select({
      id: swingAnalyses.id,
      createdAt: swingAnalyses.createdAt,
      overallScore: swingAnalyses.overallScore,
      status: swingAnalyses.status,
      // Written out with table names: inside sql`` drizzle leaves columns unqualified, and "id" would be the note's own.
      comments: sql<number>`(select count(*)::int from "coach_comments" where "coach_comments"."analysis_id" = "swing_analyses"."id")`,
    })
    .from(swingAnalyses)
    .where(eq(swingAnalyses.userId, userId))
    .orderBy(desc(swingAnalyses.createdAt))
    .limit(200);
}

/** A stored fault as the team dashboard names it (results before names were stored carry only the code). */
export interface StoredFaultWithName {
  code: string;
  name?: string;
}

/** The stored faults of a member's scored analyses, by analysis id: the team's fault tallies. */
export async function faultsOfScoredAnalyses(db: Db, userId: string): Promise<Map<string, StoredFaultWithName[]>> {
  const rows = await db
    .select({ id: swingAnalyses.id, faults: sql<StoredFaultWithName[] | null>`${swingAnalyses.analysis} -> 'analysisResults' -> 'faults'` })
    .from(swingAnalyses)
    .where(and(eq(swingAnalyses.userId, userId), eq(swingAnalyses.status, 'done'), isNotNull(swingAnalyses.overallScore)));
  return new Map(rows.map((row) => [row.id, row.faults ?? []]));
}

export async function analysisOwner(db: Db, analysisId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: swingAnalyses.userId }).from(swingAnalyses).where(eq(swingAnalyses.id, analysisId)).limit(1);
  return row?.userId;
}

export async function insertComment(db: Db, values: typeof coachComments.$inferInsert): Promise<CoachCommentRow> {
  const [row] = await db.insert(coachComments).values(values).returning();
  return row!;
}

export async function commentsOf(db: Db, analysisId: string): Promise<CoachCommentRow[]> {
  return db.select().from(coachComments).where(eq(coachComments.analysisId, analysisId)).orderBy(asc(coachComments.frame), asc(coachComments.createdAt));
}

export async function markCommentsRead(db: Db, analysisId: string, now: Date): Promise<void> {
  await db
    .update(coachComments)
    .set({ readAt: now })
    .where(and(eq(coachComments.analysisId, analysisId), isNull(coachComments.readAt)));
}

/** How many coach notes the member has not opened yet. */
export async function unreadCommentCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coachComments)
    .innerJoin(swingAnalyses, eq(swingAnalyses.id, coachComments.analysisId))
    .where(and(eq(swingAnalyses.userId, userId), isNull(coachComments.readAt)));
  return row?.n ?? 0;
}

export async function insertApiKey(db: Db, values: typeof clubApiKeys.$inferInsert): Promise<ClubApiKeyRow> {
  const [row] = await db.insert(clubApiKeys).values(values).returning();
  return row!;
}

export async function apiKeysOf(db: Db, clubId: string): Promise<ClubApiKeyRow[]> {
  return db.select().from(clubApiKeys).where(eq(clubApiKeys.clubId, clubId)).orderBy(desc(clubApiKeys.createdAt));
}

export async function revokeApiKey(db: Db, clubId: string, id: string, now: Date): Promise<ClubApiKeyRow | undefined> {
  const [row] = await db
    .update(clubApiKeys)
    .set({ revokedAt: sql`coalesce(${clubApiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(clubApiKeys.id, id), eq(clubApiKeys.clubId, clubId)))
    .returning();
  return row;
}

/** A live key by its hash; a revoked key is not found, so it stops working with the next request. */
export async function liveApiKey(db: Db, keyHash: string): Promise<ClubApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(clubApiKeys)
    .where(and(eq(clubApiKeys.keyHash, keyHash), isNull(clubApiKeys.revokedAt)))
    .limit(1);
  return row;
}

export async function touchApiKey(db: Db, id: string, now: Date): Promise<void> {
  await db.update(clubApiKeys).set({ lastUsedAt: now }).where(eq(clubApiKeys.id, id));
}

export async function userIdsIn(db: Db, clubId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), inArray(clubMembers.userId, userIds)));
  return rows.map((row) => row.userId);
}
