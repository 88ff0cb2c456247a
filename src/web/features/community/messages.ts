import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatRoom, ChatUser, DirectMessage, RoomMessage, SharedAnalysisCard } from '../../../shared/chat';
import { messageOf } from '../../lib/api';
import { fetchDirectMessages, fetchRoomMessages } from './api';

/** Nothing, a room, or a DM conversation with one member (spec §4 Community). */
export type Selection = { kind: 'room'; room: ChatRoom } | { kind: 'dm'; user: ChatUser } | null;

export const selectionKey = (selection: Selection) =>
  selection ? `${selection.kind}:${selection.kind === 'room' ? selection.room.id : selection.user.id}` : '';

/** A room message or a direct message as the list draws it. */
export interface ShownMessage {
  id: number;
  author: ChatUser;
  content: string;
  createdAt: string;
  sharedAnalysis: SharedAnalysisCard | null;
}

export const fromRoomMessage = (message: RoomMessage): ShownMessage => ({ ...message, author: message.user });
export const fromDirectMessage = (message: DirectMessage): ShownMessage => ({ ...message, author: message.sender, sharedAnalysis: null });

async function loadPage(selection: NonNullable<Selection>, cursor: { before?: number; after?: number }) {
  if (selection.kind === 'room') {
    const page = await fetchRoomMessages(selection.room.id, cursor);
    return { ...page, messages: page.messages.map(fromRoomMessage) };
  }
  const page = await fetchDirectMessages(selection.user.id, cursor);
  return { ...page, messages: page.messages.map(fromDirectMessage) };
}

interface MessagesState {
  key: string;
  messages: ShownMessage[];
  olderCursor: number | null;
  loading: boolean;
  error: string | null;
}

/** Keeps ids unique and in order, whatever arrived twice (a live message and a catch-up page). */
function merge(current: ShownMessage[], incoming: ShownMessage[]): ShownMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The selected conversation's messages: the newest page when selected (selecting reloads, spec
 * §2), older pages on demand, live messages appended, and a catch-up from the last one seen after
 * the socket reconnects.
 */
export function useMessages(selection: Selection) {
  const key = selectionKey(selection);
  const [state, setState] = useState<MessagesState>({ key: '', messages: [], olderCursor: null, loading: false, error: null });
  const selectionRef = useRef(selection);
  selectionRef.current = selection;

  /** Loads the newest page afresh; answers the messages it brought. */
  const reload = useCallback(async (): Promise<ShownMessage[]> => {
    const current = selectionRef.current;
    const currentKey = selectionKey(current);
    if (!current) {
      setState({ key: '', messages: [], olderCursor: null, loading: false, error: null });
      return [];
    }
    setState({ key: currentKey, messages: [], olderCursor: null, loading: true, error: null });
    try {
      const page = await loadPage(current, {});
      // Merged: a live message may have arrived while the page was on its way.
      setState((previous) =>
        previous.key === currentKey
          ? { ...previous, messages: merge(previous.messages, page.messages), olderCursor: page.olderCursor, loading: false }
          : previous,
      );
      return page.messages;
    } catch (error) {
      setState((previous) => (previous.key === currentKey ? { ...previous, loading: false, error: messageOf(error) } : previous));
      return [];
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [key, reload]);

  const loadOlder = useCallback(async () => {
    const current = selectionRef.current;
    if (!current || state.olderCursor === null) return;
    const page = await loadPage(current, { before: state.olderCursor });
    setState((previous) =>
      previous.key === key ? { ...previous, messages: merge(previous.messages, page.messages), olderCursor: page.olderCursor } : previous,
    );
  }, [key, state.olderCursor]);

  const add = useCallback((forKey: string, message: ShownMessage) => {
    setState((previous) => (previous.key === forKey ? { ...previous, messages: merge(previous.messages, [message]) } : previous));
  }, []);

  const remove = useCallback((forKey: string, messageId: number) => {
    setState((previous) => (previous.key === forKey ? { ...previous, messages: previous.messages.filter((message) => message.id !== messageId) } : previous));
  }, []);

  /**
   * After a reconnect: what was stored since the last message shown, or the newest page when that
   * is a lot. Answers the messages it brought.
   */
  const catchUp = useCallback(async (): Promise<ShownMessage[]> => {
    const current = selectionRef.current;
    const last = state.messages.at(-1);
    if (!current || !last) return reload();
    const page = await loadPage(current, { after: last.id });
    if (page.hasNewer) return reload();
    setState((previous) => (previous.key === key ? { ...previous, messages: merge(previous.messages, page.messages) } : previous));
    return page.messages;
  }, [key, reload, state.messages]);

  /**
   * The newest page again, merged into what is shown: messages lost between the server's processes
   * (the socket's missed_messages) take their place, whatever came after them. Kept quiet on
   * failure: what is shown stays, and the next reconnect catches up.
   */
  const refresh = useCallback(async () => {
    const current = selectionRef.current;
    if (!current) return;
    const currentKey = selectionKey(current);
    const page = await loadPage(current, {}).catch(() => undefined);
    if (!page) return;
    setState((previous) => (previous.key === currentKey ? { ...previous, messages: merge(previous.messages, page.messages) } : previous));
  }, []);

  const shown = state.key === key ? state : { messages: [], olderCursor: null, loading: true, error: null };
  return { messages: shown.messages, olderCursor: shown.olderCursor, loading: shown.loading, error: shown.error, loadOlder, add, remove, catchUp, refresh };
}
