import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Every table that belongs to a member references users with ON DELETE CASCADE. */
export async function deleteUser(db: Pick<Database, 'delete'>, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
