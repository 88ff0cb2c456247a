import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_FALLBACK_REPLY } from '../../src/shared/coach';
import { API_ROUTES } from '../../src/shared/routes';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openAiServer';
import { saveScreenshot, SETTLE, startBrowserHarness, type BrowserHarness } from './browser';
import { coachedMemberPage } from './coachedMember';

/**
 * Issue 29 in a real browser: a model's reply longer than any message (1,100+ characters) does not
 * stop the chat; a 20-turn conversation is answered turn after turn; a server failure shows the
 * spec's apology, never a validation string. The model is the local OpenAI double.
 */

/** An on-topic slice answer with no numbers, so it passes the coach's checks: over 1,100 characters. */
const LONG_SLICE_REPLY = [
  'A slice comes from a clubface that is open to the path you swing on, and for most golfers that path runs from out to in because the shoulders start the downswing.',
  'Start with the face: strengthen your grip so that you can see more knuckles of your lead hand at address, and let the forearms rotate through impact instead of holding the face open.',
  'Then the path: feel the downswing start from the ground up, the lead hip turning and the trail elbow dropping close to your side, so the hands fall inside the ball before they swing out towards the target.',
  'Set up with the ball a little further back than you have it now, your shoulders parallel to the target line rather than open, and make slow half swings with a headcover just outside the ball to feel the club approach from inside.',
  'When the half swings miss the headcover, build up to full swings at an easy tempo; the ball should start a touch right and curve back, or fly straight, instead of starting left and peeling away.',
  'Keep the feel simple on the course: one thought, the trail elbow dropping, and trust it through the round; the slice will fade from your game as the new path becomes your habit.',
].join(' ');

const QUESTIONS = [
  'How do I stop slicing my driver?',
  'Thanks, and why do I top my fairway woods?',
  'How do I read greens better?',
  'Which shaft flex do I need?',
  'I get really nervous on the first tee',
  'How do I get out of a greenside bunker?',
  'What is the penalty for hitting out of bounds?',
  'How should I play on a windy day?',
  'What should I work on first?',
  'Can you give me a practice plan for this week?',
  'My lower back hurts after every round',
  'How do I chip better?',
  'Where should the ball be for irons?',
  'How wide should my stance be?',
  'Am I improving?',
  'How do I hit a flop shot?',
  'Should I replace my 4 iron with a hybrid?',
  'Which drill should I do for that?',
  'How do I stop three-putting?',
  'What is the capital of France?',
];

let double: OpenAiDouble;
let harness: BrowserHarness;

beforeAll(async () => {
  double = await startOpenAiDouble(LONG_SLICE_REPLY);
  harness = await startBrowserHarness({ LLM_BASE_URL: double.baseUrl, LLM_MODEL: 'double-coach-1', COACH_WORD_DELAY_MS: '0' });
});

afterAll(async () => {
  await harness?.close();
  await double?.close();
});

/** What the screen shows: the widget floats over the page. */
const shoot = (page: Page, name: string) => saveScreenshot(page, name, { fullPage: false });

const coachPanel = (page: Page) => page.getByRole('region', { name: 'AI Golf Coach' });
const bubbles = (page: Page) => coachPanel(page).getByRole('listitem');
const sendButton = (page: Page) => coachPanel(page).getByRole('button', { name: 'Send' });

/** Sends a question and waits until its reply has finished (the typing indicator gone, Send usable again once text is typed). */
async function ask(page: Page, question: string): Promise<string> {
  const before = await bubbles(page).count();
  await coachPanel(page).getByLabel('Message the coach').fill(question);
  await coachPanel(page).getByLabel('Message the coach').press('Enter');
  await expect.poll(() => bubbles(page).count(), SETTLE).toBe(before + 2);
  await coachPanel(page)
    .getByRole('status', { name: 'The coach is typing' })
    .waitFor({ state: 'detached', ...SETTLE });
  // The reply is complete when it carries who wrote it (set by the stream's `done`).
  await expect.poll(async () => (await bubbles(page).last().textContent()) ?? '', SETTLE).toMatch(/Coach · (Built-in coach|Written by an AI model)/);
  return (await bubbles(page).last().textContent()) ?? '';
}

describe('a long conversation with the coach', () => {
  it('keeps answering after a 1,100-character reply and through 20 turns; a failure shows the apology', async () => {
    const { page, problems, close } = await coachedMemberPage(harness);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'VIP Dashboard' }).waitFor(SETTLE);
    await page.getByRole('button', { name: 'Open AI Golf Coach' }).click();
    await coachPanel(page).getByLabel('Message the coach').waitFor(SETTLE);

    const first = await ask(page, QUESTIONS[0]!);
    expect(LONG_SLICE_REPLY.length).toBeGreaterThan(1100);
    expect(first).toContain(LONG_SLICE_REPLY);
    expect(first).toContain('Coach · Written by an AI model');
    await shoot(page, 'coach-long-reply-1440');

    for (const question of QUESTIONS.slice(1)) {
      const reply = await ask(page, question);
      expect(reply, question).not.toContain(COACH_FALLBACK_REPLY);
      expect(reply, question).not.toContain('conversationHistory');
    }
    // The greeting and 20 questions with their replies.
    expect(await bubbles(page).count()).toBe(41);
    await shoot(page, 'coach-twenty-turns-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'coach-twenty-turns-390');

    // A server that fails (500), or refuses what the widget sent (400): the apology, never the server's words.
    for (const [status, message] of [
      [500, 'Internal Server Error'],
      [400, 'conversationHistory.2.content: A history message must be at most 1000 characters.'],
    ] as const) {
      await page.route(API_ROUTES.coachStream, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) }));
      await coachPanel(page).getByLabel('Message the coach').fill('One more question about my slice?');
      await sendButton(page).click();
      await expect.poll(async () => bubbles(page).last().textContent(), SETTLE).toContain(COACH_FALLBACK_REPLY);
      expect(await coachPanel(page).textContent()).not.toContain(message);
      await page.unroute(API_ROUTES.coachStream);
    }
    await shoot(page, 'coach-apology-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'coach-apology-1440');
    expect(problems).toEqual([]);
    await close();
  });
});
