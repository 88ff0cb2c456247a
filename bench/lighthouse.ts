/**
 * Lighthouse on the landing page with its default mobile emulation (a mid-range phone, simulated
 * slow 4G), on the same Chromium the browser tests use: npx tsx bench/lighthouse.ts [path] [runs]
 * Prints one JSON object: for each run the four category scores (0-100), the timings Lighthouse
 * simulates for that phone (Lantern, what the score is computed from) and the ones it observed
 * on this machine, then the median scores. Lantern scales the main-thread work it observed, so
 * a busy machine lowers the performance score: run several times.
 * Targets (issue 12): performance ≥ 90, accessibility ≥ 95, best practices ≥ 95, SEO ≥ 95.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { pino } from 'pino';
import { ensureWebBuild, repoRoot } from '../scripts/web-build.mjs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { seed } from '../src/server/db/seed';

const pagePath = process.argv[2] ?? '/';
const runs = Number(process.argv[3] ?? 1);

/** Starts headless Chromium with a debugging port and resolves with that port. */
async function startChromium(executable: string) {
  const child = spawn(executable, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--remote-debugging-port=0',
    `--user-data-dir=${await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-lighthouse-chrome-'))}`,
    'about:blank',
  ]);
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${String(code)}): ${output}`)));
  });
  return { port, stop: () => child.kill() };
}

async function chromiumPath(): Promise<string> {
  const debian = '/usr/bin/chromium';
  if (
    await fs.stat(debian).then(
      () => true,
      () => false,
    )
  )
    return debian;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

await ensureWebBuild();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fairway-lighthouse-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(repoRoot, 'dist/web') });
const ctx = await createContext(config, pino({ level: 'silent' }));
await seed(ctx);
const app = await buildApp(ctx);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('the server has no port');
const chromium = await startChromium(await chromiumPath());

/** One Lighthouse run on the page: scores, simulated and observed timings, audits not passing. */
async function measure(port: number) {
  const result = await lighthouse(`http://127.0.0.1:${port}${pagePath}`, {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  if (process.env.LIGHTHOUSE_REPORT) await fs.writeFile(process.env.LIGHTHOUSE_REPORT, JSON.stringify(result.lhr));
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const ms = (key: string) => Math.round(audits[key]?.numericValue ?? 0);
  const observed = (audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0] ?? {};
  const failing = (key: string) => (categories[key]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    simulatedMs: {
      firstContentfulPaint: ms('first-contentful-paint'),
      largestContentfulPaint: ms('largest-contentful-paint'),
      totalBlockingTime: ms('total-blocking-time'),
      speedIndex: ms('speed-index'),
    },
    observedMs: {
      firstContentfulPaint: Math.round(observed.observedFirstContentfulPaint ?? 0),
      largestContentfulPaint: Math.round(observed.observedLargestContentfulPaint ?? 0),
      load: Math.round(observed.observedLoad ?? 0),
    },
    cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? null,
    notPassing: { performance: failing('performance'), accessibility: failing('accessibility'), bestPractices: failing('best-practices'), seo: failing('seo') },
    lighthouse: result.lhr.lighthouseVersion,
    formFactor: result.lhr.configSettings.formFactor,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(address.port));
  const { lighthouse: version, formFactor } = results[0]!;
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
  const medianScores = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result.scores[key]))]));
  console.log(
    JSON.stringify(
      { url: pagePath, lighthouse: version, formFactor, medianScores, runs: results.map(({ lighthouse: _v, formFactor: _f, ...run }) => run) },
      null,
      2,
    ),
  );
} finally {
  chromium.stop();
  await app.close();
  await ctx.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
