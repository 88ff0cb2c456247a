import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { insertAnalysis } from '../../src/server/modules/analysis/store';
import { analysisHref } from '../../src/web/lib/links';
import { bareAnalysisRow } from '../api/analysis-helpers';
import { registerThroughForm, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * What a member sees while their swing waits and runs (issue 31): the steps ticked off and the
 * server's estimate of the swings ahead and the time left. The queue is written straight into the
 * table (rows with no job), so what the page shows is known: one finished run of 40 s, another
 * member's swing running for 10 s, and the member's own swing waiting behind it.
 */

let harness: BrowserHarness;
let context: BrowserContext;
let page: Page;
let problems: string[];
const waitingId = crypto.randomUUID();
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

beforeAll(async () => {
  harness = await startBrowserHarness();
  context = await harness.newContext('phone');
  page = await context.newPage();
  problems = watchPageProblems(page);
  const account = await registerThroughForm(page);
  const db = harness.server.ctx.db;
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  const other = crypto.randomUUID();
  await db.insert(users).values({ id: other, email: `other-${other}@example.com`, firstName: 'Other', lastName: 'Golfer', passwordHash: 'not-used' });
  await insertAnalysis(
    db,
    bareAnalysisRow(crypto.randomUUID(), other, { status: 'done', stage: 'done', startedAt: secondsAgo(140), completedAt: secondsAgo(100) }),
  );
  await insertAnalysis(
    db,
    bareAnalysisRow(crypto.randomUUID(), other, { status: 'processing', stage: 'pose', createdAt: secondsAgo(60), startedAt: secondsAgo(10) }),
  );
  await insertAnalysis(db, bareAnalysisRow(waitingId, member!.id, { status: 'queued', stage: 'upload', stageFraction: 1, createdAt: secondsAgo(5) }));
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('a waiting swing’s page', () => {
  it('shows the swings ahead and the time left, at phone and desktop width', async () => {
    await page.goto(analysisHref(waitingId));
    const estimate = page.getByTestId('analysis-estimate');
    // The first poll brings the estimate: 30 s left of the running one, then 40 s of this one's own.
    await expect.poll(() => estimate.textContent(), SETTLE).toMatch(/^1 swing ahead of yours, about 1 min 10 s left$/);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Received' }).getAttribute('aria-current'), SETTLE).toBe('step');
    await saveScreenshot(page, 'analysis-progress-waiting-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await saveScreenshot(page, 'analysis-progress-waiting-1440');
    expect(problems).toEqual([]);
  });
});
