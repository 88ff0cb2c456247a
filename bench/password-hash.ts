/**
 * How long one argon2id hash and one verification take with the production parameters
 * (src/server/modules/auth/passwords.ts). Every login and registration pays this once, so it
 * bounds the login rate one core can serve. Prints JSON.
 *   npx tsx bench/password-hash.ts [runs]
 */
import { hashPassword, verifyPassword } from '../src/server/modules/auth/passwords';

const runs = Number(process.argv[2] ?? 30);

async function timeMs(action: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await action();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { meanMs: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length), p50Ms: round(at(0.5)), p95Ms: round(at(0.95)) };
}

const stored = await hashPassword('benchmark password');
await verifyPassword(stored, 'warm-up');
const hashes: number[] = [];
const verifies: number[] = [];
for (let run = 0; run < runs; run += 1) {
  hashes.push(await timeMs(() => hashPassword(`benchmark password ${run}`)));
  verifies.push(await timeMs(() => verifyPassword(stored, `wrong ${run}`)));
}
const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
console.log(JSON.stringify({ runs, algorithm: stored.split('$')[1], params: stored.split('$')[3], hash: summary(hashes), verify: summary(verifies), rssMb }));
