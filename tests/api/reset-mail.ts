import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import { client } from './client';
import type { TestServer } from './harness';

/**
 * Asks for a password reset over HTTP and returns the token from the mail the worker puts in the
 * outbox, read straight from the table (what the owner's inbox would show).
 */
export async function resetTokenFor(server: TestServer, email: string): Promise<string> {
  const mails = () => server.ctx.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));
  const seen = (await mails()).length;
  const response = await client(server.baseUrl).post('/api/auth/password-reset/request', { email });
  if (response.status !== 200) throw new Error(`reset request failed: ${response.status} ${response.text}`);
  for (let waited = 0; waited < 15_000; waited += 100) {
    const [newest, ...older] = await mails();
    if (newest && older.length >= seen) {
      const token = /reset-password\?token=([\w%-]+)/.exec(newest.text)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}
