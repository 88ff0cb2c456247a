import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seedAccounts } from '../../modules/auth/seed';
import { seedDemoAccess } from '../../modules/billing/seed';
import { seedBlog } from '../../modules/blog/seed';
import { chatRooms } from '../schema';
import { chatRoomSeeds } from './chatRooms';

/**
 * Fills a new database with the content every installation starts with. Idempotent: it only ever
 * adds what is missing, so it runs on every start and never overwrites what people changed. Each
 * module seeds its own records through its service and store (no HTTP types here); the chat rooms
 * have no module of their own yet.
 */
export async function seed(ctx: AppContext): Promise<void> {
  // The seed's order is the list's; rooms seeded before they had one get it (and a description).
  await ctx.db
    .insert(chatRooms)
    .values(chatRoomSeeds.map((room, position) => ({ ...room, position })))
    .onConflictDoUpdate({
      target: chatRooms.name,
      set: { position: sql`excluded.position`, description: sql`coalesce(${chatRooms.description}, excluded.description)` },
    });
  await seedBlog(ctx);

  const accounts = await seedAccounts(ctx);
  await seedDemoAccess(ctx, accounts);
}
