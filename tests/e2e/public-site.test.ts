import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVALID_CODE } from '../../src/shared/demo';
import { TEST_ADMIN } from '../api/harness';
import { axeViolations, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

const CODE = 'demo-code-for-browser';
let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness({ DEMO_ACCESS_CODE: CODE });
});

afterAll(async () => {
  await harness?.close();
});

/** The screenshot widths: a phone and a wide desktop. */
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const SIZES = Object.keys(SCREENS) as (keyof typeof SCREENS)[];

const newContext = (size: keyof typeof SCREENS = 'desktop') => harness.browser.newContext({ baseURL: harness.baseUrl, viewport: SCREENS[size] });

describe('the blog, the demo and the legal pages in a real browser', () => {
  it.each(SIZES)('goes from the blog list to an article and back (%s)', async (size) => {
    const context = await newContext(size);
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto('/blog');
    await page.getByRole('heading', { name: 'Golf Mastery Blog' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Articles' }).waitFor();
    const latest = page.locator('section[aria-labelledby="latest-heading"] a');
    await expect.poll(() => latest.count(), SETTLE).toBe(6);
    expect(await page.title()).toBe('Golf Swing Analysis Blog | Expert Tips & Techniques');
    await expect.poll(() => page.getByText('17 November 2026').count(), SETTLE).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, `blog-list-${size}`);
    expect(await axeViolations(page)).toEqual([]);

    await latest.filter({ hasText: 'Sway or Turn?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sway or Turn? Getting Your Hips Right in the Backswing' }).waitFor();
    await page.getByRole('heading', { name: 'What a sway actually is' }).waitFor();
    await page.getByText('The Fairway Coach Team').first().waitFor();
    expect(await page.title()).toBe('Sway or Turn? Getting Your Hips Right in the Backswing');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${harness.baseUrl}/blog/hip-sway-versus-hip-turn`);
    expect(await page.getByRole('link', { name: 'Get Started Today' }).getAttribute('href')).toBe('/subscribe');
    expect(await page.getByRole('link', { name: 'Try Demo' }).getAttribute('href')).toBe('/demo');
    await page.getByRole('heading', { name: 'Related Topics' }).waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, `blog-article-${size}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows 'Article Not Found' for a missing article", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await page.getByText("The blog post you're looking for doesn't exist.").waitFor();
    await context.close();
  });

  it.each(SIZES)("opens the partners' demo only with the server's code (%s)", async (size) => {
    const context = await newContext(size);
    const page = await context.newPage();
    await page.goto('/demo');
    await expect.poll(() => page.title(), SETTLE).toBe('Free Golf Swing Demo');
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'demo_page_view')), SETTLE).toBe(true);
    // The free demo comes first; the access code is folded away below it.
    await page.getByLabel('Your swing video').waitFor({ state: 'attached' });
    await page.getByText('Partner or tester with an access code?').click();
    // A partner without a code is told where to ask for one.
    expect(await page.getByRole('link', { name: 'Ask us for one' }).getAttribute('href')).toBe('/#feedback');

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByLabel('Access code').fill('wrong-code');
    await page.getByRole('button', { name: 'Open Demo' }).click();
    await expect.poll(() => alerts, SETTLE).toEqual([DEMO_INVALID_CODE]);
    await saveScreenshot(page, `demo-gate-${size}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Access code').fill(CODE);
    await page.getByRole('button', { name: 'Open Demo' }).click();
    for (const tab of ['Real-Time Analysis', 'AI Analysis', 'Profile Setup', 'Analytics']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('heading', { name: 'Down-the-line iron swing' }).waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, `demo-open-${size}`);
    expect(await axeViolations(page)).toEqual([]);

    // The demo session survives a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'AI Analysis' }).waitFor();
    await context.close();
  });

  it.each(SIZES)('shows the Terms and the Privacy Policy from the footer (%s)', async (size) => {
    const context = await newContext(size);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('heading', { name: 'How to delete your data' }).waitFor();
    await page.getByRole('heading', { name: 'Your rights under UK GDPR' }).waitFor();
    await saveScreenshot(page, `privacy-${size}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByRole('heading', { name: 'Cancelling, refunds and your statutory rights' }).waitFor();
    await saveScreenshot(page, `terms-${size}`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets an administrator write, preview and publish a post without any script surviving', async () => {
    const context = await newContext('desktop');
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'New post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Putting Pace Drills');
    // A new post's slug follows its title.
    expect(await page.getByLabel('Slug (the address /blog/…)').inputValue()).toBe('putting-pace-drills');
    await page.getByLabel('Category', { exact: true }).fill('Short Game');
    await page.getByLabel('Excerpt', { exact: true }).fill('Speed first, line second.');
    await page.getByLabel('Tags (comma-separated)').fill('Putting, Pace');
    await page
      .getByLabel('Content (Markdown)')
      .fill('## Ladder drill\n\nRoll putts to **3, 6 and 9 feet**.<script>window.hacked = true</script><img src="/x.png" onerror="window.hacked = true">');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Ladder drill' }).waitFor();
    await page.getByLabel('Published', { exact: true }).check();
    await page.getByRole('button', { name: 'Save post' }).click();
    await page.getByText('Published at /blog/putting-pace-drills.').waitFor();
    await saveScreenshot(page, 'admin-blog-editor-desktop');

    await page.goto('/blog/putting-pace-drills');
    await page.getByRole('heading', { level: 1, name: 'Putting Pace Drills' }).waitFor();
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    expect(await page.locator('article script, article [onerror]').count()).toBe(0);
    await context.close();
  });
});
