import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';

/**
 * A coach question whose stored copy loses its connection under it, as when PostgreSQL ends its
 * backends (a failover, the soak's database fault): the member gets the reply, not 503, and the
 * conversation holds the question once. The insert is held on a table lock so that it is surely
 * running when its backend is terminated.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a coach question whose insert loses its connection', () => {
  let server: TestServer;
  let member: ApiClient;
  let admin: pg.Client;
  /** Holds the table lock; apart from `admin`, whose view of pg_stat_activity a transaction would freeze. */
  let locker: pg.Client;

  beforeAll(async () => {
    server = await startTestServer();
    member = client(server.baseUrl);
    await member.registerMember({ email: uniqueEmail('coach-cut') });
    admin = new pg.Client({ connectionString: server.ctx.config.databaseUrl });
    locker = new pg.Client({ connectionString: server.ctx.config.databaseUrl });
    await Promise.all([admin.connect(), locker.connect()]);
  });
  afterAll(async () => {
    await Promise.all([admin?.end(), locker?.end()]);
    await server?.close();
  });

  /** Terminates the backend waiting to insert the member's question, once it is seen waiting. */
  async function terminateWaitingInsert(): Promise<void> {
    for (;;) {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where query like 'insert into "coach_messages"%' and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('answers the member and stores the question once', async () => {
    const message = 'How do I stop slicing my driver?';
    await locker.query('begin');
    await locker.query('lock table coach_messages in exclusive mode');
    const asking = member.post('/api/ai-golf-coach', { message });
    await terminateWaitingInsert();
    await locker.query('commit');

    const response = await asking;
    expect(response.status).toBe(200);
    const stored = await member.get('/api/ai-golf-coach/conversation');
    expect(stored.body.messages.map((entry: { role: string; content: string }) => [entry.role, entry.content])).toEqual([
      ['user', message],
      ['assistant', response.body.reply],
    ]);
  });
});
