import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { ClusterProcess, RunningCluster } from '../scripts/cluster/supervisor';
import { Ledger, summarise, type Fault } from './soak/ledger';
import { memoryReport, type MemorySample } from './soak/memory';
import { readClips, SoakMember } from './soak/member';
import type { SoakDatabase, SoakRedis } from './soak/services';
import { startStack } from './soak/stack';

/**
 * `npm run bench:soak -- --minutes 10`: the whole system on real OS processes (2 web, 2 workers
 * behind the cluster's proxy, PostgreSQL, a Redis of its own, the S3 double) while simulated
 * members upload, read and chat, and faults strike: a random process SIGKILLed every minute (and
 * started again), the database's connections cut twice, Redis restarted once. Prints JSON and
 * exits 1 when an analysis was lost or finished twice, an acknowledged message was lost, a read
 * showed another member's data or answered 5xx outside a killed process's restart.
 */
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    members: { type: 'string', default: '6' },
    /** Every line the processes write, to this file (for a failed run's post-mortem). */
    log: { type: 'string' },
    web: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    /** `off`: no process is killed (the database and Redis faults remain), so every process lives the whole run and its memory can be followed for that long. */
    kills: { type: 'string', default: 'on' },
  },
});
const durationMs = Math.round(Number(values.minutes) * 60_000);
const memberCount = Number(values.members);
if (!(durationMs >= 30_000) || !(memberCount >= 2 && memberCount <= 50) || !['on', 'off'].includes(values.kills!)) {
  console.error('--minutes must be at least 0.5, --members from 2 to 50 and --kills on or off.');
  process.exit(2);
}
const clipsFolder = process.env.SWING_FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../shared/fixtures/swings');

/** Every 60 s a kill (every third of a shorter run); the database twice and Redis once in between. */
function faultPlan(duration: number, kills: boolean): Array<{ at: number; kind: Fault['kind'] }> {
  const every = Math.min(60_000, duration / 3);
  const plan: Array<{ at: number; kind: Fault['kind'] }> = [];
  for (let at = every; kills && at < duration; at += every) plan.push({ at, kind: 'kill' });
  plan.push({ at: duration * 0.35, kind: 'database' }, { at: duration * 0.55, kind: 'redis' }, { at: duration * 0.75, kind: 'database' });
  return plan.sort((a, b) => a.at - b.at);
}

/** How long the analyses still queued when the load ends may take: a busy machine analyses slowly. */
const DRAIN_LIMIT_MS = 3 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(250);
  }
  return false;
}

/** SIGKILL, then the time until the supervisor's new process is ready. */
async function killAndWait(proc: ClusterProcess): Promise<boolean> {
  const starts = proc.starts;
  proc.child.kill('SIGKILL');
  if (!(await until(async () => proc.starts > starts, 30_000))) return false;
  return proc.ready.then(
    () => true,
    () => false,
  );
}

async function allWebReady(cluster: RunningCluster): Promise<boolean> {
  const statuses = await Promise.all(
    cluster.processes
      .filter((proc) => proc.url)
      .map((proc) =>
        fetch(`${proc.url!}/readyz`).then(
          (response) => response.status,
          () => 0,
        ),
      ),
  );
  return statuses.every((status) => status === 200);
}

/**
 * The processes to kill, in random order a round at a time: every process is killed once before
 * any is killed again, so that each role has instances that live long enough to show their memory
 * over minutes (a plain draw once killed the same worker five times in ten minutes).
 */
function killOrder(cluster: RunningCluster): () => ClusterProcess {
  let round: ClusterProcess[] = [];
  return () => {
    if (round.length === 0) {
      round = [...cluster.processes];
      for (let i = round.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [round[i], round[j]] = [round[j]!, round[i]!];
      }
    }
    return round.pop()!;
  };
}

async function strike(
  kind: Fault['kind'],
  cluster: RunningCluster,
  database: SoakDatabase,
  redis: SoakRedis,
  ledger: Ledger,
  nextVictim: () => ClusterProcess,
): Promise<void> {
  const target = kind === 'kill' ? nextVictim() : undefined;
  const fault: Fault = { kind, target: target?.name ?? kind, at: ledger.now(), healedAt: undefined };
  ledger.faults.push(fault);
  let healed = false;
  if (target) healed = await killAndWait(target);
  if (kind === 'database') {
    await database.terminateBackends();
    healed = await until(() => allWebReady(cluster), 60_000);
  }
  if (kind === 'redis') {
    await redis.restart();
    healed = true;
  }
  if (healed) fault.healedAt = ledger.now();
}

async function main() {
  const ledger = new Ledger();
  const clips = await readClips(clipsFolder);
  const finishes = new Map<string, number>();
  const logFile = values.log ? createWriteStream(values.log) : undefined;
  const processErrors: string[] = [];
  const memory: MemorySample[] = [];
  const stack = await startStack({
    web: Number(values.web),
    workers: Number(values.workers),
    onLine: (name, line) => {
      logFile?.write(`${name} ${line}\n`);
      const entry = parseLine(line);
      if (!entry) return;
      // Each run that ends an analysis says so once: two lines for one id is a double finish.
      if ((entry.msg === 'swing analysed' || entry.msg === 'not a golf swing') && typeof entry.analysisId === 'string') {
        finishes.set(entry.analysisId, (finishes.get(entry.analysisId) ?? 0) + 1);
      }
      if (entry.level >= 50 || /uncaught|unhandled/i.test(line)) processErrors.push(`${name}: ${line.slice(0, 400)}`);
    },
  });
  const { cluster, database, redis, reader } = stack;
  try {
    const startupMs = ledger.now();

    const members = Array.from({ length: memberCount }, (_, index) => new SoakMember(`m${index + 1}`, cluster.url, ledger));
    for (const member of members) await member.register();
    for (const member of members) member.peers = members.filter((other) => other !== member);

    const loadStarted = ledger.now();
    const loadEnds = loadStarted + durationMs;
    const sampling = setInterval(() => {
      const at = ledger.now();
      void cluster.memory().then((byName) => {
        for (const proc of cluster.processes) {
          const mb = byName[proc.name];
          if (mb !== undefined) memory.push({ instance: `${proc.name}#${proc.starts}`, at, mb });
        }
      });
    }, 5000);
    const running = members.map((member) => member.run(clips, loadEnds));
    // On the clock, each on its own: a slow restart does not push the next fault back.
    const nextVictim = killOrder(cluster);
    const striking = faultPlan(durationMs, values.kills !== 'off').map(async (step) => {
      await sleep(Math.max(0, loadStarted + step.at - ledger.now()));
      await strike(step.kind, cluster, database, redis, ledger, nextVictim);
    });
    await Promise.all([...running, ...striking]);
    const loadEnded = ledger.now();

    // Drain: what was accepted is analysed, within a bound (a killed worker hands its job back in ~20 s).
    const unfinished = async () =>
      Number((await reader.query("select count(*)::int as n from swing_analyses where status in ('queued', 'processing')")).rows[0].n);
    await until(async () => (await unfinished()) === 0, DRAIN_LIMIT_MS);
    clearInterval(sampling);
    // The last catch-up a page makes: from the last message each socket brought.
    for (const member of members) await member.catchUp();
    for (const member of members) member.stop();
    const report = await verdict(reader, members, finishes, ledger, loadEnded);
    const memoryMB = memoryReport(memory, loadStarted);
    // A process whose memory only grows fails the soak like a lost message (issue 32).
    const memoryGrew = memoryMB.filter((instance) => instance.flat === false).map((instance) => instance.instance);
    const failures = [...report.failures, ...memoryGrew.map((instance) => `memory only grew: ${instance}`)];
    const pass = failures.length === 0;
    const output = {
      setup: {
        minutes: durationMs / 60_000,
        kills: values.kills,
        members: memberCount,
        web: Number(values.web),
        workers: Number(values.workers),
        startupS: Math.round(startupMs / 1000),
        drainS: Math.round((ledger.now() - loadEnded) / 1000),
        loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
        cores: os.cpus().length,
      },
      ...report,
      pass,
      failures,
      processErrors: { count: processErrors.length, first: processErrors.slice(0, 10) },
      memoryGrew,
      memoryMB,
    };
    console.log(JSON.stringify(output, null, 2));
    // The JSON ends with the memory samples; what failed is said last, where a CI log's tail shows it.
    if (!pass) console.error(`soak failed: ${failures.join('; ')}`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await stack.close();
    logFile?.end();
  }
}

function parseLine(line: string): { level: number; msg: string; analysisId?: unknown } | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as { level: number; msg: string; analysisId?: unknown };
  } catch {
    return undefined;
  }
}

/** The checks of issue 32, from the database (the truth) and what members were told and shown. */
async function verdict(reader: pg.Pool, members: SoakMember[], finishes: Map<string, number>, ledger: Ledger, loadEnded: number) {
  const rows = (await reader.query('select id, user_id, status, attempts from swing_analyses')).rows as Array<{
    id: string;
    user_id: string;
    status: string;
    attempts: number;
  }>;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const memberIds = new Set(members.map((member) => member.id));
  const theirs = rows.filter((row) => memberIds.has(row.user_id));
  const accepted = members.flatMap((member) => member.accepted);
  const missing = accepted.filter((id) => !byId.has(id));
  const unfinished = theirs.filter((row) => row.status !== 'done' && row.status !== 'failed');
  const twice = [...finishes].filter(([, count]) => count > 1).map(([id]) => id);

  const wrongOwner = members.flatMap((member) => [...member.seenAnalyses].filter((id) => byId.has(id) && byId.get(id)!.user_id !== member.id));

  const roomIds = new Set((await reader.query('select id::int from chat_room_messages')).rows.map((row: { id: number }) => row.id));
  const directIds = new Set((await reader.query('select id::int from direct_messages')).rows.map((row: { id: number }) => row.id));
  const roomAcked = members.flatMap((member) => member.sentRoom.filter((sent) => sent.id !== undefined));
  const directAcked = members.flatMap((member) => member.sentDirect.filter((sent) => sent.id !== undefined));
  const roomUndelivered = roomAcked.flatMap((sent) =>
    members.filter((member) => !member.roomSeen.has(sent.id!)).map((member) => `${member.name} never got room message ${sent.id!}`),
  );
  const directUndelivered = directAcked.filter((sent) => !members.find((member) => member.id === sent.to)!.directSeen.has(sent.id!));

  const reads = summarise(ledger, loadEnded);
  const result = {
    analyses: {
      accepted: theirs.length + members.reduce((sum, member) => sum + member.dataUrl.failed, 0),
      acceptedMultipart: accepted.length,
      dataUrl: members.reduce(
        (sum, member) => ({
          answered: sum.answered + member.dataUrl.answered,
          failed: sum.failed + member.dataUrl.failed,
          interrupted: sum.interrupted + member.dataUrl.interrupted,
        }),
        { answered: 0, failed: 0, interrupted: 0 },
      ),
      finished: theirs.filter((row) => row.status === 'done' || row.status === 'failed').length,
      done: theirs.filter((row) => row.status === 'done').length,
      retried: theirs.filter((row) => row.attempts > 1).length,
      lost: missing.length + unfinished.length,
      lostIds: [...missing, ...unfinished.map((row) => `${row.id} (${row.status})`)].slice(0, 20),
      finishedTwice: twice.length,
      finishedTwiceIds: twice.slice(0, 20),
    },
    chat: {
      roomSent: members.reduce((sum, member) => sum + member.sentRoom.length, 0),
      roomAcknowledged: roomAcked.length,
      roomStored: roomAcked.filter((sent) => roomIds.has(sent.id!)).length,
      roomDeliveriesExpected: roomAcked.length * members.length,
      roomDeliveriesMissing: roomUndelivered.length,
      directSent: members.reduce((sum, member) => sum + member.sentDirect.length, 0),
      directAcknowledged: directAcked.length,
      directStored: directAcked.filter((sent) => directIds.has(sent.id!)).length,
      directUndelivered: directUndelivered.length,
      socketReconnects: members.reduce((sum, member) => sum + member.reconnects, 0),
      undeliveredSamples: [...roomUndelivered, ...directUndelivered.map((sent) => `DM ${sent.id!}`)].slice(0, 20),
    },
    reads: { ...reads, wrongMemberData: reads.wrongMemberData + wrongOwner.length, wrongOwnerIds: wrongOwner.slice(0, 20) },
  };
  const ackedLost = result.chat.roomAcknowledged - result.chat.roomStored + (result.chat.directAcknowledged - result.chat.directStored);
  const checks: Array<[failed: number, what: string]> = [
    [result.analyses.lost, 'analyses lost'],
    [result.analyses.finishedTwice, 'analyses finished twice'],
    [ackedLost, 'acknowledged messages not stored'],
    [result.chat.roomDeliveriesMissing, 'room messages not delivered'],
    [result.chat.directUndelivered, 'direct messages not delivered'],
    [result.reads.wrongMemberData, "reads that showed another member's data"],
    [result.reads.serverErrors.outside, "server errors outside a web process's restart"],
  ];
  const failures = checks.filter(([failed]) => failed > 0).map(([failed, what]) => `${what}: ${failed}`);
  return { failures, ...result };
}

await main();
