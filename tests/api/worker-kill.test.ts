import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, uploadForm, waitUntilFinished } from './analysis-helpers';
import { client, uniqueEmail } from './client';
import { freshDatabaseUrl } from './harness';
import { startProcess, type ServerProcess } from './processes';
import { START_MS, startRoles, type Roles } from './roles';

/**
 * Issue 25: "a worker killed mid-job has its job back within 30 s". A web process and a worker
 * process of the real entry point share a PostgreSQL database; once the worker is analysing a
 * swing, a second worker starts (idle: nothing else is queued), the first is killed for real
 * (SIGKILL: no shutdown handler, no goodbye to pg-boss), and the test waits for the second to
 * take the same analysis up again and finish it. Settings: service.ts LIVENESS, infra/jobs.ts.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a worker killed mid-analysis', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let roles: Roles;
  let second: ServerProcess | undefined;
  beforeAll(async () => {
    database = await freshDatabaseUrl();
    roles = await startRoles(database, { REDIS_URL: '' });
  }, 2 * START_MS);
  afterAll(async () => {
    if (second && second.child.exitCode === null) {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    await roles?.stop();
    await database?.drop();
  });

  it('has its job taken up by another worker within 30 s, which finishes it once', async () => {
    const member = client(roles.baseUrl);
    await member.registerMember({ email: uniqueEmail('worker-kill') });
    const upload = await uploadForm(member, { data: await fs.readFile(fixturePath()), name: 'swing.mp4', type: 'video/mp4' });
    expect(upload.status).toBe(202);
    const id = upload.body.id as string;
    for (;;) {
      if ((await member.get(`/api/swing-analyses/${id}`)).body.status === 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    second = startProcess(['--role=worker'], roles.dataDir, roles.env);
    await second.waitFor(/"roles":\["worker"\]/, START_MS);
    const killed = performance.now();
    roles.worker.child.kill('SIGKILL');
    await roles.worker.exited;
    const firstRuns = roles.worker.output().match(new RegExp(`"analysisId":"${id}"[^\\n]*retrying`, 'g')) ?? [];
    await second.waitFor(new RegExp(`"analysisId":"${id}","attempt":\\d+[^\\n]*retrying a swing analysis`));
    const backAfterMs = performance.now() - killed;
    console.log(`worker-kill: job back on another worker ${Math.round(backAfterMs)} ms after SIGKILL`);
    expect(backAfterMs).toBeLessThanOrEqual(30_000);
    // The killed worker had not already retried it beside itself (its heartbeat held while it ran).
    expect(firstRuns).toEqual([]);

    expect((await waitUntilFinished(member, id, 240_000)).body.status).toBe('done');
    expect(second.output().match(/"msg":"swing analysed"/g)).toHaveLength(1);
  }, 400_000);
});
