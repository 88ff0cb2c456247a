import { coachStreamEventSchema, type CoachStreamEvent } from '../../src/shared/coach';
import type { ApiClient } from './client';

/** Reads the streamed coach answer (Server-Sent Events) as its events, each checked against the shared schema. */
export async function askStream(api: ApiClient, body: unknown): Promise<{ status: number; contentType: string; events: CoachStreamEvent[]; text: string }> {
  const response = await api.post('/api/ai-golf-coach/stream', body);
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) return { status: response.status, contentType, events: [], text: response.text };
  const events = response.text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => coachStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
  return { status: response.status, contentType, events, text: response.text };
}

/** The text a reader sees at the end: the deltas after the last reset. */
export function shownText(events: readonly CoachStreamEvent[]): string {
  let text = '';
  for (const event of events) {
    if (event.type === 'reset') text = '';
    if (event.type === 'delta') text += event.text;
  }
  return text;
}
