import { parseArgs } from 'node:util';
import { startCluster } from './cluster/supervisor';

/**
 * `npm run cluster -- --web 2 --workers 2`: N web and M worker processes on the configured
 * PostgreSQL (DATABASE_URL), Redis (REDIS_URL) and storage (S3_* or DATA_DIR), behind one address
 * (HOST:PORT) served by a small reverse proxy. Ctrl-C (or SIGTERM) stops them all cleanly. See the
 * README's "Scale out" section.
 */
const { values } = parseArgs({
  options: {
    web: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
  },
});

function count(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 64) {
    console.error(`--${name} must be a whole number from 0 to 64 (got "${value}").`);
    process.exit(2);
  }
  return parsed;
}

const web = count('web', values.web);
const workers = count('workers', values.workers);
if (!process.env.DATABASE_URL) {
  // The embedded PGlite belongs to one process: several processes need one PostgreSQL.
  console.error('npm run cluster needs DATABASE_URL (PostgreSQL): the embedded database serves one process only.');
  process.exit(2);
}
if (web === 0) {
  console.error('--web must be at least 1: the proxy needs a web process to send requests to.');
  process.exit(2);
}

const cluster = await startCluster({
  web,
  workers,
  host: process.env.HOST ?? '0.0.0.0',
  port: Number(process.env.PORT ?? 3000),
  // The proxy is the one hop in front of the web processes, unless the operator says otherwise.
  env: { TRUST_PROXY: process.env.TRUST_PROXY ?? '1' },
  onLine: (name, line) => process.stdout.write(`${name.padEnd(9)}| ${line}\n`),
});
console.log(`Fairway Coach cluster: ${web} web and ${workers} worker processes behind ${cluster.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping every process (they finish their requests and jobs first)`);
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
