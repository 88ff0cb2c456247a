import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, uniqueEmail } from '../api/client';
import { DAY_MS, insertAnalysisRow } from '../api/performance-analysis-rows';
import { saveScreenshot, SETTLE, startBrowserHarness, VIEWPORTS, watchPageProblems, type BrowserHarness } from './browser';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** A premium member registered through the API, signed in to a browser profile of their own. */
async function memberInBrowser(
  firstName: string,
  lastName: string,
  { plan = 'starter', viewport = 'desktop' }: { plan?: string; viewport?: keyof typeof VIEWPORTS } = {},
): Promise<{ id: string; context: BrowserContext; page: Page }> {
  const api = client(harness.baseUrl);
  const { id } = await api.registerMember({ email: uniqueEmail(firstName.toLowerCase()), firstName, lastName }, plan);
  const context = await harness.newContext(viewport);
  await context.addCookies(
    api
      .cookieHeader()
      .split('; ')
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: harness.baseUrl })),
  );
  const page = await context.newPage();
  return { id, context, page };
}

const toast = (page: Page) => page.getByRole('status').filter({ hasText: 'Joined Room' });

/**
 * Where the "Joined Room" toast and the message box are in the first frame the toast is painted
 * in: measured in the page as the toast arrives, since it closes itself after five seconds.
 */
function firstFrameOfJoinedToast(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ toastBox: DOMRectReadOnly; messageBox: DOMRectReadOnly }>((resolve) => {
        const arrivals = new MutationObserver(() => {
          const shown = [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent?.includes('Joined Room'));
          const form = document.querySelector('input[placeholder="Type a message..."]')?.closest('form');
          if (!shown || !form) return;
          arrivals.disconnect();
          requestAnimationFrame(() => resolve({ toastBox: shown.getBoundingClientRect().toJSON(), messageBox: form.getBoundingClientRect().toJSON() }));
        });
        arrivals.observe(document.body, { childList: true, subtree: true });
      }),
  );
}

describe('the community in two browsers', () => {
  it('carries a room message, a shared analysis and a DM to the other member without a reload', async () => {
    const alice = await memberInBrowser('Alice', 'Hart');
    const bob = await memberInBrowser('Bob', 'Stone');
    const problems = [...watchPageProblems(alice.page), ...watchPageProblems(bob.page)];
    await insertAnalysisRow(harness.server.ctx.db, {
      userId: alice.id,
      createdAt: new Date(Date.now() - DAY_MS),
      overallScore: 78,
      keyMetrics: { tempo: 7.5, balance: 8, power: 6.5, accuracy: 7 },
      clubUsed: 'Driver',
    });

    for (const { page } of [alice, bob]) {
      await page.goto('/community');
      await page.getByRole('heading', { name: 'Select a room or conversation' }).waitFor(SETTLE);
      await expect(page.getByPlaceholder('Type a message...').isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Send' }).isDisabled()).resolves.toBe(true);
      await page.getByText('Connected', { exact: true }).waitFor(SETTLE);
    }

    await alice.page.getByRole('button', { name: /^General/ }).click();
    await toast(alice.page).filter({ hasText: '1 member online' }).waitFor(SETTLE);
    // The first member in finds how to start the room, not an empty panel.
    await alice.page.getByTestId('message-list').getByText('Nobody has written in General yet: be the first.').waitFor(SETTLE);
    const joinedToastsFirstFrame = firstFrameOfJoinedToast(bob.page);
    await bob.page.getByRole('button', { name: /^General/ }).click();
    await toast(bob.page).filter({ hasText: '2 members online' }).waitFor(SETTLE);
    // The toast comes up above the message box, not over its Send button, from its first frame.
    const { toastBox, messageBox } = await joinedToastsFirstFrame;
    const overlaps =
      toastBox.top < messageBox.bottom && messageBox.top < toastBox.bottom && toastBox.left < messageBox.right && messageBox.left < toastBox.right;
    expect(overlaps).toBe(false);
    expect(toastBox.top).toBeGreaterThanOrEqual(0);
    await bob.page.getByRole('heading', { name: 'General' }).waitFor(SETTLE);

    // A room message typed with markup arrives as the text typed, on the other side, at once.
    const input = alice.page.getByPlaceholder('Type a message...');
    await input.fill('Morning! <b>Who</b> is out at 5?');
    await input.press('Enter');
    await expect(input.inputValue()).resolves.toBe('');
    const onBob = bob.page.getByTestId('chat-message').filter({ hasText: 'Morning! <b>Who</b> is out at 5?' });
    await onBob.waitFor(SETTLE);
    expect(await onBob.getAttribute('data-own')).toBe('false');
    expect(await onBob.locator('b').count()).toBe(0);
    await onBob.getByRole('button', { name: 'Alice Hart' }).waitFor(SETTLE);
    expect(await onBob.locator('time').textContent()).toMatch(/^\d{2}:\d{2}$/);
    const onAlice = alice.page.getByTestId('chat-message').filter({ hasText: 'Who' });
    await onAlice.waitFor(SETTLE);
    expect(await onAlice.getAttribute('data-own')).toBe('true');

    // Alice shares her analysis as a card.
    await alice.page.getByLabel('Share an analysis:').selectOption({ index: 1 });
    await input.fill('What do you see at the top?');
    await alice.page.getByRole('button', { name: 'Send' }).click();
    const card = bob.page.getByTestId('chat-message').filter({ hasText: 'What do you see at the top?' }).getByTestId('shared-analysis');
    await card.waitFor(SETTLE);
    expect(await card.textContent()).toContain('78/100');

    await saveScreenshot(alice.page, 'community-room-alice-desktop');
    await saveScreenshot(bob.page, 'community-room-bob-desktop');

    // Bob starts a DM from Alice's name; Alice sees it arrive as unread, then opens it.
    await onBob.getByRole('button', { name: 'Alice Hart' }).click();
    await bob.page.getByRole('heading', { name: 'Direct Message: Alice Hart' }).waitFor(SETTLE);
    const bobInput = bob.page.getByPlaceholder('Type a message...');
    await bobInput.fill('Count me in for 5, see you on the first tee');
    await bobInput.press('Enter');
    await bob.page.getByTestId('chat-message').filter({ hasText: 'see you on the first tee' }).waitFor(SETTLE);
    await alice.page.getByRole('tab', { name: 'DMs' }).click();
    const conversation = alice.page.getByRole('button', { name: /Bob Stone/ });
    await conversation.getByLabel('1 unread').waitFor(SETTLE);
    await conversation.click();
    await alice.page.getByRole('heading', { name: 'Direct Message: Bob Stone' }).waitFor(SETTLE);
    await alice.page.getByTestId('chat-message').filter({ hasText: 'see you on the first tee' }).waitFor(SETTLE);
    await conversation.getByLabel('1 unread').waitFor({ state: 'detached', ...SETTLE });

    // Bob takes back a DM sent by mistake: only his own messages carry Delete, and Alice's page
    // drops it without a reload.
    await bobInput.fill('Oops, that was meant for someone else');
    await bobInput.press('Enter');
    const mistakeOnAlice = alice.page.getByTestId('chat-message').filter({ hasText: 'meant for someone else' });
    await mistakeOnAlice.waitFor(SETTLE);
    expect(await mistakeOnAlice.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const mistakeOnBob = bob.page.getByTestId('chat-message').filter({ hasText: 'meant for someone else' });
    await saveScreenshot(bob.page, 'community-dm-delete-control-bob-desktop');
    await mistakeOnBob.getByRole('button', { name: 'Delete' }).click();
    await mistakeOnAlice.waitFor({ state: 'detached', ...SETTLE });
    await mistakeOnBob.waitFor({ state: 'detached', ...SETTLE });
    await alice.page.getByTestId('chat-message').filter({ hasText: 'see you on the first tee' }).waitFor(SETTLE);

    await saveScreenshot(alice.page, 'community-dm-alice-desktop');
    await bob.page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(bob.page, 'community-dm-bob-phone');
    expect(problems).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  it('keeps the text while the connection is down and sends it once it is back', async () => {
    const carol = await memberInBrowser('Carol', 'Reed');
    // The socket passes through this route; while `down`, every connection is cut at once.
    let down = false;
    let current: { close(): Promise<void> } | null = null;
    await carol.page.routeWebSocket(/\/ws$/, (socket) => {
      if (down) return void socket.close();
      socket.connectToServer();
      current = socket;
    });
    await carol.page.goto('/community');
    await carol.page.getByRole('button', { name: /^Equipment/ }).click();
    await carol.page.getByRole('heading', { name: 'Equipment' }).waitFor(SETTLE);
    await carol.page.getByText('Connected', { exact: true }).waitFor(SETTLE);

    down = true;
    await current!.close();
    await carol.page.getByText('Reconnecting… Your message stays here until the connection is back.').waitFor(SETTLE);
    const input = carol.page.getByPlaceholder('Type a message...');
    await input.fill('Anyone tried the new wedges?');
    await input.press('Enter');
    await expect(input.inputValue()).resolves.toBe('Anyone tried the new wedges?');
    await saveScreenshot(carol.page, 'community-disconnected-desktop');

    down = false;
    await carol.page.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    await input.press('Enter');
    await carol.page.getByTestId('chat-message').filter({ hasText: 'Anyone tried the new wedges?' }).waitFor(SETTLE);
    await expect(input.inputValue()).resolves.toBe('');
    await carol.context.close();
  });

  it('gives a message back when the connection drops before the server confirms it, unless it was stored', async () => {
    const dan = await memberInBrowser('Dan', 'Hale');
    // The socket passes through this route. While `down`, every new connection is cut at once.
    // `fault` cuts the connection once, at the chosen moment:
    // as the member's message leaves the page (never stored), or as the server's echo of it
    // comes back (stored, but the page was never told).
    let fault: 'lose-send' | 'lose-echo' | null = null;
    let down = false;
    await dan.page.routeWebSocket(/\/ws$/, (page) => {
      if (down) return void page.close();
      const server = page.connectToServer();
      page.onMessage((frame) => {
        if (fault === 'lose-send' && String(frame).includes('"chat_message"')) {
          fault = null;
          return void page.close();
        }
        server.send(frame);
      });
      server.onMessage((frame) => {
        if (fault === 'lose-echo' && String(frame).includes('"new_message"')) {
          fault = null;
          down = true;
          return void page.close();
        }
        page.send(frame);
      });
    });
    await dan.page.goto('/community');
    await dan.page.getByRole('button', { name: /^Equipment/ }).click();
    await dan.page.getByRole('heading', { name: 'Equipment' }).waitFor(SETTLE);
    await dan.page.getByText('Connected', { exact: true }).waitFor(SETTLE);
    const input = dan.page.getByPlaceholder('Type a message...');
    const shown = (text: string) => dan.page.getByTestId('chat-message').filter({ hasText: text });

    fault = 'lose-send';
    await input.fill('Which grips do you use?');
    await input.press('Enter');
    await dan.page.getByText('Reconnecting… Your message stays here until the connection is back.').waitFor(SETTLE);
    await expect.poll(() => input.inputValue(), SETTLE).toBe('Which grips do you use?');
    await dan.page.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    await expect(shown('Which grips do you use?').count()).resolves.toBe(0);
    await input.press('Enter');
    await shown('Which grips do you use?').waitFor(SETTLE);
    await expect(input.inputValue()).resolves.toBe('');

    fault = 'lose-echo';
    await input.fill('Midsize ones for me.');
    await input.press('Enter');
    await dan.page.getByText('Reconnecting… Your message stays here until the connection is back.').waitFor(SETTLE);
    // Back in the input while nobody knows, ahead of what the member types meanwhile; once the
    // catch-up shows it stored, it leaves the input again (what was typed since stays), shown once.
    await expect.poll(() => input.inputValue(), SETTLE).toBe('Midsize ones for me.');
    await input.press('End');
    await input.pressSequentially(' And you?');
    await saveScreenshot(dan.page, 'community-given-back-desktop');
    down = false;
    await shown('Midsize ones for me.').waitFor({ timeout: 30_000 });
    await expect.poll(() => input.inputValue(), SETTLE).toBe('And you?');
    await expect(shown('Midsize ones for me.').count()).resolves.toBe(1);
    await expect(shown('Which grips do you use?').count()).resolves.toBe(1);
    await dan.context.close();
  });

  it('shows the founding member badge beside a Lifetime member’s name, in the room and on their profile', async () => {
    const lena = await memberInBrowser('Lena', 'Lifetime', { plan: 'lifetime', viewport: 'phone' });
    const ivan = await memberInBrowser('Ivan', 'Pro', { plan: 'individual' });
    await ivan.page.setViewportSize({ width: 1440, height: 900 });
    const problems = [...watchPageProblems(lena.page), ...watchPageProblems(ivan.page)];
    for (const { page } of [lena, ivan]) {
      await page.goto('/community');
      await page.getByText('Connected', { exact: true }).waitFor(SETTLE);
      await page.getByRole('button', { name: /^Equipment/ }).click();
      await page.getByRole('heading', { name: 'Equipment' }).waitFor(SETTLE);
    }
    for (const [{ page }, text] of [
      [lena, 'Anyone tried the new hybrid?'],
      [ivan, 'Not yet, how does it launch?'],
    ] as const) {
      const input = page.getByPlaceholder('Type a message...');
      await input.fill(text);
      await input.press('Enter');
    }
    const fromLena = ivan.page.getByTestId('chat-message').filter({ hasText: 'Anyone tried the new hybrid?' });
    await fromLena.getByTestId('founding-member-badge').waitFor(SETTLE);
    const fromIvan = ivan.page.getByTestId('chat-message').filter({ hasText: 'Not yet, how does it launch?' });
    await fromIvan.waitFor(SETTLE);
    expect(await fromIvan.getByTestId('founding-member-badge').count()).toBe(0);
    await lena.page.getByTestId('chat-message').filter({ hasText: 'Not yet, how does it launch?' }).waitFor(SETTLE);
    await saveScreenshot(ivan.page, 'community-founding-badge-1440', { fullPage: false });
    await saveScreenshot(lena.page, 'community-founding-badge-390', { fullPage: false });

    // At phone width the chat sits under the room list: a room picked there, with messages to
    // show, comes into view with its composer, and nothing in it widens the page past the screen.
    await lena.page.goto('/community');
    await lena.page.getByRole('button', { name: /^Equipment/ }).click();
    await lena.page.getByTestId('chat-message').filter({ hasText: 'Not yet, how does it launch?' }).waitFor(SETTLE);
    await lena.page.waitForFunction(
      () => {
        const chat = document.querySelector('[data-testid="chat-panel"]')!.getBoundingClientRect();
        return chat.top >= 0 && chat.bottom <= window.innerHeight;
      },
      undefined,
      SETTLE,
    );
    expect(await lena.page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);

    await lena.page.goto('/profile');
    await lena.page.getByTestId('founding-member-badge').waitFor(SETTLE);
    await saveScreenshot(lena.page, 'profile-founding-badge-390', { fullPage: false });
    await ivan.page.goto('/profile');
    await ivan.page.getByRole('heading', { name: 'Golf Profile Setup' }).waitFor(SETTLE);
    expect(await ivan.page.getByTestId('founding-member-badge').count()).toBe(0);
    expect(problems).toEqual([]);
    await Promise.all([lena.context.close(), ivan.context.close()]);
  });
});
