import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { Mutex, type ParserOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** What the server thread asks the database thread (pgliteThreadWorker.mjs). */
export type ToDatabaseThread = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: QueryOptions['rowMode']; paramTypes?: number[]; textTypes: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
);

/** What the database thread answers, and the notifications of the channels listened to. */
export type FromDatabaseThread =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'answer'; id: number; ok: true; result: unknown }
  | { type: 'answer'; id: number; ok: false; error: Record<string, unknown> }
  | { type: 'notification'; channel: string; payload: string };

/**
 * The embedded database as drizzle's PGlite driver and pg-boss use it (query, exec, transaction,
 * listen), with PGlite itself in a worker thread (decision 3050). One message per statement; the
 * answer is the rows PGlite built there.
 */
export interface PgliteThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** How busy the database thread has been (since `previous`): the benchmarks report it beside the server thread's. */
  eventLoopUtilization(previous?: EventLoopUtilization): EventLoopUtilization;
  close(): Promise<void>;
}

type Request = ToDatabaseThread extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** An error of the database thread as the caller's own: its stack is where the statement was sent. */
function errorFrom(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/**
 * Applies the caller's parsers on this thread to the columns the database thread left as text:
 * functions do not cross threads (drizzle passes ones that keep dates as PostgreSQL wrote them).
 */
function parsed<T>(results: Results<T>, parsers: ParserOptions | undefined, rowMode: QueryOptions['rowMode']): Results<T> {
  if (!parsers) return results;
  const columns = results.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID] as ((text: string, typeId: number) => unknown) | undefined;
    return parse ? [{ key: rowMode === 'array' ? index : field.name, parse, type: field.dataTypeID }] : [];
  });
  for (const row of results.rows as Array<Record<string | number, unknown>>) {
    for (const { key, parse, type } of columns) if (row[key] !== null) row[key] = parse(row[key] as string, type);
  }
  return results;
}

/** What every database thread of this process opens PGlite with (pgliteThreadWorker.mjs). */
interface SharedPgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let sharedAssets: Promise<SharedPgliteAssets> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process, and its file bundle, read once: with each thread
 * loading both itself, a test server's start took about 1 s more CPU and 0.6 s more wall time, and
 * a test run opens a database for every API and browser test server (decision 3050, later). A
 * compiled module passes to a thread as is.
 */
function pgliteAssets(): Promise<SharedPgliteAssets> {
  sharedAssets ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(path.join(dist, 'pglite.wasm')), readFile(path.join(dist, 'pglite.data'))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })().catch((error: unknown) => {
    sharedAssets = undefined;
    throw error;
  });
  return sharedAssets;
}

export async function openPgliteThread(dataDir: string | undefined): Promise<PgliteThread> {
  const assets = await pgliteAssets();
  // execArgv empty: the thread needs no loader of the parent's (tsx, vitest), it is plain JavaScript.
  const worker = new Worker(new URL('./pgliteThreadWorker.mjs', import.meta.url), { workerData: { dataDir, ...assets }, execArgv: [] });
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 0;
  let stopped: Error | null = null;
  let closing = false;

  function stop(error: Error) {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromDatabaseThread) => {
      if (message.type === 'ready') return resolve();
      if (message.type === 'failed') return reject(errorFrom(message.error));
      if (message.type === 'notification') {
        for (const callback of listeners.get(message.channel) ?? []) callback(message.payload);
        return;
      }
      const answer = waiting.get(message.id);
      waiting.delete(message.id);
      // Idle, the thread must not keep the process alive, as the embedded database never did;
      // closing, it must, until the database's files are written and the thread has ended.
      if (waiting.size === 0 && !closing) worker.unref();
      if (message.ok) answer?.resolve(message.result);
      else answer?.reject(errorFrom(message.error));
    });
    worker.on('error', (error) => {
      stop(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The database thread stopped (exit code ${code})`);
      stop(error);
      reject(error);
    });
  });
  await ready;

  function call<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    worker.ref();
    worker.postMessage({ ...request, id });
    return new Promise<T>((resolve, reject) => waiting.set(id, { resolve: resolve as (result: unknown) => void, reject }));
  }

  async function query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    if (options.serializers || options.blob || options.onNotice) throw new Error('serializers, blob and onNotice do not cross to the database thread');
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    const results = await call<Results<T>>({ op: 'query', sql, params, rowMode: options.rowMode, paramTypes: options.paramTypes, textTypes });
    return parsed(results, options.parsers, options.rowMode);
  }
  const exec = (sql: string) => call<Results[]>({ op: 'exec', sql });

  // PGlite has one session: while a transaction is open, every other statement waits for its end
  // (as PGlite's own transaction() makes them), and transactions take turns. A statement is posted
  // in the same turn of the event loop as it finds no transaction open, and the database thread
  // answers in order, so it never lands inside one.
  const transactions = new Mutex();
  let openTransaction: Promise<void> | null = null;
  async function outsideTransactions<T>(send: () => Promise<T>): Promise<T> {
    while (openTransaction) await openTransaction;
    return send();
  }

  async function transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    return transactions.runExclusive(async () => {
      let ended!: () => void;
      openTransaction = new Promise((resolve) => (ended = resolve));
      let closed = false;
      const stillOpen = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: (sql, params, options) => (stillOpen(), query(sql, params, options)),
        sql: () => Promise.reject(new Error('tagged-template queries are not bridged to the database thread')),
        exec: (sql) => (stillOpen(), exec(sql)),
        async rollback() {
          stillOpen();
          await exec('ROLLBACK');
          closed = true;
        },
        listen: () => Promise.reject(new Error('listen inside a transaction is not bridged to the database thread')),
        get closed() {
          return closed;
        },
      };
      try {
        await exec('BEGIN');
        const result = await run(tx);
        if (!closed) {
          closed = true;
          await exec('COMMIT');
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await exec('ROLLBACK');
        }
        throw error;
      } finally {
        openTransaction = null;
        ended();
      }
    });
  }

  return {
    query: (sql, params, options) => outsideTransactions(() => query(sql, params, options)),
    exec: (sql) => outsideTransactions(() => exec(sql)),
    transaction,
    async listen(channel, callback) {
      const callbacks = listeners.get(channel) ?? new Set();
      listeners.set(channel, callbacks);
      callbacks.add(callback);
      await outsideTransactions(() => call({ op: 'listen', channel }));
      return async () => {
        callbacks.delete(callback);
        if (callbacks.size > 0) return;
        listeners.delete(channel);
        await outsideTransactions(() => call({ op: 'unlisten', channel }));
      };
    },
    eventLoopUtilization: (previous) => worker.performance.eventLoopUtilization(previous),
    async close() {
      if (stopped) return;
      closing = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await outsideTransactions(() => call({ op: 'close' }));
      await exited;
    },
  };
}
