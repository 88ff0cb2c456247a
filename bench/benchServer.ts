import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { loadConfig } from '../src/server/config';
import { startServer, type RunningServer } from '../src/server/start';
import { attachInbox, outboxInbox } from '../tests/api/inbox';

export interface BenchServer {
  server: RunningServer;
  baseUrl: string;
  /** The server's temporary data folder, removed by close(); a bench may keep its own files there. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The whole product (web + worker) as a benchmark measures it: embedded PGlite unless `env` names
 * a DATABASE_URL, a temporary data folder, a free port on 127.0.0.1, and the outbox read as the
 * inbox so members register through their confirmation mail. `env` adds or overrides settings;
 * undefined values are left out, so a bench can pass an optional setting straight from its own env.
 */
export async function startBenchServer(
  name: string,
  env: Record<string, string | undefined> = {},
  log: Logger = pino({ level: 'silent' }),
): Promise<BenchServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `fairway-bench-${name}-`));
  const settings = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const server = await startServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: log.level, HOST: '127.0.0.1', PORT: '0', ...settings }), log);
  const baseUrl = server.baseUrl!;
  attachInbox(baseUrl, outboxInbox(server.ctx.db));
  return {
    server,
    baseUrl,
    dataDir,
    async close() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One finished analysis as the job logs it ('swing analysed'): its step times in milliseconds and its posed frames. */
export interface AnalysedLine {
  analysisId: string;
  ms: Record<string, number>;
  frames: number;
}

/**
 * A logger for startBenchServer that keeps the job's 'swing analysed' lines, so a bench can say
 * where an analysis's time went (tracking, engine, replay, stills) beside what it timed from outside.
 */
export function analysedLog(): { logger: Logger; analysed: AnalysedLine[] } {
  const analysed: AnalysedLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as Partial<AnalysedLine> & { msg?: string };
        if (entry.msg === 'swing analysed' && entry.ms) analysed.push({ analysisId: entry.analysisId ?? '', ms: entry.ms, frames: entry.frames ?? 0 });
      }
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), analysed };
}
