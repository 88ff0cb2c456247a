import { aliasedTable, and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubMembers } from '../../db/schema';

/**
 * Who reviews whom in a club, asked by analysis (the player's reads) and clubs (coach notes). A
 * module of its own below both, so that analysis need not import clubs, which imports analysis
 * for its public API (issue 30).
 */

const viewers = aliasedTable(clubMembers, 'viewer');

/**
 * True when `viewerId` is the owner or a coach of the club `memberId` belongs to: they may read
 * that member's analyses and statistics and leave notes. Nobody sees across clubs.
 */
export async function coachesMember(db: Pick<Database, 'select'>, viewerId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .select({ clubId: clubMembers.clubId })
    .from(clubMembers)
    .innerJoin(viewers, eq(viewers.clubId, clubMembers.clubId))
    .where(and(eq(clubMembers.userId, memberId), eq(viewers.userId, viewerId), ne(viewers.role, 'member')))
    .limit(1);
  return rows.length === 1;
}
