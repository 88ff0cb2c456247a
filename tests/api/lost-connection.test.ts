import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLostConnection, retryReadsOnLostConnection } from '../../src/server/db/lostConnection';
import { registerErrorHandler } from '../../src/server/http/errors';

/**
 * A statement whose connection PostgreSQL terminates under it (what a failover, an operator or the
 * soak's database fault does, issue 32): a lone read is answered anyway, on a fresh connection; a
 * write is not sent again, and a request that made it is answered 503 with Retry-After, not 500.
 */
/** Names this test's connections, so that cutting "all of them" cuts no one else's. */
const APP = `lost-connection-test-${process.pid}`;

describe.runIf(process.env.TEST_DATABASE_URL)('a query whose connection is cut under it', () => {
  let pool: pg.Pool;
  let admin: pg.Client;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 4, application_name: APP });
    pool.on('error', () => undefined);
    retryReadsOnLostConnection(pool);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await pool?.end();
  });

  /**
   * The statement's outcome, caught at once: it fails while the test is still cutting its
   * connection, and a rejection nobody is waiting on yet would be reported as unhandled.
   */
  const outcome = (statement: Promise<pg.QueryResult>) =>
    statement.then(
      (result) => ({ rows: result.rows, error: undefined }),
      (error: unknown) => ({ rows: [], error }),
    );

  /** Terminates the backend running the statement tagged `marker`, once it is seen running. */
  async function terminateWhenRunning(marker: string): Promise<void> {
    for (;;) {
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as cut from pg_stat_activity where query like $1 and state = 'active' and pid <> pg_backend_pid()",
        [`%${marker}%`],
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('answers a read from a fresh connection', async () => {
    const marker = `read_${Date.now()}`;
    // The sleep only keeps the backend busy until it is terminated; the retry runs it again in full.
    const reading = outcome(pool.query(`select pg_sleep(0.5) as slept, 42 as answer, '${marker}' as marker`));
    await terminateWhenRunning(marker);
    const { rows, error } = await reading;
    expect(error).toBeUndefined();
    expect(rows[0].answer).toBe(42);
  });

  it('answers a read when every connection of the pool is cut at once, idle ones included', async () => {
    // Four connections open and idle, as a busy web process has them: the server ends them one by
    // one, so a retry at once could take one whose end is still on its way.
    await Promise.all([1, 2, 3, 4].map(() => pool.query('select pg_sleep(0.05)')));
    const marker = `all_${Date.now()}`;
    const reading = outcome(pool.query(`select pg_sleep(0.5) as slept, 7 as answer, '${marker}' as marker`));
    await terminateWhenRunning(marker);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [APP]);
    const { rows, error } = await reading;
    expect(error).toBeUndefined();
    expect(rows[0].answer).toBe(7);
  });

  it('answers a read written with common table expressions', async () => {
    const marker = `cte_${Date.now()}`;
    const reading = outcome(pool.query(`with slept as (select pg_sleep(0.5) as slept) select 9 as answer, '${marker}' as marker from slept`));
    await terminateWhenRunning(marker);
    const { rows, error } = await reading;
    expect(error).toBeUndefined();
    expect(rows[0].answer).toBe(9);
  });

  it('does not send a query whose common table expression writes again', async () => {
    const table = `lost_connection_probe_${process.pid}`;
    // A run that died here left its table behind: start from none.
    await pool.query(`drop table if exists ${table}`);
    await pool.query(`create table ${table} (v int)`);
    try {
      const marker = `cte_write_${Date.now()}`;
      const writing = outcome(
        pool.query(`with written as (insert into ${table} values (1) returning v) select pg_sleep(0.5), '${marker}' as marker from written`),
      );
      await terminateWhenRunning(marker);
      const { error } = await writing;
      expect(isLostConnection(error)).toBe(true);
      // Sent once and cut before it committed: the row is not there, as no retry wrote it.
      expect((await pool.query(`select count(*)::int as n from ${table}`)).rows[0].n).toBe(0);
    } finally {
      await pool.query(`drop table ${table}`);
    }
  });

  it('does not send a write again, and says the connection was lost', async () => {
    const marker = `write_${Date.now()}`;
    const writing = outcome(pool.query(`do $$ begin perform pg_sleep(30); raise notice '${marker}'; end $$`));
    await terminateWhenRunning(marker);
    const { error } = await writing;
    expect(isLostConnection(error)).toBe(true);
  });

  it('answers a request whose write lost its connection 503 with Retry-After', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const marker = `route_${Date.now()}`;
    app.post('/write', async () => {
      await pool.query(`do $$ begin perform pg_sleep(30); raise notice '${marker}'; end $$`);
      return { ok: true };
    });
    await app.ready();
    const answering = app.inject({ method: 'POST', url: '/write' });
    await terminateWhenRunning(marker);
    const response = await answering;
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json().message).toMatch(/try again/);
  });

  it('tells a query error apart from a lost connection', async () => {
    const { error } = await outcome(pool.query('select * from no_such_table_here'));
    expect(error).toBeInstanceOf(Error);
    expect(isLostConnection(error)).toBe(false);
  });
});
