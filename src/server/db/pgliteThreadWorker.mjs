import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// The worker thread of pgliteThread.ts: it owns the embedded database, so PostgreSQL's own work
// (planning, executing, reading pages, building the rows) runs here and not on the thread that
// answers HTTP. Requests are answered one at a time, in the order they came: PGlite has one
// session, and a transaction's statements must not be interleaved with anyone else's.
// Plain JavaScript, not TypeScript through tsx like the pose threads: a thread starts with every
// test server, and registering tsx in it costs more CPU than opening the database (decision 3050).
// The messages are typed in pgliteThread.ts (ToDatabaseThread, FromDatabaseThread).
const port = parentPort;
// PGlite's compiled module and file bundle come from the server thread, made once per process.
const { dataDir, pgliteWasmModule, fsBundle } = workerData;
const send = (message) => port.postMessage(message);

const opened = PGlite.create(dataDir, { pgliteWasmModule, fsBundle });
const unlistens = new Map();
let turn = opened.catch(() => undefined);

/** The column types the caller parses itself, left as PostgreSQL's text here. */
const keptAsText = (oids) => Object.fromEntries(oids.map((oid) => [oid, (text) => text]));

async function run(pglite, request) {
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
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

/** A PostgreSQL error's fields (code, detail, constraint…), which a structured clone of an Error would drop. */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message };
  for (const [key, value] of Object.entries(error)) if (value === null || typeof value !== 'object') fields[key] = value;
  return fields;
}

port.on('message', (request) => {
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
  (error) => {
    send({ type: 'failed', error: errorFields(error) });
    port.close();
  },
);
