import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Cuts the connection under an insert the way a failover or the soak's database fault does, at a
 * moment the test chooses: a trigger holds the first row inserted into `table` (that `when`
 * accepts, an SQL condition on `new`), its backend is terminated while it is held, and later
 * inserts pass. Returns what `act` returned and whether the cut came; `act` finishing first ends
 * the wait for it. Only for a database of the test's own: the trigger is there while `act` runs.
 */
export async function cutFirstInsert<T>(databaseUrl: string, table: string, act: () => Promise<T>, when = 'true'): Promise<{ result: T; cut: boolean }> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const name = `cut_first_insert_${randomBytes(4).toString('hex')}`;
  // A sequence, not a table: its count survives the held insert's transaction being ended.
  await admin.query(`create sequence public.${name}`);
  await admin.query(`create function public.${name}() returns trigger language plpgsql as $$
    begin
      if (${when}) and nextval('public.${name}') = 1 then perform pg_sleep(120); end if;
      return new;
    end $$`);
  await admin.query(`create trigger ${name} before insert on ${table} for each row execute function public.${name}()`);
  try {
    let settled = false;
    const acting = act().finally(() => (settled = true));
    let cut = false;
    while (!cut && !settled) {
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep' and pid <> pg_backend_pid()",
      );
      cut = rows.length > 0;
      if (!cut) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { result: await acting, cut };
  } finally {
    await admin.query(`drop trigger ${name} on ${table}`);
    await admin.query(`drop function public.${name}(); drop sequence public.${name}`);
    await admin.end();
  }
}
