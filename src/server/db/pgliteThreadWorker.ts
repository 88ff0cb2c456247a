import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import type { FromDatabaseThread, ToDatabaseThread } from './pgliteThread';

// The worker thread of pgliteThread.ts: it owns the embedded database, so PostgreSQL's own work
// (planning, executing, reading pages, building the rows) runs here and not on the thread that
// answers HTTP. Requests are answered one at a time, in the order they came: PGlite has one
// session, and a transaction's statements must not be interleaved with anyone else's.
const port = parentPort!;
const { dataDir } = workerData as { dataDir?: string };
const send = (message: FromDatabaseThread) => port.postMessage(message);

const opened = PGlite.create(dataDir);
const unlistens = new Map<string, () => Promise<void>>();
let turn: Promise<unknown> = opened.catch(() => undefined);

/** The column types the caller parses itself, left as PostgreSQL's text here. */
const keptAsText = (oids: number[]): ParserOptions => Object.fromEntries(oids.map((oid) => [oid, (text: string) => text]));

async function run(pglite: PGlite, request: ToDatabaseThread): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return pglite.query(request.sql, request.params, { rowMode: request.rowMode, paramTypes: request.paramTypes, parsers: keptAsText(request.textTypes) });
    case 'exec':
      return pglite.exec(request.sql);
    case 'listen':
      if (!unlistens.has(request.channel)) {
        unlistens.set(request.channel, await pglite.listen(request.channel, (payload) => send({ type: 'notification', channel: request.channel, payload })));
      }
      return null;
    case 'unlisten':
      await unlistens.get(request.channel)?.();
      unlistens.delete(request.channel);
      return null;
    case 'close':
      await pglite.close();
      return null;
  }
}

/** A PostgreSQL error's fields (code, detail, constraint…), which a structured clone of an Error would drop. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message };
  for (const [key, value] of Object.entries(error)) if (value === null || typeof value !== 'object') fields[key] = value;
  return fields;
}

port.on('message', (request: ToDatabaseThread) => {
  turn = turn.then(async () => {
    try {
      send({ type: 'answer', id: request.id, ok: true, result: await run(await opened, request) });
    } catch (error) {
      send({ type: 'answer', id: request.id, ok: false, error: errorFields(error) });
    }
    // Closed: nothing more will come, and the open port would keep this thread alive.
    if (request.op === 'close') port.close();
  });
});

opened.then(
  () => send({ type: 'ready' }),
  (error: unknown) => {
    send({ type: 'failed', error: errorFields(error) });
    port.close();
  },
);
