import { useCallback, useEffect, useRef, useState } from 'react';
import { COACH_FALLBACK_REPLY, COACH_GREETING, historyToSend, type CoachMessage, type CoachSource } from '../../../shared/coach';
import { ApiError, messageOf } from '../../lib/api';
import { streamCoachReply, useClearConversation, useCoachConversation } from './api';

const now = () => new Date().toISOString();
const greeting = (): CoachMessage => ({ role: 'assistant', content: COACH_GREETING, timestamp: now() });

/** The limit (429) says how long to wait; any other failure gets the spec's apology, never a validation string. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? messageOf(error) : COACH_FALLBACK_REPLY;
}

/**
 * The coach chat of spec §4–§5: the greeting first, the stored conversation after it; sending adds
 * the member's message, clears the input and shows the typing indicator until the first words
 * arrive; the reply grows as it streams, or becomes the apology. A question the server refused
 * (the limit, a plan without the coach) was not stored: it comes back to the input, to send again.
 * For premium members only.
 */
export function useCoachChat(analysisId: string | undefined) {
  const stored = useCoachConversation();
  const clearStored = useClearConversation();
  const [messages, setMessages] = useState<CoachMessage[]>(() => [greeting()]);
  const [pending, setPending] = useState(false);
  const [draft, setDraft] = useState('');
  const loaded = useRef(false);
  const inFlight = useRef<AbortController | null>(null);

  // The stored conversation joins once, after the greeting, when it first arrives.
  useEffect(() => {
    if (loaded.current || !stored.data) return;
    loaded.current = true;
    setMessages((current) => [current[0]!, ...stored.data.messages, ...current.slice(1)]);
  }, [stored.data]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const updateReply = (change: (content: string) => string, source?: CoachSource) =>
    setMessages((current) => {
      const last = current.at(-1)!;
      return [...current.slice(0, -1), { ...last, content: change(last.content), ...(source ? { source } : {}) }];
    });

  /** Sends the draft; nothing when it is empty after trimming, or while a reply is pending. */
  const send = useCallback(() => {
    const message = draft.trim();
    if (!message || pending) return;
    setDraft('');
    const question: CoachMessage = { role: 'user', content: message, timestamp: now() };
    const conversationHistory = historyToSend([...messages, question]);
    setMessages((current) => [...current, question, { role: 'assistant', content: '', timestamp: now() }]);
    setPending(true);
    const controller = new AbortController();
    inFlight.current = controller;
    // The reply is over at the first of: its `done` (stored by then), the stream's end, a failure.
    // Whatever comes after must not touch the chat: by then the member may have asked again.
    let finished = false;
    const finish = (reply?: string, source?: CoachSource) => {
      if (finished) return;
      finished = true;
      if (reply !== undefined) updateReply(() => reply, source);
      setPending(false);
    };
    streamCoachReply(
      { message, conversationHistory, ...(analysisId ? { analysisId } : {}) },
      (event) => {
        if (finished) return;
        if (event.type === 'delta') updateReply((content) => content + event.text);
        if (event.type === 'reset') updateReply(() => '');
        if (event.type === 'done') finish(event.reply, event.source);
      },
      controller.signal,
    )
      .then(() => finish(COACH_FALLBACK_REPLY))
      .catch((error: unknown) => {
        // The server answered with an error before any reply: the question was not stored.
        if (error instanceof ApiError) setDraft((current) => (current === '' ? message : current));
        finish(controller.signal.aborted ? undefined : failureText(error));
      });
  }, [draft, messages, pending, analysisId]);

  const clear = useCallback(() => {
    clearStored.mutate(undefined, { onSuccess: () => setMessages([greeting()]) });
  }, [clearStored]);

  return { messages, pending, draft, setDraft, send, clear, clearing: clearStored.isPending };
}
