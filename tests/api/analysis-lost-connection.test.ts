import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_JOB } from '../../src/server/modules/analysis/service';
import { fixturePath, uploadForm, waitUntilFinished } from './analysis-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { cutFirstInsert } from './cut-first-insert';
import { startTestServer, type TestServer } from './harness';

/**
 * An upload whose writes lose their connection, as when PostgreSQL ends its backends (a failover,
 * the soak's database fault): first the analysis's row, then its queued job. Either way the member
 * is answered 202, the swing is analysed, and it is stored once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('an upload whose writes lose their connection', () => {
  let server: TestServer;
  let member: ApiClient;
  let video: Buffer;

  beforeAll(async () => {
    server = await startTestServer();
    member = client(server.baseUrl);
    await member.registerMember({ email: uniqueEmail('upload-cut') });
    video = await fs.readFile(fixturePath());
  });
  afterAll(async () => {
    await server?.close();
  });

  const upload = () => uploadForm(member, { data: video, name: 'swing.mp4', type: 'video/mp4' });

  it.each([
    ['its row', 'swing_analyses', 'true'],
    ['its job', 'pgboss.job', `new.name = '${ANALYSIS_JOB}'`],
  ])('accepts and analyses the swing when the insert of %s is cut', async (_what, table, when) => {
    const before = (await member.get('/api/swing-analyses?limit=50')).body.length;
    const { result: response, cut } = await cutFirstInsert(server.ctx.config.databaseUrl!, table, upload, when);
    expect(cut).toBe(true);
    expect(response.status).toBe(202);
    expect((await waitUntilFinished(member, response.body.id)).body.status).toBe('done');
    expect((await member.get('/api/swing-analyses?limit=50')).body.length).toBe(before + 1);
  });
});
