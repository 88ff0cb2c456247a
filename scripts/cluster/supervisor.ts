import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import { serverEnv } from '../serverEnv.mjs';
import { serverCommand } from './entry';
import { startProxy, type RunningProxy } from './proxy';

/**
 * N web and M worker processes of the real entry point behind one proxy address, kept running as
 * systemd's Restart=always would: a process that exits without being asked is started again (a web
 * process on the same port, so the proxy finds it where it was).
 */
export interface ClusterOptions {
  web: number;
  workers: number;
  /** The proxy's address; the web processes listen on free loopback ports behind it. */
  host: string;
  port: number;
  /** The processes' environment (DATABASE_URL, REDIS_URL, S3_*, …), on top of this process's. */
  env: Record<string, string>;
  /** Each line a process writes, with its name (web-1, worker-2). */
  onLine?: (name: string, line: string) => void;
  /** Wait this long before starting an exited process again. */
  restartDelayMs?: number;
}

export interface ClusterProcess {
  name: string;
  role: 'web' | 'worker';
  /** The web process's own address (behind the proxy). */
  url: string | undefined;
  child: ChildProcess;
  /** Starts of this process so far (1 for the first). */
  starts: number;
  /** Settles when the current child is ready: listening (web) or running (worker). */
  ready: Promise<void>;
}

export interface RunningCluster {
  url: string;
  proxy: RunningProxy;
  processes: ClusterProcess[];
  /** Resident memory of each live process now, in MB (Linux /proc). */
  memory(): Promise<Record<string, number>>;
  /** SIGTERM to all, waits for them to finish their requests and jobs, closes the proxy. */
  stop(): Promise<void>;
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = net.createServer().listen(0, host);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function residentMB(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
}

/** What a process logs once it is ready (pino JSON lines of src/server/main.ts), at level info. */
const READY = /Fairway Coach is running/;
const VERBOSE_LEVELS = new Set(['info', 'debug', 'trace']);

/** Settles once the web process at `url` answers /healthz (or gives up when it has exited). */
async function answering(url: string, child: ChildProcess): Promise<void> {
  while (child.exitCode === null && child.signalCode === null) {
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const proxy = await startProxy({ host: options.host, port: options.port });
  let stopping = false;
  const processes: ClusterProcess[] = [];

  const launch = (proc: ClusterProcess, port: number | undefined) => {
    const { command, args, cwd } = serverCommand([proc.role]);
    const env = serverEnv({ ...process.env, ...options.env, HOST: '127.0.0.1', ...(port === undefined ? {} : { PORT: String(port) }) });
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.child = child;
    proc.starts += 1;
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`${proc.name} exited before it was ready (${signal ?? code})`))),
    );
    exited.catch(() => undefined);
    let announced: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (announced = resolve));
    let pending = '';
    const read = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (READY.test(line)) announced();
        options.onLine?.(proc.name, line);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    // A web process is ready when it answers; a worker says so in its log, which a level above
    // info hides: then it counts as ready once started.
    const ready = proc.url ? answering(proc.url, child) : VERBOSE_LEVELS.has(env.LOG_LEVEL ?? 'info') ? running : Promise.resolve();
    proc.ready = Promise.race([ready, exited]);
    proc.ready.then(
      () => proc.url && proxy.add(proc.url),
      () => undefined,
    );
    child.once('exit', () => {
      if (stopping) return;
      setTimeout(() => launch(proc, port), options.restartDelayMs ?? 250);
    });
  };

  const add = async (role: 'web' | 'worker', index: number) => {
    const port = role === 'web' ? await freePort() : undefined;
    const proc = { name: `${role}-${index}`, role, url: port === undefined ? undefined : `http://127.0.0.1:${port}`, starts: 0 } as ClusterProcess;
    processes.push(proc);
    launch(proc, port);
  };
  for (let i = 1; i <= options.web; i += 1) await add('web', i);
  for (let i = 1; i <= options.workers; i += 1) await add('worker', i);

  const stop = async () => {
    stopping = true;
    await Promise.all(
      processes.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await proxy.close();
  };

  try {
    // The first start migrates the database: one process at a time would be slower, all at once is
    // safe (migrations take an advisory lock), so they start together and are awaited together.
    await Promise.all(processes.map((proc) => proc.ready));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: proxy.url,
    proxy,
    processes,
    async memory() {
      const entries = await Promise.all(processes.map(async (proc) => [proc.name, await residentMB(proc.child.pid)] as const));
      return Object.fromEntries(entries.filter((entry): entry is readonly [string, number] => entry[1] !== undefined));
    },
    stop,
  };
}
