import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysedUpload, signedUpMember } from './analysedSwing';
import { ARTIFACTS_DIR, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * Issue 33 in a real browser: a member steps to Top on their own swing, draws an angle over the
 * frame, labels and saves it, reloads and sees it again; edits and deletes it; and the page is
 * looked at on a phone (390 px) and a wide screen (1440 px).
 */

let harness: BrowserHarness;
let page: Page;
let problems: string[];
let analysisId: string;

beforeAll(async () => {
  harness = await startBrowserHarness();
  const context = await harness.newContext('phone');
  page = await context.newPage();
  problems = watchPageProblems(page);
  const { api } = await signedUpMember(harness, page);
  analysisId = (await analysedUpload(api)).id;
}, 420_000);

afterAll(async () => {
  await harness?.close();
});

const panel = () => page.getByRole('region', { name: 'Your drawings' });
const savedAngle = () =>
  panel()
    .getByTestId('member-drawing')
    .filter({ hasText: /^Top · Angle \d+° · Lead arm/ });

async function snap(name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await saveScreenshot(page, name);
}

describe('drawing on my own swing', () => {
  it('draws an angle at Top, saves it, and sees it again after a reload', async () => {
    await page.goto(`/analyses/${analysisId}`);
    await page.getByRole('button', { name: /^Go to Top \(/ }).click();
    await panel()
      .getByText(/Frame \d+ · Top/)
      .waitFor();
    await panel().getByRole('button', { name: 'Angle', exact: true }).click();
    const frame = page.getByRole('img', { name: 'Click to draw the angle' });
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    for (const [x, y] of [
      [0.35, 0.3],
      [0.5, 0.5],
      [0.68, 0.32],
    ] as const)
      await frame.click({ position: { x: box.width * x, y: box.height * y } });
    const drawn = panel().getByText(/^Angle (\d+)° drawn\.$/);
    await drawn.waitFor();
    const degrees = /(\d+)°/.exec((await drawn.textContent()) ?? '')![1]!;
    await panel().getByLabel('Label (optional)').fill('Lead arm');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/swing-analyses/${analysisId}/drawings`) && response.request().method() === 'POST',
    );
    await panel().getByRole('button', { name: 'Save drawing' }).click();
    expect((await saved).status()).toBe(201);
    await savedAngle().waitFor();
    expect(await savedAngle().textContent()).toContain(`Angle ${degrees}°`);

    await page.reload();
    await savedAngle().waitFor();
    await page.getByRole('button', { name: /^Go to Top \(/ }).click();
    // On the Top frame the angle is over the video with its degrees at the corner.
    const label = page.getByTestId('drawing-angle').filter({ hasText: `${degrees}°` });
    await label.waitFor();
    await expect.poll(() => page.locator('[data-testid="drawing-layer"] polyline').count(), SETTLE).toBeGreaterThan(0);
    await snap('member-drawing-angle-phone');
    // One frame later it is not there.
    await page.getByRole('button', { name: 'Next frame' }).click();
    await label.waitFor({ state: 'detached' });
  });

  it('shares the swing with the angle through a link a signed-out browser opens, then revokes it', async () => {
    await page.goto(`/analyses/${analysisId}`);
    const card = page.getByRole('region', { name: 'Share this swing' });
    await card.getByLabel(/^Top · Angle \d+° · Lead arm/).check();
    await card.getByRole('button', { name: 'Make a link' }).click();
    const link = await card.getByLabel('New link').inputValue();
    expect(link).toMatch(/\/s\/[\w-]{43}$/);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(ARTIFACTS_DIR, 'share-card-phone.png') });

    const visitorContext = await harness.newContext('phone');
    const visitor = await visitorContext.newPage();
    const visitorProblems = watchPageProblems(visitor);
    const opened = await visitor.goto(link);
    expect(opened?.status()).toBe(200);
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/api\/shared\/[\w-]{43}\/thumbnails\/(impact|top)$/);
    await visitor.getByTestId('shared-score').waitFor();
    await visitor.getByRole('button', { name: /^Go to Top \(/ }).click();
    await visitor.getByTestId('drawing-angle').waitFor();
    await visitor.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await saveScreenshot(visitor, 'shared-swing-phone');
    await visitor.setViewportSize({ width: 1440, height: 900 });
    await saveScreenshot(visitor, 'shared-swing-wide');

    await card.getByTestId('share-link').getByRole('button', { name: 'Revoke' }).click();
    await card.getByTestId('share-link').waitFor({ state: 'detached' });
    const revoked = await visitor.goto(link);
    expect(revoked?.status()).toBe(404);
    await visitor.getByText('This link does not work any more').waitFor();
    expect(visitorProblems.filter((problem) => !/404/.test(problem))).toEqual([]);
    await visitorContext.close();
  });

  it('edits the angle into a circle and deletes it', async () => {
    await page.goto(`/analyses/${analysisId}`);
    await savedAngle().getByRole('button', { name: /^Edit/ }).click();
    await panel().getByRole('heading', { name: 'Change the drawing' }).waitFor();
    await panel().getByRole('button', { name: 'Circle', exact: true }).click();
    const frame = page.getByRole('img', { name: 'Click to draw the circle' });
    const box = (await frame.boundingBox())!;
    await frame.click({ position: { x: box.width * 0.5, y: box.height * 0.4 } });
    await frame.click({ position: { x: box.width * 0.6, y: box.height * 0.4 } });
    await panel().getByText('Circle drawn.').waitFor();
    await panel().getByRole('button', { name: 'Save changes' }).click();
    const circle = panel()
      .getByTestId('member-drawing')
      .filter({ hasText: /^Top · Circle · Lead arm/ });
    await circle.waitFor();
    await expect.poll(() => page.locator('[data-testid="drawing-layer"] ellipse').count(), SETTLE).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await snap('member-drawing-circle-wide');
    await page.setViewportSize({ width: 390, height: 844 });

    await circle.getByRole('button', { name: /^Delete/ }).click();
    await circle.waitFor({ state: 'detached' });
    expect(await panel().getByTestId('member-drawing').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
