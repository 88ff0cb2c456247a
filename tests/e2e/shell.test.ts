import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, titleFor, type RouteName } from '../../src/shared/routes';
import { registerThroughForm, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** A concrete address for each route pattern. */
function samplePath(name: RouteName): string {
  return ROUTES[name].path
    .replace(':slug', 'perfect-tempo')
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .replace(':sessionId', 'cs_test_local_none')
    .replace(':token', 'A'.repeat(43));
}

describe('the app shell in a real browser', () => {
  it('answers /nope with HTTP 404 and the 404 page', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toBe(titleFor('/nope'));
    await saveScreenshot(page, 'not-found');
    await context.close();
  });

  it("gives every route the spec's title, for visitors and members, with no CSP refusals", async () => {
    const visitor = await harness.newContext();
    const visitorPage = await visitor.newPage();
    const problems = watchPageProblems(visitorPage);
    // Members' pages send visitors to /login; they are checked again signed in.
    const membersOnly: string[] = [];
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const path = samplePath(name);
      const response = await visitorPage.goto(path);
      // An article or a share link that does not exist is a real 404 (decisions 1012, 3301); its page still renders.
      expect(response?.status(), path).toBe(name === 'blogArticle' || name === 'sharedSwing' ? 404 : 200);
      await visitorPage.waitForLoadState('networkidle');
      if (new URL(visitorPage.url()).pathname !== new URL(path, harness.baseUrl).pathname) {
        expect(new URL(visitorPage.url()).pathname, path).toBe(ROUTES.login.path);
        membersOnly.push(path);
        continue;
      }
      await expect.poll(() => visitorPage.title(), { ...SETTLE, message: path }).toBe(titleFor(path));
    }
    expect(membersOnly).toContain(ROUTES.dashboard.path);

    const member = await harness.newContext();
    const memberPage = await member.newPage();
    problems.push(...watchPageProblems(memberPage));
    await registerThroughForm(memberPage);
    for (const path of membersOnly) {
      await memberPage.goto(path);
      await expect.poll(() => memberPage.title(), { ...SETTLE, message: path }).toBe(titleFor(path));
      expect(new URL(memberPage.url()).pathname, path).toBe(new URL(path, harness.baseUrl).pathname);
    }
    expect(problems).toEqual([]);
    await visitor.close();
    await member.close();
  });

  it('takes section links from another page to the landing page anchor', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
    // The landing page scrolls after its short delay; the pricing section ends up at the top.
    await expect.poll(() => page.locator('#pricing').evaluate((section) => Math.round(section.getBoundingClientRect().top)), SETTLE).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // A link to another page starts that page at the top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY), SETTLE).toBe(0);
    await context.close();
  });

  it('looks right on a desktop and a phone, with a working mobile menu', async () => {
    const desktop = await harness.newContext('desktop');
    const desktopPage = await desktop.newPage();
    await desktopPage.goto('/');
    await desktopPage.getByRole('link', { name: 'Start Your Journey - £6.99/week' }).waitFor();
    await saveScreenshot(desktopPage, 'home-desktop');
    await desktopPage.goto('/register');
    // The page is loaded lazily: a screenshot taken at once showed its spinner.
    await desktopPage.getByRole('heading', { name: 'Join Fairway Coach' }).waitFor();
    await saveScreenshot(desktopPage, 'register-desktop');

    const phone = await harness.newContext('phone');
    const phonePage = await phone.newPage();
    await phonePage.goto('/');
    const nav = phonePage.getByRole('navigation', { name: 'Main' });
    // On a phone the links live behind the menu button.
    expect(await nav.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
    await saveScreenshot(phonePage, 'home-phone');
    await phonePage.getByRole('button', { name: 'Open menu' }).click();
    const menu = phonePage.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Join Premium' }).waitFor();
    await saveScreenshot(phonePage, 'menu-phone');
    await menu.getByRole('button', { name: 'For Clubs' }).click();
    expect(await menu.count()).toBe(0);
    await expect.poll(() => phonePage.locator('#clubs').evaluate((section) => Math.round(section.getBoundingClientRect().top)), SETTLE).toBeLessThan(120);
    await desktop.close();
    await phone.close();
  });
});
