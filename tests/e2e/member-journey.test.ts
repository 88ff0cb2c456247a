import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../api/harness';
import { inboxOf, tokenMailedBy } from '../api/inbox';
import { newAccount, registerThroughForm, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/** The paying golfer's way in and out, as issue 26 found it broken: logout, the chosen plan, the administrator's start. */

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('a golfer at a shared computer', () => {
  it('logs out to the visitor’s page with nothing of the member left on it', async () => {
    const context = await harness.newContext('phone');
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    const account = await registerThroughForm(page);
    await page.getByText(`Welcome back, ${account.firstName}.`).waitFor();
    // One page further inside, so Back has a member's page of this app to return to.
    await page.getByRole('link', { name: 'Golf profile', exact: true }).click();
    await page.waitForURL('**/profile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { level: 1, name: /Every swing measured/ }).waitFor(SETTLE);
    expect(new URL(page.url()).pathname).toBe('/');
    const body = await page.locator('body').innerText();
    expect(body).not.toContain(account.firstName);
    expect(body).not.toContain('VIP Dashboard');
    await saveScreenshot(page, 'logout-visitor-home-phone');

    // Back does not bring the member's page back either: the dashboard now asks for a login.
    await page.goBack();
    await page.waitForURL('**/login', SETTLE);
    expect(await page.locator('body').innerText()).not.toContain(account.firstName);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the plan a visitor chose', () => {
  it('is carried through register and the e-mailed link, and preselected on /subscribe', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const account = newAccount();
    await page.goto('/subscribe?plan=club_starter');
    await page.getByRole('button', { name: /^Starter Weekly/ }).click();
    await page.getByRole('button', { name: 'Create Account to Subscribe' }).click();
    await page.waitForURL('**/register?**');

    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await tokenMailedBy(harness.baseUrl, account.email, 'confirm-email', async () => {
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    });
    const mail = (await inboxOf(harness.baseUrl).mailsTo(account.email)).at(-1)!;
    const link = new URL(/https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.text)![0]);

    // The link is opened where the mail is read: a browser that never saw the register page.
    const mailReader = await (await harness.newContext()).newPage();
    await mailReader.goto(`${link.pathname}${link.search}`);
    await mailReader.waitForURL('**/subscribe?plan=starter_weekly', SETTLE);
    await mailReader.getByRole('button', { name: 'Subscribe Now' }).waitFor();
    expect(await mailReader.getByRole('button', { name: /^Starter Weekly/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await mailReader.getByRole('button', { name: /^Starter\b(?! Weekly| Annual)/ }).getAttribute('aria-pressed')).toBe('false');
    await mailReader.context().close();
    await context.close();
  });
});

describe('an administrator', () => {
  it('lands on /admin after login, with an Admin entry in the header and no golf-profile prompt', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin', SETTLE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Admin' }).waitFor();
    expect(await page.getByTestId('profile-offer').count()).toBe(0);
    await saveScreenshot(page, 'admin-after-login');

    await page.goto('/dashboard');
    await nav.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await context.close();
  });
});

describe('the landing page on a phone', () => {
  it('holds the special offer while the visitor types, then opens it with a Claim Offer button a thumb can hit', async () => {
    const context = await harness.newContext('phone');
    // The page's clock stands still until the test moves it, so "15 s" costs no real time.
    await context.clock.install({ time: new Date('2026-11-20T10:00:00Z') });
    await context.clock.pauseAt(new Date('2026-11-20T10:00:01Z'));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor(SETTLE);
    await page.waitForLoadState('networkidle');

    const message = page.getByRole('form', { name: 'Feedback' }).getByLabel('Message');
    await message.click();
    await message.pressSequentially('The tempo ');
    await page.clock.runFor(16_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await message.pressSequentially('drill helped');
    expect(await message.inputValue()).toBe('The tempo drill helped');

    // Leaving the form is when the offer may speak.
    await message.evaluate((field: HTMLElement) => field.blur());
    const offer = page.getByRole('dialog', { name: 'Special offer: Starter Weekly' });
    await offer.waitFor(SETTLE);
    const claim = await offer.getByRole('button', { name: 'Claim Offer' }).boundingBox();
    expect(claim!.height).toBeGreaterThanOrEqual(44);
    await saveScreenshot(page, 'landing-offer-modal-phone');
    await context.close();
  });

  it('brings a section from the menu to just below the header, its heading in view', async () => {
    const context = await harness.newContext('phone');
    const page = await context.newPage();
    await openLanding(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    await scrollFromMenu(page, 'Pricing');
    const { sectionTop, headerHeight } = await sectionPlace(page, '#pricing');
    expect(sectionTop).toBeGreaterThanOrEqual(headerHeight);
    expect(sectionTop).toBeLessThanOrEqual(headerHeight + 32);
    await saveScreenshot(page, 'landing-menu-pricing-phone');
    await context.close();
  });

  it('keeps the section there when the web fonts arrive after the scroll', async () => {
    const context = await harness.newContext('phone');
    const page = await context.newPage();
    // The fonts are held back until the scroll has ended, as on a slow first visit.
    let releaseFonts!: () => void;
    const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await fontsHeld;
      await route.continue();
    });
    await openLanding(page);

    await scrollFromMenu(page, 'Pricing');
    expect(await page.evaluate(() => document.fonts.status)).toBe('loading');
    releaseFonts();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The text above the section takes its real height, and the section is aligned again.
    await expect
      .poll(async () => {
        const { sectionTop, headerHeight } = await sectionPlace(page, '#pricing');
        return sectionTop >= headerHeight && sectionTop <= headerHeight + 32;
      }, SETTLE)
      .toBe(true);
    await context.close();
  });
});

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor(SETTLE);
  await page.locator('#pricing').waitFor({ state: 'attached', ...SETTLE });
}

/** Opens the phone menu, picks a section and waits for the smooth scroll to end. */
async function scrollFromMenu(page: Page, section: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const scrolled = page.evaluate(() => new Promise<void>((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true })));
  await page.locator('#mobile-menu').getByRole('button', { name: section }).click();
  await scrolled;
}

async function sectionPlace(page: Page, selector: string): Promise<{ sectionTop: number; headerHeight: number }> {
  const headerHeight = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.height;
  const sectionTop = await page.locator(selector).evaluate((section) => section.getBoundingClientRect().top);
  return { sectionTop, headerHeight };
}

describe('live analysis on a computer without a camera', () => {
  it('says so in the page, in its own words, without a browser alert', async () => {
    const context = await harness.newContext('phone');
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await registerThroughForm(page);
    await page.goto('/dashboard?tab=live');
    await page.getByRole('button', { name: 'Start Camera' }).click();
    await page.getByRole('alert').filter({ hasText: 'No camera found on this device.' }).waitFor(SETTLE);
    expect(alerts).toEqual([]);
    await saveScreenshot(page, 'live-no-camera-phone');
    await context.close();
  });
});
