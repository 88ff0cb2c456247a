import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVALID_CODE } from '../../src/shared/demo';
import { DEMO_UNLOCK_LIMIT } from '../../src/server/modules/demo/routes';
import { client } from './client';
import { startTestServer, type TestServer } from './harness';

const CODE = 'demo-code-for-tests';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DEMO_ACCESS_CODE: CODE });
});

afterAll(async () => {
  await server?.close();
});

describe('the demo gate', () => {
  it('stays locked without the code', async () => {
    const visitor = client(server.baseUrl);
    expect((await visitor.get('/api/demo')).body).toEqual({ unlocked: false });
  });

  it("refuses a wrong code with the spec's alert and opens nothing", async () => {
    const visitor = client(server.baseUrl);
    const wrong = await visitor.post('/api/demo/session', { code: 'fairway-demo' }, { 'x-forwarded-for': '198.51.100.1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(DEMO_INVALID_CODE);
    expect((await visitor.get('/api/demo')).body).toEqual({ unlocked: false });
    const empty = await visitor.post('/api/demo/session', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^code: /);
  });

  it("opens a demo session with the right code, showing the engine's analysis of the demo swing", async () => {
    const visitor = client(server.baseUrl);
    const opened = await visitor.post('/api/demo/session', { code: CODE });
    expect(opened.status).toBe(200);
    expect(opened.body.unlocked).toBe(true);
    const again = await visitor.get('/api/demo');
    expect(again.body.unlocked).toBe(true);
    expect(again.body.analyses).toHaveLength(1);
    expect(again.body.analyses[0].analysis.analysisResults.overallScore).toBeGreaterThan(0);
    // The demo is read-only and no account: the member API stays closed to it.
    expect((await visitor.get('/api/swing-analyses')).status).toBe(401);
  });

  it('limits guesses per address', async () => {
    // Every test here comes from 127.0.0.1, so earlier tries count too: guess until refused.
    const guesser = client(server.baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < DEMO_UNLOCK_LIMIT.perIp && statuses.at(-1) !== 429; attempt += 1) {
      statuses.push((await guesser.post('/api/demo/session', { code: `guess-${attempt}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    const limited = await guesser.post('/api/demo/session', { code: CODE });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
