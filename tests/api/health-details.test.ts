import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegVersionLine } from '../../src/media';
import { client, uniqueEmail } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

/** Decision 3030: an operator sees which ffmpeg decodes the uploads; nobody else does. */
describe('GET /healthz/details', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows an admin the database's state and the first line of the ffmpeg's -version", async () => {
    const admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const response = await admin.get<{ database: string; ffmpeg: string }>('/healthz/details');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ database: 'reachable', ffmpeg: await ffmpegVersionLine() });
    expect(response.body.ffmpeg).toMatch(/^ffmpeg version \S+/);
  });

  it('is refused to visitors and members', async () => {
    expect((await client(server.baseUrl).get('/healthz/details')).status).toBe(401);
    const member = client(server.baseUrl);
    await member.registerMember({ email: uniqueEmail('health-details') });
    expect((await member.get('/healthz/details')).status).toBe(403);
  });
});
