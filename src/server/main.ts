import { ConfigError, loadConfig, type Role } from './config';
import { createLogger } from './infra/log';
import { sweepWorkFiles } from './infra/workFiles';
import { startServer } from './start';

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
  const started = (async () => {
    // Left by a process of this machine that was killed mid-upload or mid-analysis.
    const swept = await sweepWorkFiles();
    if (swept > 0) log.warn({ folders: swept }, 'removed work files of processes that died');
    return startServer(config, log);
  })();

  // Listening from the first moment: a SIGTERM that lands during start-up (a slow migration, a
  // supervisor giving up early) waits for the start to finish and shuts down cleanly instead of
  // killing the process mid-way.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 20_000).unref();
    void started
      .then((server) => server.close())
      .then(
        () => {
          clearTimeout(forceExit);
          process.exit(0);
        },
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const server = await started;
  log.info({ roles: [...config.roles], database: server.ctx.database.kind }, 'Fairway Coach is running');
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
