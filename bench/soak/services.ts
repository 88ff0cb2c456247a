import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { freePort } from '../../scripts/cluster/supervisor';

/**
 * The services a soak runs on, each its own so that nothing it does to them touches other runs:
 * a fresh database on the PostgreSQL server, and a Redis server of its own (restarting the shared
 * one would break everybody else's tests).
 */
export interface SoakDatabase {
  url: string;
  name: string;
  /** Ends every connection to the database from the server side, as a PostgreSQL restart does; answers how many. */
  terminateBackends(): Promise<number>;
  drop(): Promise<void>;
}

export async function createDatabase(serverUrl: string): Promise<SoakDatabase> {
  const name = `fc_soak_${randomBytes(4).toString('hex')}`;
  const asAdmin = async <T>(work: (admin: pg.Client) => Promise<T>): Promise<T> => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  };
  await asAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    terminateBackends: () =>
      asAdmin(async (admin) => {
        const { rows } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        return rows.length;
      }),
    drop: () => asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export interface SoakRedis {
  url: string;
  /** Stops the server (SIGTERM, nothing saved) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

export async function startRedis(binary = 'redis-server'): Promise<SoakRedis> {
  const port = await freePort();
  let server: ChildProcess;
  const start = async () => {
    server = spawn(binary, ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPort(port);
  };
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await stop();
      await start();
    },
    stop,
  };
}
