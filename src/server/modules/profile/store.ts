import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users, type ProfileRow } from '../../db/schema';

export async function findAccountWithProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ account: { firstName: users.firstName, lastName: users.lastName }, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Inserts or replaces the member's one profile row. */
export async function upsertProfile(db: Database, values: Omit<typeof profiles.$inferInsert, 'createdAt'>): Promise<ProfileRow> {
  const { userId, ...rest } = values;
  const [row] = await db.insert(profiles).values(values).onConflictDoUpdate({ target: profiles.userId, set: rest }).returning();
  return row!;
}
