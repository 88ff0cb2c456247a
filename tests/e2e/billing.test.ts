import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../api/harness';
import {
  axeViolations,
  blankAboveText,
  newAccount,
  registerThroughForm,
  saveScreenshot,
  startBrowserHarness,
  VIEWPORTS,
  watchPageProblems,
  type BrowserHarness,
} from './browser';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('billing in a real browser, in TEST MODE', () => {
  it('takes a new member from registration through the monthly plan to the analyser, then cancels; the admin sees the money', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    const account = await registerThroughForm(page, newAccount(), { subscribe: false });

    // Without a plan the analyser is not theirs yet: the dashboard shows the way to the plans.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Choose a plan to continue' }).waitFor();
    await saveScreenshot(page, 'membership-required');
    expect(await axeViolations(page), 'membership-required').toEqual([]);
    await page.getByRole('link', { name: 'Choose Your Plan' }).click();
    await page.waitForURL('**/subscribe');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    expect(await page.getByLabel('Full name').inputValue()).toBe(`${account.firstName} ${account.lastName}`);
    await page.getByRole('button', { name: /^Starter Weekly £6\.99 ?\/week/ }).click();
    await page.getByLabel('Selected plan').getByRole('heading', { name: 'Starter Weekly' }).waitFor();
    await page.getByRole('button', { name: /^Starter £25\.99 ?\/month/ }).click();
    expect(await page.getByRole('button', { name: /^Starter £25\.99 ?\/month/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Selected plan').getByRole('heading', { name: 'Starter' }).waitFor();
    await saveScreenshot(page, 'subscribe');
    expect(await axeViolations(page), 'subscribe').toEqual([]);

    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await page.waitForURL('**/checkout/test/**');
    await page.getByText('Test mode · no real payment is taken').waitFor();
    await page.getByText('£25.99/month').waitFor();
    await saveScreenshot(page, 'test-checkout');
    expect(await axeViolations(page), 'test-checkout').toEqual([]);
    // On a phone the checkout fits the screen: the e-mail address wraps, the confirm button keeps its words inside.
    await page.setViewportSize(VIEWPORTS.phone);
    const confirm = page.getByRole('button', { name: 'Confirm test payment of £25.99' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    expect(await confirm.evaluate((button) => button.scrollHeight <= button.clientHeight)).toBe(true);
    await saveScreenshot(page, 'test-checkout-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await confirm.click();

    await page.waitForURL('**/dashboard**');
    await page.getByRole('status').filter({ hasText: 'Welcome to Premium' }).waitFor();
    await page.getByRole('tab', { name: 'Swing Analyzer', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Analyze Swing' }).waitFor();

    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/subscribe');
    const membership = page.getByLabel('Your membership');
    await membership.getByText(/Renews on/).waitFor();
    await membership.getByRole('button', { name: 'Cancel at period end' }).click();
    await membership.getByText(/Cancelled: access ends on/).waitFor();
    await saveScreenshot(page, 'subscribe-cancelled');
    expect(await axeViolations(page), 'subscribe-cancelled').toEqual([]);
    // Cancelled at period end: the analyser is still theirs until then.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Analyze Swing' }).waitFor();
    expect(problems).toEqual([]);

    const adminContext = await harness.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await admin.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
    await admin.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL('**/admin');
    const revenue = admin.getByTestId('admin-tile').filter({ hasText: 'Total Revenue' });
    await revenue.getByText('£25.99').waitFor();
    await admin.getByTestId('admin-tile').filter({ hasText: 'Active Subscriptions' }).getByText('1', { exact: true }).waitFor();
    await saveScreenshot(admin, 'admin-overview');
    expect(await axeViolations(admin), 'admin-overview').toEqual([]);
    await admin.getByRole('tab', { name: 'Payments (1)' }).click();
    const row = admin.getByRole('row').filter({ hasText: account.email });
    await row.getByText('completed').waitFor();
    await row.getByText('£25.99').waitFor();
    await saveScreenshot(admin, 'admin-payments');
    expect(await axeViolations(admin), 'admin-payments').toEqual([]);
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('date,plan,amount_gbp,status,customer');
    expect(csv).toContain(`,starter,25.99,completed,${account.email}`);
    // Filters narrow the table (and the export) to what matches.
    await admin.getByLabel('Filter by status').selectOption('refunded');
    await admin.getByText('No payment matches these filters.').waitFor();
    await admin.getByLabel('Filter by status').selectOption('');
    await admin.getByRole('tab', { name: /Members/ }).click();
    await admin.getByRole('row').filter({ hasText: account.email }).getByText('Starter', { exact: true }).waitFor();
    await saveScreenshot(admin, 'admin-members');
    expect(await axeViolations(admin), 'admin-members').toEqual([]);
    // On a phone the member's access and its grant are on screen, not off to the side of a table that scrolls.
    await admin.setViewportSize({ width: 390, height: 844 });
    const access = admin.getByRole('row').filter({ hasText: account.email }).getByText('Starter', { exact: true });
    const box = (await access.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await admin.getByRole('table').evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
    await saveScreenshot(admin, 'admin-members-390');
    expect(await axeViolations(admin), 'admin-members-390').toEqual([]);

    // The member leaves: what was paid stays in the books, without the e-mail (issue 26 item 3).
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Your password').fill(account.password);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.reload();
    await admin.getByTestId('admin-tile').filter({ hasText: 'Total Revenue' }).getByText('£25.99').waitFor();
    await admin.getByRole('tab', { name: 'Payments (1)' }).click();
    const kept = admin.getByRole('row').filter({ hasText: 'deleted account' });
    await kept.getByText('completed').waitFor();
    await kept.getByText('£25.99').waitFor();
    expect(await admin.getByRole('row').filter({ hasText: account.email }).count()).toBe(0);
    await saveScreenshot(admin, 'admin-payments-after-deletion');
    await adminContext.close();
  });

  it('offers the special offer and lifetime from their links, on a phone too', async () => {
    const context = await harness.newContext('phone');
    const page = await context.newPage();
    await page.goto('/subscribe?plan=starter_weekly&special=true');
    const offer = page.getByRole('button', { name: /^Starter Weekly £6\.99 ?£4\.99 ?\/week.*Save 29%/ });
    expect(await offer.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Selected plan').getByText('Special offer · Save 29%').waitFor();
    // A visitor creates an account first and is brought back to this plan.
    await page.getByRole('button', { name: 'Create Account to Subscribe' }).waitFor();
    // One plan under another: a plan without a badge starts with its name, not with a blank row.
    const plans = page.getByRole('list', { name: 'Plans' }).getByRole('button');
    expect(await blankAboveText(plans)).toEqual((await plans.all()).map(() => 0));
    await saveScreenshot(page, 'subscribe-special-offer-phone');
    await page.goto('/subscribe?special=first100');
    expect(await page.getByRole('button', { name: /^Lifetime Access £497 ?one-time/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Selected plan').getByText('Limited to the first 100 customers', { exact: false }).waitFor();
    await context.close();
  });

  it('answers a member who opens /admin with 403 and makes no admin call', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await registerThroughForm(page);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(admin|club-leads)/.test(request.url())) adminCalls.push(request.url());
    });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'This area is for administrators.' }).waitFor();
    await page.getByText('403', { exact: true }).waitFor();
    expect(adminCalls).toEqual([]);
    // The server says the same to the API.
    expect((await page.request.get('/api/admin/payments')).status()).toBe(403);
    await saveScreenshot(page, 'admin-forbidden');
    await context.close();
  });
});
