import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { COACH_FALLBACK_REPLY, COACH_HISTORY_SIZE, COACH_VISITOR_GREETING, type CoachRequest } from '../../../shared/coach';
import { API_ROUTES } from '../../../shared/routes';
import { ACTIVE_MEMBERSHIP, MEMBER, NO_MEMBERSHIP, renderWithProviders } from '../../test/render';
import { coachPanel } from './coachStore';
import { CoachWidget } from './CoachWidget';

/** The widget's own rules (spec §4–§5, §8, §9), against the server's protocol answered by a stubbed fetch. */

const sse = (...events: object[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), { headers: { 'content-type': 'text/event-stream' } });

let fetchSpy: MockInstance<typeof fetch>;
let asked: CoachRequest[];
/** What the next question is answered with. */
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  asked = [];
  answer = () =>
    sse(
      { type: 'delta', text: 'Keep the ' },
      { type: 'delta', text: 'trail elbow in.' },
      { type: 'done', reply: 'Keep the trail elbow in.', source: 'builtin' },
    );
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === API_ROUTES.coachConversation) return Response.json({ messages: [] });
    if (url === API_ROUTES.coachStream) {
      asked.push(JSON.parse(String(init?.body)) as CoachRequest);
      return answer();
    }
    throw new Error(`unexpected request ${url}`);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  coachPanel.close();
  coachPanel.forgetAnalysis();
});

async function openAsMember() {
  renderWithProviders(<CoachWidget />, { user: MEMBER });
  await userEvent.click(screen.getByRole('button', { name: 'Open AI Golf Coach' }));
  return screen.findByLabelText('Message the coach');
}

const bubbles = () => within(screen.getByRole('list', { name: 'Conversation with the coach' })).getAllByRole('listitem');

describe('the coach widget', () => {
  it('opens with the greeting and closes again', async () => {
    await openAsMember();
    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]).toHaveTextContent("Hi! I'm your AI golf coach.");
    await userEvent.click(screen.getByRole('button', { name: 'Close AI Golf Coach' }));
    expect(screen.queryByRole('region', { name: 'AI Golf Coach' })).toBeNull();
  });

  it('sends the trimmed text on Enter, not on Shift+Enter, and nothing empty', async () => {
    const input = await openAsMember();
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, 'line one{Shift>}{Enter}{/Shift}');
    expect(asked).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '  How do I fix my slice?  {Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Keep the trail elbow in.'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.message).toBe('How do I fix my slice?');
    expect(input).toHaveValue('');
  });

  it('shows the typing indicator and sends nothing more while a reply is pending', async () => {
    let release!: (response: Response) => void;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const input = await openAsMember();
    await userEvent.type(input, 'First question{Enter}');
    expect(await screen.findByRole('status', { name: 'The coach is typing' })).toBeInTheDocument();
    await userEvent.type(input, 'Second question{Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(asked).toHaveLength(1);
    release(sse({ type: 'done', reply: 'Answer.', source: 'builtin' }));
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Answer.'));
    expect(screen.queryByRole('status', { name: 'The coach is typing' })).toBeNull();
  });

  it('takes the next question once the reply is done, though its stream has not closed yet', async () => {
    let failFirst!: (error: Error) => void;
    answer = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ type: 'done', reply: 'First answer.', source: 'builtin' })}\n\n`));
            failFirst = (error) => controller.error(error);
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const input = await openAsMember();
    await userEvent.type(input, 'First question{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('First answer.'));

    answer = () => sse({ type: 'done', reply: 'Second answer.', source: 'builtin' });
    await userEvent.type(input, 'Second question{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Second answer.'));
    expect(asked.map((request) => request.message)).toEqual(['First question', 'Second question']);

    // The first stream failing now is too late to matter: both replies stay as they were.
    failFirst(new TypeError('network error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bubbles().map((bubble) => bubble.textContent)).not.toContainEqual(expect.stringContaining(COACH_FALLBACK_REPLY));
    expect(bubbles().at(-3)).toHaveTextContent('First answer.');
  });

  it('sends the last 5 messages, the new one included', async () => {
    const input = await openAsMember();
    for (const question of ['One', 'Two', 'Three']) {
      await userEvent.type(input, `${question}{Enter}`);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
      await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Keep the trail elbow in.'));
    }
    const last = asked.at(-1)!;
    expect(last.conversationHistory).toHaveLength(COACH_HISTORY_SIZE);
    expect(last.conversationHistory).toEqual([
      { role: 'user', content: 'One' },
      { role: 'assistant', content: 'Keep the trail elbow in.' },
      { role: 'user', content: 'Two' },
      { role: 'assistant', content: 'Keep the trail elbow in.' },
      { role: 'user', content: 'Three' },
    ]);
  });

  it('shows the apology when the coach cannot answer, and the reason when the limit is reached', async () => {
    answer = () => new Response('{"message":"boom"}', { status: 500 });
    const input = await openAsMember();
    await userEvent.type(input, 'Hello?{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent(COACH_FALLBACK_REPLY));

    // A refused body is the widget's fault, not the member's: they read the apology, never a validation string.
    answer = () => Response.json({ message: 'conversationHistory.2.content: too long.' }, { status: 400 });
    await userEvent.type(input, 'And now?{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent(COACH_FALLBACK_REPLY));
    expect(screen.queryByText(/conversationHistory/)).toBeNull();

    answer = () => Response.json({ message: 'Please wait 40 seconds and ask again.' }, { status: 429 });
    await userEvent.type(input, 'Hello again?{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Please wait 40 seconds and ask again.'));
  });

  it('gives a question the server refused back to the input, to send again', async () => {
    answer = () => Response.json({ message: 'Please wait 40 seconds and ask again.' }, { status: 429 });
    const input = await openAsMember();
    await userEvent.type(input, '  How do I stop topping it? {Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Please wait 40 seconds and ask again.'));
    expect(input).toHaveValue('How do I stop topping it?');

    answer = () => sse({ type: 'done', reply: 'Stay in your posture.', source: 'builtin' });
    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Stay in your posture.'));
    expect(input).toHaveValue('');
    expect(asked.map((request) => request.message)).toEqual(['How do I stop topping it?', 'How do I stop topping it?']);
  });

  it('says which coach wrote each reply', async () => {
    const input = await openAsMember();
    await userEvent.type(input, 'How do I fix my slice?{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Coach · Built-in coach'));
    answer = () => sse({ type: 'delta', text: 'Model words.' }, { type: 'done', reply: 'Model words.', source: 'llm' });
    await userEvent.type(input, 'And my hook?{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('Coach · Written by an AI model'));
    expect(bubbles().at(-3)).toHaveTextContent('Coach · Built-in coach');
  });

  it('sends the analysis the member asked about from a result page', async () => {
    renderWithProviders(<CoachWidget />, { user: MEMBER });
    coachPanel.askAbout({ id: '0b5d3b0e-9a3c-4c47-8f64-0d1f3c1c7a11', label: '12 Nov 2026' });
    const input = await screen.findByLabelText('Message the coach');
    expect(screen.getByText('12 Nov 2026')).toBeInTheDocument();
    await userEvent.type(input, 'What should I fix in this swing?{Enter}');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.analysisId).toBe('0b5d3b0e-9a3c-4c47-8f64-0d1f3c1c7a11');
  });

  it('invites a visitor and a member without a plan to subscribe instead of showing an input', async () => {
    const { unmount } = renderWithProviders(<CoachWidget />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Open AI Golf Coach' }));
    expect(screen.getByText('The coach comes with Starter and above')).toBeInTheDocument();
    expect(screen.getByText(COACH_VISITOR_GREETING)).toBeInTheDocument();
    expect(screen.queryByText(/studied your swing/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Message the coach')).toBeNull();
    unmount();

    renderWithProviders(<CoachWidget />, { user: MEMBER, membership: NO_MEMBERSHIP });
    expect(screen.getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByLabelText('Message the coach')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('offers a Starter Weekly member the plan with the coach instead of an input (decision 2700)', async () => {
    renderWithProviders(<CoachWidget />, { user: MEMBER, membership: { ...ACTIVE_MEMBERSHIP, planKey: 'starter_weekly', entitledAs: 'starter_weekly' } });
    await userEvent.click(screen.getByRole('button', { name: 'Open AI Golf Coach' }));
    expect(screen.getByRole('link', { name: 'Upgrade to Starter' })).toHaveAttribute('href', '/subscribe?plan=starter');
    expect(screen.queryByLabelText('Message the coach')).toBeNull();
    expect(asked).toEqual([]);
  });
});
