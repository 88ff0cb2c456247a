import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { repoRoot } from '../../scripts/web-build.mjs';
import { startTestServer, type TestServer, type TestServerOptions } from '../api/harness';
import { tokenMailedBy } from '../api/inbox';

/**
 * The browser test harness: the built app (rebuilt when its sources changed) served by the real
 * server on a fresh database, driven by a real headless Chromium.
 */

export const ARTIFACTS_DIR = path.join(repoRoot, 'tests/e2e/.artifacts');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How long `expect.poll` waits for the page to reach a state. Vitest's default is one second,
 * too short for a lazily loaded page on a busy two-core machine; a wrong state still fails.
 */
export const SETTLE = { timeout: 15_000 } as const;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * The Chromium inside the @sparticuz/chromium npm package, on every machine, even where Debian's
 * `chromium` is installed: one pinned browser for every run, and its headless shell ran the
 * browser files in 0.75 of the time Debian's full browser took (decision 0204).
 */
export async function chromiumPath(): Promise<string> {
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

export interface BrowserHarness {
  server: TestServer;
  baseUrl: string;
  browser: Browser;
  /** A fresh browser profile (own cookies, storage and service workers). */
  newContext(viewport?: keyof typeof VIEWPORTS): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * `env` adds server settings for one test file (e.g. ALLOW_PRIVATE_VIDEO_URLS for a local video
 * link); `chromiumArgs` adds browser flags (e.g. a fake camera fed from a file); `serverOptions`
 * go to the test server (e.g. where its log goes). The current web build comes from the suite's
 * global setup (tests/setup/webBuild.ts).
 */
export async function startBrowserHarness(
  env: Record<string, string> = {},
  chromiumArgs: string[] = [],
  serverOptions: TestServerOptions = {},
): Promise<BrowserHarness> {
  const server = await startTestServer({ WEB_DIST_DIR: path.join(repoRoot, 'dist/web'), ...env }, serverOptions);
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: [...CHROMIUM_ARGS, ...chromiumArgs] });
  return {
    server,
    baseUrl: server.baseUrl,
    browser,
    newContext: (viewport = 'desktop') => browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORTS[viewport] }),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Saves a screenshot to tests/e2e/.artifacts/<name>.png (git-ignored) for people to look at: the
 * full page, or with `fullPage: false` what the screen shows (a floating panel is lost in the
 * length of a full page).
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage });
}

/**
 * Every accessibility rule axe-core finds broken on the page as it is now, whatever its impact,
 * as "impact rule: targets" lines; [] is a clean page.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A fade caught half-way (the quote banner's) has the contrast of neither end: wait for
  // transitions and other finite animations to finish first.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.effect?.getComputedTiming().endTime === Infinity || animation.playState !== 'running'),
    undefined,
    SETTLE,
  );
  // Evaluated through the debugging protocol: the page's CSP (rightly) refuses injected script tags.
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }
    ).axe.run();
    return result.violations;
  });
  return violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** How many pixels of a canvas are painted (not transparent), read in the page: a drawn skeleton. */
export function paintedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let painted = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) painted += 1;
    return painted;
  });
}

/**
 * For each element `cards` finds, the blank above its first words, in pixels: from the top of its
 * content box to the highest child that shows text. 0 is a card that starts with what it says; a
 * row kept for a badge the card does not have shows as that row's height.
 */
export function blankAboveText(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((elements) =>
    elements.map((card) => {
      const contentTop = card.getBoundingClientRect().top + card.clientTop + parseFloat(getComputedStyle(card).paddingTop);
      const tops = [...card.children].filter((child) => (child as HTMLElement).innerText.trim()).map((child) => child.getBoundingClientRect().top);
      return Math.max(0, Math.round(Math.min(...tops) - contentTop));
    }),
  );
}

/** Collects what the page reports as broken: uncaught errors and Content-Security-Policy refusals. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  return problems;
}

let accountCounter = 0;

/** A unique, valid registration for this run. */
export function newAccount() {
  accountCounter += 1;
  return {
    firstName: 'Rory',
    lastName: 'Fairway',
    email: `golfer${Date.now()}${accountCounter}@example.com`,
    password: 'swing-plane-42',
  };
}

/**
 * Registers through the real form, as a person would: the form, the "Check your e-mail" page,
 * then the link from the confirmation mail (read from the server's inbox), which signs in and
 * continues to the plans. By default they then buy the monthly plan (or `plan`) in TEST MODE and arrive on
 * the dashboard, because without a plan the members' pages only show the way to /subscribe.
 */
export async function registerThroughForm(page: Page, account = newAccount(), { subscribe = true, plan = 'starter' } = {}) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  const token = await tokenMailedBy(new URL(page.url()).origin, account.email, 'confirm-email', async () => {
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  });
  await page.goto(`/confirm-email?token=${encodeURIComponent(token)}`);
  await page.waitForURL('**/subscribe');
  if (subscribe) await buyPlanInTestMode(page, plan);
  return account;
}

/**
 * Chooses a plan on /subscribe, confirms the TEST MODE checkout and waits for the page it returns
 * to: the dashboard, or the team dashboard for a club plan.
 */
export async function buyPlanInTestMode(page: Page, planKey = 'starter') {
  await page.goto(`/subscribe?plan=${planKey}`);
  if (planKey.startsWith('club')) await page.getByLabel('Club name').fill('Lakeside Golf Academy');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.waitForURL('**/checkout/test/**');
  await page.getByRole('button', { name: /Confirm test payment/ }).click();
  if (planKey.startsWith('club')) {
    await page.waitForURL('**/club**');
    await page.getByRole('heading', { name: 'Lakeside Golf Academy', level: 1 }).waitFor();
  } else {
    await page.waitForURL('**/dashboard**');
    await page.getByRole('heading', { name: 'VIP Dashboard' }).waitFor();
  }
}
