import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../src/media/ffmpeg';
import { registerThroughForm, saveScreenshot, SETTLE, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

/**
 * The Live Analysis tab in a real Chromium whose camera is the fixture swing (Chromium's fake
 * capture device, fed a .y4m made by the bundled ffmpeg into a temporary folder): the page's own
 * skeleton over the video, and the server's phases as the swing plays.
 */

const FIXTURES_DIR = process.env.SWING_FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../shared/fixtures/swings');
const SWING = path.join(FIXTURES_DIR, 'golfdb-test-swing.mp4');

let harness: BrowserHarness;
let scratch: string;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'live-camera-'));
  const camera = path.join(scratch, 'swing.y4m');
  const made = await runFfmpeg(['-v', 'error', '-i', SWING, '-pix_fmt', 'yuv420p', camera]);
  if (made.code !== 0) throw new Error(`ffmpeg: ${made.stderr}`);
  harness = await startBrowserHarness({}, [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${camera}`,
  ]);
});

afterAll(async () => {
  await harness?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** How many pixels of the overlay canvas are drawn on (the skeleton), read in the page. */
function overlayInk(page: Page): Promise<number> {
  return page.getByTestId('live-overlay').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) drawn += 1;
    return drawn;
  });
}

const badge = (page: Page, name: string) => page.getByLabel('Live analysis status').getByText(name);

describe('live analysis from the camera', () => {
  it('shows the skeleton over the camera and the swing phases changing as the fixture plays', async () => {
    const context = await harness.newContext('desktop');
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await registerThroughForm(page);
    const phases: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type: string; data?: { phase?: string } };
        if (message.type === 'pose_analysis' && message.data?.phase) phases.push(message.data.phase);
      }),
    );
    await page.goto('/dashboard?tab=live');
    await expect.poll(() => badge(page, 'Connected').getAttribute('data-state'), SETTLE).toBe('on');
    expect(await page.getByRole('button', { name: 'Start Live Analysis' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Start Camera' }).click();
    await expect.poll(() => badge(page, 'Camera Active').getAttribute('data-state'), SETTLE).toBe('on');
    // The on-device MoveNet draws the skeleton before any frame goes to the server.
    await expect.poll(() => overlayInk(page), { timeout: 60_000 }).toBeGreaterThan(200);

    await page.getByRole('button', { name: 'Start Live Analysis' }).click();
    await expect.poll(() => badge(page, 'Live Analysis').getAttribute('data-state'), SETTLE).toBe('on');
    // The fixture loops; one pass through the swing shows every phase in order.
    await expect.poll(() => phases.join(' '), { timeout: 60_000 }).toContain('address backswing impact follow-through');
    await page.getByTestId('live-phase').waitFor();
    await saveScreenshot(page, 'live-analysis-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'live-analysis-phone');

    await page.getByRole('button', { name: 'Stop Camera' }).click();
    await expect.poll(() => badge(page, 'Live Analysis').getAttribute('data-state'), SETTLE).toBe('off');
    expect(problems).toEqual([]);
    await context.close();
  });
});
