import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicUser } from '../../../shared/auth';
import { displayName, type ChatRoom, type ChatUser } from '../../../shared/chat';
import type { ServerSocketMessage } from '../../../shared/socketMessages';
import { roomJoinedDescription, TOASTS } from '../../../shared/texts';
import { toast } from '../../components/ui/toast-store';
import { messageOf } from '../../lib/api';
import { CONVERSATIONS_KEY, deleteDirectMessage, deleteRoomMessage, muteMember, ROOMS_KEY, saveReadPosition } from './api';
import { useChatSocket } from './chatSocket';
import { Composer } from './Composer';
import { ConversationPanel, type PanelTab } from './ConversationPanel';
import { fromDirectMessage, fromRoomMessage, selectionKey, useMessages, type Selection, type ShownMessage } from './messages';
import { MessageList } from './MessageList';
import { useUnconfirmedSends, wasStored, withoutGivenBack, type SentMessage } from './unconfirmedSends';

/** A moderator's mute from a message: long enough to cool down, short enough to need no undo screen. */
const MUTE_MINUTES = 60;

/**
 * What a newcomer reads in a conversation nobody has written in yet (issue 26): how to start it,
 * never invented members' messages.
 */
function emptyNoteOf(selection: Selection): string | undefined {
  if (!selection) return undefined;
  if (selection.kind !== 'room') return `No messages with ${displayName(selection.user)} yet. Write the first one below.`;
  // The room's description is beside it in the list already; this says how to begin.
  return `Nobody has written in ${selection.room.name} yet: be the first. Say hello, ask about the part of your swing you are working on, or share one of your analyses.`;
}

function headerOf(selection: Selection): string {
  if (!selection) return 'Select a room or conversation';
  return selection.kind === 'room' ? selection.room.name : `Direct Message: ${displayName(selection.user)}`;
}

/**
 * The community (spec §2, §4, §5, §7): rooms and DMs beside a 600 px chat panel, live over the
 * /ws socket, with the lists refreshed on every chat event.
 */
export function CommunityChat({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<PanelTab>('rooms');
  const [selection, setSelection] = useState<Selection>(null);
  const [draft, setDraft] = useState('');
  const [shareAnalysisId, setShareAnalysisId] = useState('');
  const unconfirmed = useUnconfirmedSends();
  const messages = useMessages(selection);
  const key = selectionKey(selection);

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ROOMS_KEY });
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  }, [queryClient]);

  /** Marks what is on screen as read, so the unread counts drop for this member everywhere. */
  const markRead = useCallback(
    (messageId: number) => {
      if (!selection) return;
      const position = selection.kind === 'room' ? { roomId: selection.room.id, lastReadId: messageId } : { userId: selection.user.id, lastReadId: messageId };
      void saveReadPosition(position).then(refreshLists, () => undefined);
    },
    [selection, refreshLists],
  );

  // Whatever the conversation shows, loaded or arrived live, is read.
  const lastShownId = messages.messages.at(-1)?.id;
  const lastMarked = useRef('');
  useEffect(() => {
    if (lastShownId === undefined || lastMarked.current === `${key}:${lastShownId}`) return;
    lastMarked.current = `${key}:${lastShownId}`;
    markRead(lastShownId);
  }, [key, lastShownId, markRead]);

  const showIfSelected = (forKey: string, message: ShownMessage) => {
    if (forKey === key) messages.add(forKey, message);
  };

  const onMessage = (message: ServerSocketMessage) => {
    switch (message.type) {
      case 'room_joined':
        if (selection?.kind === 'room' && selection.room.id === message.data.roomId) {
          toast({ title: TOASTS.roomJoined.title, description: roomJoinedDescription(message.data.memberCount) });
        }
        return;
      case 'new_message':
        if (message.data.message.user.id === user.id) unconfirmed.confirm(`room:${message.data.roomId}`);
        showIfSelected(`room:${message.data.roomId}`, fromRoomMessage(message.data.message));
        return refreshLists();
      case 'message_deleted':
        messages.remove(`room:${message.data.roomId}`, message.data.messageId);
        return refreshLists();
      case 'direct_message_deleted': {
        const { senderId, recipientId, messageId } = message.data;
        messages.remove(`dm:${senderId === user.id ? recipientId : senderId}`, messageId);
        return refreshLists();
      }
      case 'new_direct_message':
        showIfSelected(`dm:${message.data.message.senderId}`, fromDirectMessage(message.data.message));
        return refreshLists();
      case 'direct_message_sent':
        unconfirmed.confirm(`dm:${message.data.recipientId}`);
        showIfSelected(`dm:${message.data.recipientId}`, fromDirectMessage(message.data.message));
        return refreshLists();
      case 'missed_messages':
        // Some messages never reached this socket, and they may be older than the last one shown.
        void messages.refresh();
        return refreshLists();
      case 'error': {
        // Nothing was stored: the text goes back in the input.
        const refused = message.data.replyTo === 'chat_message' || message.data.replyTo === 'direct_message' ? unconfirmed.takeOldest() : undefined;
        if (refused) giveBack([refused]);
        toast({ title: 'Message not sent', description: message.data.message, variant: 'destructive' });
        return;
      }
      default:
        return;
    }
  };

  const onOpen = (reconnected: boolean) => {
    if (selection?.kind === 'room') send({ type: 'join_room', data: { roomId: selection.room.id } });
    if (reconnected) {
      void messages.catchUp().then(settleGivenBack, () => undefined);
      refreshLists();
    }
  };

  // A connection lost while a send waited for the server: it may not have been stored.
  const onClose = () => giveBack(unconfirmed.takeAll());

  const { connection, send } = useChatSocket(onMessage, onOpen, onClose);

  /**
   * Sends the server never answered go back in the input, before anything the member has typed
   * since; one meant for another conversation is shown in a toast instead, so it is not lost either.
   */
  const giveBack = (sent: readonly SentMessage[]) => {
    const here = sent.filter((message) => message.key === key);
    if (here.length > 0) {
      const text = here.map((message) => message.text).join(' ');
      setDraft((current) => [text, current].filter((part) => part !== '').join(' '));
      setShareAnalysisId((current) => current || (here.find((message) => message.analysisId !== '')?.analysisId ?? ''));
    }
    for (const message of sent.filter((other) => other.key !== key)) {
      toast({
        title: 'Message may not have been sent',
        description: `The connection dropped before “${message.text}” was confirmed. Look in that conversation before sending it again.`,
        variant: 'destructive',
      });
    }
  };

  /** Given-back sends that the catch-up shows stored after all leave the input again; what was typed since stays. */
  const settleGivenBack = (arrived: ShownMessage[]) => {
    for (const sent of unconfirmed.takeGivenBack()) {
      if (sent.key !== key || !wasStored(sent, arrived, user.id)) continue;
      setDraft((current) => withoutGivenBack(current, sent));
      setShareAnalysisId((current) => (current === sent.analysisId ? '' : current));
    }
  };

  const list = useRef<HTMLElement>(null);
  const chat = useRef<HTMLElement>(null);
  /** At phone width the chat sits under the list, below the fold: a picked conversation is brought into view, its composer too. */
  const showChat = () => {
    if (!list.current || !chat.current) return;
    if (chat.current.offsetTop >= list.current.offsetTop + list.current.offsetHeight) chat.current.scrollIntoView({ block: 'end' });
  };
  const selectRoom = (room: ChatRoom) => {
    setSelection({ kind: 'room', room });
    send({ type: 'join_room', data: { roomId: room.id } });
    showChat();
  };
  const selectMember = (member: ChatUser) => {
    setSelection({ kind: 'dm', user: member });
    setShareAnalysisId('');
    showChat();
  };
  const messageMember = (member: ChatUser) => {
    setTab('dms');
    selectMember(member);
  };

  const sendDraft = () => {
    if (!selection) return;
    const content = draft.trim();
    if (content === '') return;
    const sent =
      selection.kind === 'room'
        ? send({ type: 'chat_message', data: { roomId: selection.room.id, content, ...(shareAnalysisId ? { analysisId: shareAnalysisId } : {}) } })
        : send({ type: 'direct_message', data: { recipientId: selection.user.id, content } });
    if (!sent) return;
    unconfirmed.add({ key, text: draft, analysisId: shareAnalysisId, afterId: messages.messages.at(-1)?.id });
    setDraft('');
    setShareAnalysisId('');
  };

  const onDelete = async (message: ShownMessage) => {
    if (!selection) return;
    try {
      // The list drops the message when the server's event says it is gone, on every tab alike.
      await (selection.kind === 'room' ? deleteRoomMessage(selection.room.id, message.id) : deleteDirectMessage(selection.user.id, message.id));
    } catch (error) {
      toast({ title: 'Could not delete the message', description: messageOf(error), variant: 'destructive' });
    }
  };
  const onMute = async (member: ChatUser) => {
    try {
      await muteMember(member.id, MUTE_MINUTES);
      toast({ title: 'Member muted', description: `${displayName(member)} cannot send messages for ${MUTE_MINUTES} minutes.` });
    } catch (error) {
      toast({ title: 'Could not mute the member', description: messageOf(error), variant: 'destructive' });
    }
  };

  const inRoom = selection?.kind === 'room';
  return (
    <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
      <aside ref={list} className="rounded-2xl border border-fairway-100 bg-white p-3 shadow-sm md:h-[600px] md:overflow-y-auto">
        <ConversationPanel tab={tab} onTabChange={(next) => setTab(next)} selection={selection} onSelectRoom={selectRoom} onSelectMember={selectMember} />
      </aside>
      <section
        ref={chat}
        className="flex h-[600px] min-w-0 flex-col rounded-2xl border border-fairway-100 bg-cream/40 shadow-sm"
        aria-label="Chat"
        data-testid="chat-panel"
      >
        <header className="flex items-center justify-between gap-3 border-b border-fairway-100 px-4 py-3">
          <h2 className="truncate font-serif text-lg font-bold text-fairway-900">{headerOf(selection)}</h2>
          <span className={connection === 'open' ? 'text-xs text-fairway-700' : 'text-xs font-semibold text-amber-700'}>
            {connection === 'open' ? 'Connected' : 'Reconnecting…'}
          </span>
        </header>
        {selection ? (
          messages.error ? (
            <p className="flex-1 p-4 text-sm text-red-700">{messages.error}</p>
          ) : (
            <MessageList
              messages={messages.messages}
              currentUserId={user.id}
              moderator={inRoom && user.role === 'admin'}
              hasOlder={messages.olderCursor !== null}
              emptyNote={messages.loading ? undefined : emptyNoteOf(selection)}
              onLoadOlder={() => void messages.loadOlder()}
              onMessageMember={inRoom ? messageMember : undefined}
              onDelete={(message) => void onDelete(message)}
              onMute={inRoom ? (member) => void onMute(member) : undefined}
            />
          )
        ) : (
          <p className="flex flex-1 items-center justify-center p-4 text-center text-sm text-ink/70">Choose a room or a direct message from the list.</p>
        )}
        <Composer
          draft={draft}
          onDraftChange={setDraft}
          hasSelection={selection !== null}
          connection={connection}
          onSend={sendDraft}
          shareAnalysisId={inRoom ? shareAnalysisId : undefined}
          onShareAnalysisChange={inRoom ? setShareAnalysisId : undefined}
        />
      </section>
    </div>
  );
}
