import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail, type ApiClient } from './client';
import { cutFirstInsert } from './cut-first-insert';
import { startTestServer, type TestServer } from './harness';

/**
 * A coach question whose stored copy loses its connection under it, as when PostgreSQL ends its
 * backends (a failover, the soak's database fault): the member gets the reply, not 503, and the
 * conversation holds the question once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a coach question whose insert loses its connection', () => {
  let server: TestServer;
  let member: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    member = client(server.baseUrl);
    await member.registerMember({ email: uniqueEmail('coach-cut') });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the member and stores the question once', async () => {
    const message = 'How do I stop slicing my driver?';
    const { result: response, cut } = await cutFirstInsert(server.ctx.config.databaseUrl!, 'coach_messages', () =>
      member.post('/api/ai-golf-coach', { message }),
    );
    expect(cut).toBe(true);
    expect(response.status).toBe(200);
    const stored = await member.get('/api/ai-golf-coach/conversation');
    expect(stored.body.messages.map((entry: { role: string; content: string }) => [entry.role, entry.content])).toEqual([
      ['user', message],
      ['assistant', response.body.reply],
    ]);
  });
});
