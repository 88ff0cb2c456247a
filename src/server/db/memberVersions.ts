import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { preparedPerDatabase } from './prepared';
import { analysisVersions, entitlementVersions, users } from './schema';

/**
 * The two versions a signed-in member's request is answered from, raised by triggers whichever
 * process writes: their analyses' (decision 1507, the answer cache's key) and what gives them
 * premium access (decision 3051, the entitlement cache's key). One prepared statement of three
 * primary-key lookups, read once per premium request before anything it keys: on the embedded
 * database every statement waits its turn at the one session.
 */
export interface MemberVersions {
  analyses: number;
  entitlements: number;
}

const memberVersionsQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ analyses: analysisVersions.version, entitlements: entitlementVersions.version })
    .from(users)
    .leftJoin(analysisVersions, eq(analysisVersions.userId, users.id))
    .leftJoin(entitlementVersions, eq(entitlementVersions.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('member_versions'),
);

/** 0 for a version never raised (no row). */
export async function memberVersions(db: Database, userId: string): Promise<MemberVersions> {
  const [row] = await memberVersionsQuery(db).execute({ userId });
  return { analyses: row?.analyses ?? 0, entitlements: row?.entitlements ?? 0 };
}
