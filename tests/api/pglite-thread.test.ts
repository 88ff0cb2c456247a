import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import { users } from '../../src/server/db/schema';
import { PGLITE_TEMPLATE_ENV } from './pgliteTemplateEnv';

// The embedded database in its worker thread (decision 3050), as the app uses it: drizzle's PGlite
// driver, the migrations, transactions, PostgreSQL's errors, LISTEN/NOTIFY for pg-boss, and files.
// It needs no PostgreSQL server, so it runs on PGlite whatever database the rest of the suite uses.
const opened: DatabaseHandle[] = [];
const folders: string[] = [];

/** A new embedded database in a temporary folder: a copy of the run's empty cluster when there is one (initdb takes seconds). */
async function embedded(folder?: string) {
  let pgliteDir = folder;
  if (!pgliteDir) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-pglite-thread-'));
    folders.push(dir);
    pgliteDir = path.join(dir, 'pglite');
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (template) await fs.cp(template, pgliteDir, { recursive: true });
  }
  const handle = await openDatabase({ pgliteDir });
  opened.push(handle);
  if (handle.kind !== 'pglite') throw new Error('expected the embedded database');
  return handle;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  await Promise.all(folders.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('PGlite in its own thread', () => {
  it('runs the migrations and answers drizzle as PGlite in this thread did', async () => {
    const { db } = await embedded();
    await migrateDatabase(opened[0]!);
    const [row] = await selectRows<{ one: number; doc: { a: number }; at: string }>(
      db,
      sql`select 1 as one, '{"a": 1}'::jsonb as doc, timestamptz '2026-01-02 03:04:05Z' as at`,
    );
    // Timestamps as PostgreSQL wrote them, as drizzle's PGlite driver asks for raw queries.
    expect(row).toEqual({ one: 1, doc: { a: 1 }, at: '2026-01-02 03:04:05+00' });

    const [created] = await db
      .insert(users)
      .values({ email: 'thread@example.com', passwordHash: 'x', firstName: 'Thread', lastName: 'Golfer' })
      .returning({ id: users.id, createdAt: users.createdAt });
    // Drizzle keeps timestamps as PostgreSQL's text and makes its own Date: its parsers cross the thread.
    expect(created!.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(created!.createdAt.getTime())).toBe(false);
  });

  it("hands PostgreSQL's error fields to the caller", async () => {
    const { pglite } = await embedded();
    const failed = await pglite.query('select 1 / 0').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ code: '22012', message: 'division by zero' });
  });

  it('commits and rolls back, and keeps other statements out of an open transaction', async () => {
    const { db, pglite } = await embedded();
    await pglite.exec('create table strokes (n int)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into strokes values (1)`);
        await held;
        throw new Error('the golfer changed their mind');
      })
      .catch((error: Error) => error.message);
    // Sent while the transaction is open: it must wait, not join it and be rolled back with it.
    const outside = db.execute(sql`insert into strokes values (2)`);
    release();
    expect(await rolledBack).toBe('the golfer changed their mind');
    await outside;
    await db.transaction(async (tx) => tx.execute(sql`insert into strokes values (3)`));
    expect(await selectRows<{ n: number }>(db, sql`select n from strokes order by n`)).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const { pglite } = await embedded();
    const heard: string[] = [];
    let heardOne!: () => void;
    const first = new Promise<void>((resolve) => (heardOne = resolve));
    const stop = await pglite.listen('tee_times', (payload) => {
      heard.push(payload);
      heardOne();
    });
    await pglite.query(`select pg_notify('tee_times', 'first')`);
    await first;
    await stop();
    await pglite.query(`select pg_notify('tee_times', 'second')`);
    // A round trip after the second notify: anything it delivered would have arrived by now.
    await pglite.query('select 1');
    expect(heard).toEqual(['first']);
  });

  it('keeps the data in its folder across a close and a reopen', async () => {
    const first = await embedded();
    await first.pglite.exec(`create table rounds (course text); insert into rounds values ('St Andrews')`);
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const again = await embedded(path.join(folders[0]!, 'pglite'));
    expect((await again.pglite.query<{ course: string }>('select course from rounds')).rows).toEqual([{ course: 'St Andrews' }]);
  });

  it('leaves the event loop free while a long query runs', async () => {
    const { pglite } = await embedded();
    const events: string[] = [];
    const ticking = setInterval(() => events.push('tick'), 1);
    try {
      const long = pglite.query('select count(*) from generate_series(1, 5000000)').then(() => events.push('answered'));
      await long;
    } finally {
      clearInterval(ticking);
    }
    // In this thread the query would hold the loop until it answered: no tick before it.
    expect(events.indexOf('tick')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('tick')).toBeLessThan(events.indexOf('answered'));
  });
});
