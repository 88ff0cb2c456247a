/**
 * The server and members the API benchmarks read (bench/api.ts, bench/api-profile.ts): the real
 * server on a temporary data folder and two paying members, one with 4 finished analyses and one
 * with 500 spread over the last year, each a realistic engine result with its keypoint track.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { swingAnalysisSchema } from '../src/shared/analysis';
import { analyzeSwing } from '../src/swing';
import { syntheticGolfer } from '../src/swing/syntheticGolfer';
import { swingAnalyses } from '../src/server/db/schema';
import type { RunningServer } from '../src/server/start';
import { client, uniqueEmail } from '../tests/api/client';
import { startBenchServer } from './benchServer';

export interface BenchMember {
  cookie: string;
  userId: string;
  analysisId: string;
}

/** The reads of issue 15's table, by name, for one member. */
export function readsOf(member: BenchMember): Record<string, string> {
  return {
    'GET /api/auth/me': '/api/auth/me',
    'GET /api/swing-analyses': '/api/swing-analyses',
    'GET /api/performance-metrics/{id}/trends': `/api/performance-metrics/${member.userId}/trends`,
    'GET /api/performance-metrics/{id}/trends?days=365': `/api/performance-metrics/${member.userId}/trends?days=365`,
    'GET /api/swing-analyses/{id}': `/api/swing-analyses/${member.analysisId}`,
  };
}

/** One realistic finished analysis: the engine's result and keypoint track of the modelled golfer. */
function realisticAnalysis() {
  const { track } = syntheticGolfer({ view: 'down-the-line', earlyExtension: 10, headLift: 6, seed: 7 });
  const outcome = analyzeSwing(track, { club: '7 Iron' });
  if (outcome.kind !== 'swing') throw new Error('the modelled swing was not analysed');
  return { track, analysis: swingAnalysisSchema.parse(outcome.analysis) };
}

/** A paying (individual plan) member with `count` finished analyses spread over the last year. */
export async function memberWithAnalyses(server: RunningServer, count: number): Promise<BenchMember> {
  const api = client(server.baseUrl!);
  // The individual plan: the year of trends is one of the reads, and starter stops at 90 days (issue 27).
  const user = await api.registerMember(
    { firstName: 'Bench', lastName: 'Golfer', email: uniqueEmail('bench'), password: 'bench password for fairways' },
    'individual',
  );
  const { track, analysis } = realisticAnalysis();
  const now = Date.now();
  const ids: string[] = [];
  for (let start = 0; start < count; start += 50) {
    const rows = Array.from({ length: Math.min(50, count - start) }, (_, offset) => {
      const index = start + offset;
      const score = 50 + ((index * 37) % 45);
      const createdAt = new Date(now - (count - index) * ((365 * 24 * 3600 * 1000) / (count + 1)));
      return {
        userId: user.id,
        status: 'done' as const,
        stage: 'done' as const,
        stageFraction: 1,
        sourceKind: 'video' as const,
        originalKey: `analyses/bench-${index}/original.mp4`,
        originalMime: 'video/mp4',
        originalSize: 2_000_000,
        originalSha256: `${index}`.padStart(64, '0'),
        playbackKey: `analyses/bench-${index}/playback.mp4`,
        thumbnails: { address: `analyses/bench-${index}/thumbnails/frame-10.jpg` },
        track,
        analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, overallScore: score } },
        overallScore: score,
        clubUsed: '7 Iron' as const,
        createdAt,
        updatedAt: createdAt,
        completedAt: createdAt,
      };
    });
    ids.push(...(await server.ctx.db.insert(swingAnalyses).values(rows).returning({ id: swingAnalyses.id })).map((row) => row.id));
  }
  await settle(server);
  return { cookie: api.cookieHeader(), userId: user.id, analysisId: ids.at(-1)! };
}

/**
 * Leaves the database as a running one would be some minutes after such a bulk insert (about 37 MB
 * of tracks for 500 analyses): its pages written out, and on PostgreSQL the table's statistics and
 * visibility map made by what autovacuum would run, so neither lands in the middle of a read's
 * measurement. PGlite has no autovacuum: it only gets the checkpoint, as in production.
 */
async function settle(server: RunningServer): Promise<void> {
  if (server.ctx.database.kind === 'postgres') await server.ctx.db.execute(sql`vacuum analyze swing_analyses`);
  await server.ctx.db.execute(sql`checkpoint`);
}

/** Runs `use` against the real server (silent, a temporary data folder) on PGlite or the given PostgreSQL database. */
export async function withBenchServer<T>(databaseUrl: string | undefined, use: (server: RunningServer) => Promise<T>): Promise<T> {
  const bench = await startBenchServer('api', { DATABASE_URL: databaseUrl });
  try {
    return await use(bench.server);
  } finally {
    await bench.close();
  }
}

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped afterwards. */
export async function withFreshPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `fc_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
