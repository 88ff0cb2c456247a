import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_VISITOR_GREETING } from '../../src/shared/coach';
import { MODAL_STORAGE_KEYS } from '../../src/web/features/landing/modals/shownRecently';
import { saveScreenshot, SETTLE, startBrowserHarness, VIEWPORTS, type BrowserHarness } from './browser';
import { coachedMemberPage } from './coachedMember';

/**
 * The AI golf coach in a real browser (issue 13 "Must show"): a premium member with analyses opens
 * the widget, asks about the fault of their last analysis and watches the reply stream in naming
 * it; the result page asks about its own swing; the conversation survives a reload; on a phone the
 * button stays off the hero's e-mail box.
 */

let harness: BrowserHarness;

beforeAll(async () => {
  // A reading pace for the built-in coach's words, so the reply is seen arriving.
  harness = await startBrowserHarness({ COACH_WORD_DELAY_MS: '25' });
});

afterAll(async () => {
  await harness?.close();
});

/** What the screen shows: the widget floats over the page. */
const shoot = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: false });

const coachPanel = (page: Page) => page.getByRole('region', { name: 'AI Golf Coach' });
const lastCoachBubble = (page: Page) => coachPanel(page).getByRole('listitem').last();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the AI golf coach widget', () => {
  it('streams a reply that names the fault of the member’s last analysis, on the dashboard and on a result page', async () => {
    const { page, problems, swings, close } = await coachedMemberPage(harness);
    const latest = swings.at(-1)!;
    const overTheTop = latest.analysis.analysisResults.faults.find((fault) => fault.code === 'over_the_top')!;

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'VIP Dashboard' }).waitFor(SETTLE);
    await page.getByRole('button', { name: 'Open AI Golf Coach' }).click();
    const input = coachPanel(page).getByLabel('Message the coach');
    await input.waitFor(SETTLE);
    expect(await coachPanel(page).textContent()).toContain("Hi! I'm your AI golf coach.");

    // Shift+Enter starts a new line and sends nothing; Enter sends the trimmed text.
    await input.fill('  How do I stop coming over the top?');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toContain('\n');
    expect(await coachPanel(page).getByRole('listitem').count()).toBe(1);
    await input.fill('  How do I stop coming over the top?  ');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    await coachPanel(page)
      .getByRole('listitem')
      .filter({ hasText: /^How do I stop coming over the top\?You/ })
      .waitFor(SETTLE);

    // The reply arrives word by word: part of it is on screen before the rest.
    await expect.poll(async () => ((await lastCoachBubble(page).textContent()) ?? '').length, SETTLE).toBeGreaterThan(80);
    const partial = (await lastCoachBubble(page).textContent()) ?? '';
    expect(partial).not.toContain('Coach · Built-in coach');
    await shoot(page, 'coach-streaming-desktop');
    await expect.poll(async () => lastCoachBubble(page).textContent(), { timeout: 30_000 }).toContain('Coach · Built-in coach');
    const reply = (await lastCoachBubble(page).textContent()) ?? '';
    expect(reply).toContain('Coming over the top:');
    expect(reply).toContain(overTheTop.evidence);
    expect(reply).toContain(overTheTop.drill);
    await shoot(page, 'coach-reply-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await shoot(page, 'coach-reply-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The conversation is kept: another page (the landing page) shows it again.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open AI Golf Coach' }).click();
    await coachPanel(page).getByText(overTheTop.evidence).waitFor(SETTLE);
    await shoot(page, 'coach-landing-member-desktop');

    // From the result page of the first swing, the coach answers about that swing.
    const first = swings[0]!;
    const firstMain = first.analysis.analysisResults.faults[0]!;
    await page.goto(`/analyses/${first.id}`);
    await page.getByRole('button', { name: 'Ask the coach about this swing' }).click();
    await coachPanel(page).getByText('Asking about your swing of').waitFor(SETTLE);
    await coachPanel(page).getByLabel('Message the coach').fill('What should I fix in this swing?');
    await coachPanel(page).getByRole('button', { name: 'Send' }).click();
    await expect.poll(async () => lastCoachBubble(page).textContent(), { timeout: 30_000 }).toContain('Coach · Built-in coach');
    expect(await lastCoachBubble(page).textContent()).toContain(firstMain.evidence);
    await page.setViewportSize(VIEWPORTS.phone);
    await shoot(page, 'coach-result-page-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Clearing leaves the greeting alone.
    await coachPanel(page).getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(async () => coachPanel(page).getByRole('listitem').count(), SETTLE).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('on a phone keeps the button off the hero’s e-mail box and invites a visitor to a plan', async () => {
    const context = await harness.newContext('phone');
    // Both landing modals count as just shown, so they stay out of the screenshots.
    await context.addInitScript((keys: string[]) => {
      for (const key of keys) window.localStorage.setItem(key, String(Date.now()));
    }, Object.values(MODAL_STORAGE_KEYS));
    const page = await context.newPage();
    await page.goto('/');
    const emailBox = page.getByRole('main').getByLabel('Email address').first();
    await emailBox.waitFor(SETTLE);
    const tipsButton = page.getByRole('button', { name: 'Join the List' });
    const coachButton = page.getByRole('button', { name: 'Open AI Golf Coach' });

    // Wherever the box sits on the screen, the button never covers its field or its button.
    for (const block of ['end', 'center', 'start'] as const) {
      await emailBox.evaluate((element, where) => element.scrollIntoView({ block: where, behavior: 'instant' }), block);
      await page.waitForTimeout(150);
      const field = (await emailBox.boundingBox())!;
      const submit = (await tipsButton.boundingBox())!;
      const visible = await coachButton.isVisible();
      const button = visible ? await coachButton.boundingBox() : null;
      if (button && (await coachButton.evaluate((element) => getComputedStyle(element).visibility !== 'hidden'))) {
        expect(overlaps(button, field), `coach button over the e-mail field (${block})`).toBe(false);
        expect(overlaps(button, submit), `coach button over Join the List (${block})`).toBe(false);
      }
      // With the box at the top of the screen the bottom corner is free again, and so is the button.
      if (block === 'start') expect(visible).toBe(true);
      await shoot(page, `coach-landing-hero-${block}-phone`);
    }

    // Instant: the page scrolls smoothly by default, and a screenshot mid-scroll is torn.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
    await coachButton.click();
    await coachPanel(page).getByText('The coach comes with Starter and above').waitFor(SETTLE);
    expect(await coachPanel(page).textContent()).toContain(COACH_VISITOR_GREETING);
    expect(await coachPanel(page).textContent()).not.toContain('studied your swing');
    expect(await coachPanel(page).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscribe');
    expect(await coachPanel(page).getByRole('textbox').count()).toBe(0);
    await shoot(page, 'coach-visitor-phone');
    await context.close();
  });
});
