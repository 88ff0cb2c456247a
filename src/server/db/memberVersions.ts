import DataLoader from 'dataloader';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { preparedPerDatabase } from './prepared';
import { analysisVersions, entitlementVersions, users } from './schema';

/**
 * The two versions a signed-in member's request is answered from, raised by triggers whichever
 * process writes: their analyses' (decision 1507, the answer cache's key) and what gives them
 * premium access (decision 3051, the entitlement cache's key). Read once per premium request
 * before anything they key.
 */
export interface MemberVersions {
  analyses: number;
  entitlements: number;
}

const memberVersionsQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ userId: users.id, analyses: analysisVersions.version, entitlements: entitlementVersions.version })
    .from(users)
    .leftJoin(analysisVersions, eq(analysisVersions.userId, users.id))
    .leftJoin(entitlementVersions, eq(entitlementVersions.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare('member_versions'),
);

/**
 * The requests that reach this read in one turn of the event loop share one statement (decision
 * 3052): on the embedded database every statement waits its turn at the one session, and under
 * load most of a hot read's database time was this lookup's parse and round trip, once per
 * request. The statement is sent after the turn in which each request asked, so it sees every
 * write that ended before any of them started; nothing is kept between turns (`cache: false`).
 */
const memberVersionsLoader = preparedPerDatabase(
  (db: Database) =>
    new DataLoader<string, MemberVersions>(
      async (userIds) => {
        const rows = await memberVersionsQuery(db).execute({ userIds: [...new Set(userIds)] });
        const byUser = new Map(rows.map((row) => [row.userId, { analyses: row.analyses ?? 0, entitlements: row.entitlements ?? 0 }]));
        // 0 for a version never raised (no row), and for a member deleted meanwhile.
        return userIds.map((userId) => byUser.get(userId) ?? { analyses: 0, entitlements: 0 });
      },
      { cache: false, batchScheduleFn: (send) => setImmediate(send) },
    ),
);

export function memberVersions(db: Database, userId: string): Promise<MemberVersions> {
  return memberVersionsLoader(db).load(userId);
}
