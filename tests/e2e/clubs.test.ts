import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOASTS } from '../../src/shared/texts';
import { fixturePath } from '../api/analysis-helpers';
import { TEST_ADMIN } from '../api/harness';
import { buyPlanInTestMode, newAccount, registerThroughForm, saveScreenshot, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 17 in a real browser, TEST MODE checkout: an owner buys Club Starter, invites two golfers
 * (the links read from the development mailbox), both join and upload a swing, the team dashboard
 * shows both, the owner (the club's coach) leaves a note with an angle on a frame, and the golfer
 * reads it on the result page.
 */

const SWING = fixturePath();
const ANALYSIS_TIMEOUT_MS = 180_000;

let harness: BrowserHarness;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  harness = await startBrowserHarness({ DEV_MAILBOX: 'true' });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await harness?.close();
});

async function newPage(viewport: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const context = await harness.newContext(viewport);
  contexts.push(context);
  return context.newPage();
}

/** The /club/join link of the newest invitation to `email`, as a developer reads it at /dev/mailbox. */
async function invitationLink(mailbox: Page, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await mailbox.goto('/dev/mailbox');
    const link = mailbox
      .locator('article')
      .filter({ hasText: `To ${email}` })
      .locator('a[href*="/club/join"]')
      .first();
    // Links are built for localhost (PUBLIC_URL is unset); the browser stays on the harness's own origin.
    if ((await link.count()) > 0) {
      const href = new URL((await link.getAttribute('href'))!);
      return `${href.pathname}${href.search}`;
    }
    await mailbox.waitForTimeout(200);
  }
  throw new Error(`no invitation for ${email} in the development mailbox`);
}

async function joinAndUpload(page: Page, link: string, firstName: string): Promise<string> {
  await page.goto(link);
  await page.getByRole('heading', { name: /^Join / }).waitFor();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Golfer');
  await page.getByLabel('Password', { exact: true }).fill('swing-plane-42');
  await page.getByRole('button', { name: /^Join / }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('tab', { name: 'Swing Analyzer' }).click();
  await page.getByLabel('Swing video or photo').setInputFiles(SWING);
  const accepted = page.waitForResponse((response) => response.url().endsWith('/api/swing-analyses') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Analyze Swing' }).click();
  const { id } = (await (await accepted).json()) as { id: string };
  await page.getByRole('status').filter({ hasText: TOASTS.analysisComplete.title }).waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
  return id;
}

describe('clubs in a real browser', () => {
  it(
    'takes a club from purchase to a coach note the golfer reads',
    async () => {
      const owner = await newPage();
      const problems = watchPageProblems(owner);
      await registerThroughForm(owner, newAccount(), { subscribe: false });
      // The club plan's buyer lands on the team dashboard (issue 26), welcomed there.
      await buyPlanInTestMode(owner, 'club_starter');
      await owner.getByRole('status').filter({ hasText: 'Welcome to Premium' }).waitFor();
      expect(new URL(owner.url()).pathname).toBe('/club');
      await owner.getByRole('tab', { name: 'Branding' }).click();
      await owner.getByLabel('Club name').fill('Lakeside Golf Academy');
      await owner.getByLabel('Main colour').fill('#1e3a8a');
      await owner.getByRole('button', { name: 'Save branding' }).click();
      await owner.getByRole('heading', { name: 'Lakeside Golf Academy', level: 1 }).waitFor();
      await saveScreenshot(owner, 'club-branding');
      await owner.getByRole('tab', { name: 'People' }).click();
      const golfers = [newAccount(), newAccount()];
      for (const golfer of golfers) {
        await owner.getByLabel('E-mail').fill(golfer.email);
        await owner.getByRole('button', { name: 'Send invitation' }).click();
        await owner.getByText(`${golfer.email}`, { exact: false }).first().waitFor();
      }
      await saveScreenshot(owner, 'club-people');

      const mailbox = await newPage();
      await mailbox.goto('/login');
      await mailbox.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
      await mailbox.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
      await mailbox.getByRole('button', { name: 'Sign In' }).click();
      await mailbox.waitForURL('**/admin');
      const links = [await invitationLink(mailbox, golfers[0]!.email), await invitationLink(mailbox, golfers[1]!.email)];

      const first = await newPage();
      const firstProblems = watchPageProblems(first);
      const firstAnalysis = await joinAndUpload(first, links[0]!, 'Ava');
      const second = await newPage();
      await joinAndUpload(second, links[1]!, 'Ben');

      // The administrator sees the invited golfer's access as the server gives it: a club seat, nothing to grant (issue 26 item 4).
      await mailbox.goto('/admin');
      await mailbox.getByRole('tab', { name: /Members/ }).click();
      const invited = mailbox.getByRole('row').filter({ hasText: golfers[0]!.email });
      await invited.getByText('Club seat', { exact: true }).waitFor();
      expect(await invited.getByRole('button', { name: 'Grant access' }).count()).toBe(0);
      await saveScreenshot(mailbox, 'admin-members-club-seat');

      // Charts drawn at once, so the screenshots show the team's progress whole, not mid-animation.
      await owner.emulateMedia({ reducedMotion: 'reduce' });
      await owner.goto('/club');
      const roster = owner.getByRole('table');
      for (const name of ['Ava Golfer', 'Ben Golfer']) await roster.getByRole('row').filter({ hasText: name }).waitFor();
      await owner.getByText('Most common faults').waitFor();
      await saveScreenshot(owner, 'club-team-dashboard');
      const phone = await newPage('phone');
      await phone.context().addCookies(await owner.context().cookies());
      await phone.emulateMedia({ reducedMotion: 'reduce' });
      await phone.goto('/club');
      await phone.getByRole('table').getByRole('row').filter({ hasText: 'Ava Golfer' }).waitFor();
      // The roster's table scrolls within the whole card on a phone, its cells padded by themselves, not by the card as well.
      const rosterCard = phone.getByRole('heading', { name: 'Roster' }).locator('..');
      const [cardBox, tableBox] = [await rosterCard.boundingBox(), await phone.getByRole('table').boundingBox()];
      expect(tableBox!.x - cardBox!.x).toBeLessThanOrEqual(1);
      await saveScreenshot(phone, 'club-team-dashboard-phone');

      await roster.getByRole('link', { name: 'Ava Golfer' }).click();
      await owner.getByRole('link', { name: 'Review swing →' }).click();
      await owner.waitForURL(`**/club/review/${firstAnalysis}`);
      await owner.getByRole('button', { name: /^Go to Top/ }).click();
      await owner.getByText(/Frame \d+ · Top\./).waitFor();
      await owner.getByRole('button', { name: 'Angle' }).click();
      const frame = owner.getByRole('img', { name: 'Click to draw the angle' });
      const box = (await frame.boundingBox())!;
      for (const [x, y] of [
        [0.35, 0.3],
        [0.5, 0.5],
        [0.65, 0.35],
      ] as const)
        await frame.click({ position: { x: box.width * x, y: box.height * y } });
      await owner.getByText(/Angle \d+° drawn/).waitFor();
      await owner.getByLabel('Note').fill('Keep the lead arm long at the top: it bends here.');
      await owner.getByRole('button', { name: 'Save note' }).click();
      await owner.getByTestId('coach-note').filter({ hasText: 'Keep the lead arm long' }).waitFor();
      await owner.getByRole('button', { name: 'Close notification' }).click();
      await saveScreenshot(owner, 'club-coach-review');

      await first.goto('/dashboard');
      await first.getByText(/1 new note from your coach/).waitFor();
      await saveScreenshot(first, 'club-member-dashboard');
      await first.goto(`/analyses/${firstAnalysis}`);
      const notes = first.getByLabel('Coach notes');
      await notes.getByText('Keep the lead arm long at the top: it bends here.').waitFor();
      await notes.getByText(/Top · angle \d+°/).waitFor();
      await saveScreenshot(first, 'club-member-result-notes');
      expect([...problems, ...firstProblems]).toEqual([]);
      // Two real analyses run on the way, each allowed ANALYSIS_TIMEOUT_MS on a busy machine.
    },
    2 * ANALYSIS_TIMEOUT_MS + 120_000,
  );
});
