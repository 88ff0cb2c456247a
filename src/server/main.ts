import { buildApp } from './app';
import { ConfigError, loadConfig, type Role } from './config';
import { createContext } from './context';
import { seed } from './db/seed';
import { createLogger } from './infra/log';
import { sweepWorkFiles } from './infra/workFiles';
import { startWorkers } from './modules/workers';

/**
 * Starts the process. `--role=web` serves HTTP and the socket, `--role=worker` runs background
 * jobs; with no role (the embedded default) one process does both. Scale out by running more of
 * either against PostgreSQL.
 */
function parseRoles(argv: string[]): Role[] {
  const roles = argv
    .filter((arg) => arg.startsWith('--role='))
    .flatMap((arg) => arg.slice('--role='.length).split(','))
    .filter((role) => role !== '');
  for (const role of roles) {
    if (role !== 'web' && role !== 'worker') throw new ConfigError(`Unknown role "${role}": use --role=web or --role=worker.`);
  }
  return roles.length > 0 ? (roles as Role[]) : ['web', 'worker'];
}

async function main() {
  const config = loadConfig(process.env, parseRoles(process.argv.slice(2)));
  const log = createLogger(config.logLevel);
  // Left by a process of this machine that was killed mid-upload or mid-analysis.
  const swept = await sweepWorkFiles();
  if (swept > 0) log.warn({ folders: swept }, 'removed work files of processes that died');
  const ctx = await createContext(config, log);
  await seed(ctx);

  const app = config.roles.has('web') ? await buildApp(ctx) : undefined;
  if (config.roles.has('worker')) await startWorkers(ctx);
  if (app) {
    await app.listen({ host: config.host, port: config.port });
  }
  log.info({ roles: [...config.roles], database: ctx.database.kind }, 'Fairway Coach is running');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Stop taking requests, let running ones finish, then stop jobs and close the database.
    const forceExit = setTimeout(() => process.exit(1), 20_000).unref();
    await app?.close();
    await ctx.close();
    clearTimeout(forceExit);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
