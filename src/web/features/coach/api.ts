import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coachStreamEventSchema, type CoachConversation, type CoachRequest, type CoachStreamEvent } from '../../../shared/coach';
import { API_ROUTES } from '../../../shared/routes';
import { apiRequest, throwIfNotOk } from '../../lib/api';

export const CONVERSATION_KEY = [API_ROUTES.coachConversation] as const;

/** The member's stored conversation, read when the chat first shows. */
export function useCoachConversation() {
  return useQuery<CoachConversation>({ queryKey: CONVERSATION_KEY });
}

export function useClearConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', API_ROUTES.coachConversation),
    onSuccess: () => queryClient.setQueryData<CoachConversation>(CONVERSATION_KEY, { messages: [] }),
  });
}

/**
 * Asks the coach through the streamed variant of POST /api/ai-golf-coach and hands each
 * Server-Sent Event to `onEvent` as it arrives. A non-success answer throws ApiError like every
 * other call (spec §8), before any event.
 */
export async function streamCoachReply(body: CoachRequest, onEvent: (event: CoachStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(API_ROUTES.coachStream, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  await throwIfNotOk(response);
  if (!response.body) throw new Error('The coach sent no reply.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (block.startsWith('data: ')) onEvent(coachStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
      end = buffered.indexOf('\n\n');
    }
  }
}
