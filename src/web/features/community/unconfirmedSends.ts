import { useRef } from 'react';
import type { ShownMessage } from './messages';

/** A message handed to the socket that the server has not yet confirmed storing. */
export interface SentMessage {
  /** The conversation it went to (selectionKey). */
  key: string;
  /** As the member typed it; the server stores it trimmed. */
  text: string;
  analysisId: string;
  /** The last message shown when it was sent: a stored copy can only come after it. */
  afterId: number | undefined;
}

/** Whether `arrived` holds `sent`: the member's own words, stored after what was shown when it left. */
export function wasStored(sent: SentMessage, arrived: readonly ShownMessage[], authorId: string): boolean {
  return arrived.some(
    (message) => message.author.id === authorId && message.content === sent.text.trim() && (sent.afterId === undefined || message.id > sent.afterId),
  );
}

/** The draft without a given-back send's text, which `giveBack` put at its start; the rest as typed since. */
export function withoutGivenBack(draft: string, sent: SentMessage): string {
  return draft.startsWith(sent.text) ? draft.slice(sent.text.length).trimStart() : draft;
}

/**
 * The community's sends that are not yet known to be stored. A socket can drop after it took a
 * message and before the server stored it; nothing would then say so, and the member's words would
 * be gone (the input was cleared). So each send waits here, oldest first per conversation, until
 * the server's echo of it (`confirm`) or its error (`takeOldest`). When the connection drops first,
 * `takeAll` hands them back to the page, which puts their text back in the input and keeps them as
 * `givenBack` until the reconnect's catch-up shows whether each was stored after all.
 */
export function useUnconfirmedSends() {
  const awaiting = useRef<SentMessage[]>([]);
  const givenBack = useRef<SentMessage[]>([]);
  return {
    add: (sent: SentMessage) => void awaiting.current.push(sent),
    confirm(key: string) {
      const index = awaiting.current.findIndex((sent) => sent.key === key);
      if (index >= 0) awaiting.current.splice(index, 1);
    },
    takeOldest: (): SentMessage | undefined => awaiting.current.shift(),
    /** Every send still waiting, now counted as given back. */
    takeAll(): SentMessage[] {
      const lost = awaiting.current;
      awaiting.current = [];
      givenBack.current.push(...lost);
      return lost;
    },
    /** The sends given back since the last call, for the catch-up to settle. */
    takeGivenBack(): SentMessage[] {
      const sent = givenBack.current;
      givenBack.current = [];
      return sent;
    },
  };
}
