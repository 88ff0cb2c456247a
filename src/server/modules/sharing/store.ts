import { count, desc, eq, and } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareLinks, type ShareLinkRow } from '../../db/schema';

/** The sharing module's queries; rules live in the service. */

export async function insertShareLink(db: Database, values: Pick<ShareLinkRow, 'analysisId' | 'tokenHash' | 'drawingIds'>): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(values).returning();
  return row!;
}

export async function shareLinksOf(db: Database, analysisId: string): Promise<ShareLinkRow[]> {
  return db.select().from(shareLinks).where(eq(shareLinks.analysisId, analysisId)).orderBy(desc(shareLinks.createdAt));
}

export async function countShareLinks(db: Database, analysisId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shareLinks).where(eq(shareLinks.analysisId, analysisId));
  return row?.total ?? 0;
}

export async function findShareLink(db: Database, tokenHash: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function deleteShareLink(db: Database, analysisId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.analysisId, analysisId), eq(shareLinks.id, id)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}
