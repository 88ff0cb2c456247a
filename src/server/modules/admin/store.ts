import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accessGrants,
  clubLeads,
  emailCaptures,
  feedback,
  payments,
  users,
  type ClubLeadRow,
  type EmailCaptureRow,
  type FeedbackRow,
  type PaymentRow,
} from '../../db/schema';

/** The admin module's queries. */

type Db = Pick<Database, 'select'>;

export async function completedRevenue(db: Db, range?: { from: Date; to: Date }): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.status, 'completed'), ...(range ? [gte(payments.createdAt, range.from), lt(payments.createdAt, range.to)] : [])));
  return Number(row?.total ?? 0);
}

export async function revenueByPlan(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ plan: payments.planType, total: sql<string>`sum(${payments.amount})` })
    .from(payments)
    .where(eq(payments.status, 'completed'))
    .groupBy(payments.planType);
  return new Map(rows.map((row) => [row.plan, Number(row.total)]));
}

/** Registered members (not administrators), and how many of them ever paid (a refund still counts). */
export async function memberConversion(db: Db): Promise<{ members: number; payers: number }> {
  const [members] = await db
    .select({ n: sql<string>`count(*)` })
    .from(users)
    .where(eq(users.role, 'member'));
  const [payers] = await db
    .select({ n: sql<string>`count(distinct ${payments.userId})` })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(users.role, 'member'), inArray(payments.status, ['completed', 'refunded'])));
  return { members: Number(members?.n ?? 0), payers: Number(payers?.n ?? 0) };
}

export async function allPayments(db: Db): Promise<PaymentRow[]> {
  return db.select().from(payments).orderBy(desc(payments.createdAt));
}

export async function allClubLeads(db: Db): Promise<ClubLeadRow[]> {
  return db.select().from(clubLeads).orderBy(desc(clubLeads.createdAt));
}

export async function allEmailCaptures(db: Db): Promise<EmailCaptureRow[]> {
  return db.select().from(emailCaptures).orderBy(desc(emailCaptures.lastCapturedAt));
}

export async function allFeedback(db: Db): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt));
}

export async function clubLeadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(clubLeads);
  return Number(row?.n ?? 0);
}

export async function allMembers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      createdAt: users.createdAt,
      grantedAt: accessGrants.createdAt,
    })
    .from(users)
    .leftJoin(accessGrants, eq(accessGrants.userId, users.id))
    .orderBy(desc(users.createdAt));
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}
