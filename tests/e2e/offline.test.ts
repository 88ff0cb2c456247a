import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, startBrowserHarness, type BrowserHarness } from './browser';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('the service worker', () => {
  it('keeps the app shell so a reload works offline, without caching the API', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto('/');
    // Registered on load; wait until it controls the page (it claims clients on activation).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });

    // A server page (the API documentation, HTML too) must not become the offline shell.
    const docs = await page.goto('/api/docs/static/index.html');
    expect(docs?.headers()['content-type']).toContain('text/html');

    await context.setOffline(true);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Journey - £6.99/week' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Start Your Journey - £6.99/week' }).waitFor();

    // A page never visited online still opens: its lazily loaded code was precached.
    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await saveScreenshot(page, 'offline-forgot-password');

    // The API is never answered from the cache.
    const apiReachable = await page.evaluate(() =>
      fetch('/api/auth/me').then(
        () => true,
        () => false,
      ),
    );
    expect(apiReachable).toBe(false);

    await context.setOffline(false);
    await context.close();
  });
});
