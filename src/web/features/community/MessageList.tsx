import { useEffect, useRef } from 'react';
import { displayName, type ChatUser } from '../../../shared/chat';
import { FoundingMemberBadge } from '../../components/FoundingMemberBadge';
import { cn } from '../../lib/cn';
import type { ShownMessage } from './messages';
import { SharedAnalysisCardView } from './SharedAnalysisCardView';

/** HH:mm in the member's own time zone (spec §2). */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

interface MessageListProps {
  messages: ShownMessage[];
  currentUserId: string;
  /** May delete others' messages and mute their authors: administrators, in rooms (DMs are private). */
  moderator: boolean;
  hasOlder: boolean;
  /** Shown in place of the conversation while it has no messages (after it has loaded). */
  emptyNote?: string;
  onLoadOlder(): void;
  /** Set in rooms: a click on another member's name opens a DM with them. */
  onMessageMember?(user: ChatUser): void;
  onDelete?(message: ShownMessage): void;
  onMute?(user: ChatUser): void;
}

/**
 * The conversation, oldest at the top. Own messages (by the current user's id) sit right in gold,
 * others left. Content is React text, never HTML, so whatever a member types shows as typed.
 */
export function MessageList({ messages, currentUserId, moderator, hasOlder, emptyNote, onLoadOlder, onMessageMember, onDelete, onMute }: MessageListProps) {
  const list = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // The list scrolls itself to the newest message, never the page: scrolling into view would also
  // move the page, stopping the scroll that brings a just-picked conversation into view on a phone.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  return (
    <div ref={list} className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4" aria-live="polite" data-testid="message-list">
      {hasOlder && (
        <div className="text-center">
          <button type="button" onClick={onLoadOlder} className="text-sm font-semibold text-fairway-700 hover:text-fairway-900">
            Show older messages
          </button>
        </div>
      )}
      {messages.length === 0 && emptyNote && <p className="mx-auto max-w-md rounded-2xl bg-white p-4 text-center text-sm text-ink/80 shadow-sm">{emptyNote}</p>}
      {messages.map((message) => {
        const own = message.author.id === currentUserId;
        const name = displayName(message.author);
        return (
          <div key={message.id} className={cn('flex', own ? 'justify-end' : 'justify-start')} data-testid="chat-message" data-own={own}>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2 shadow-sm sm:max-w-[70%]',
                own ? 'bg-gold-500 text-fairway-900' : 'border border-fairway-100 bg-white text-ink',
              )}
            >
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs">
                {!own && onMessageMember ? (
                  <button
                    type="button"
                    onClick={() => onMessageMember(message.author)}
                    className="font-semibold text-fairway-800 underline-offset-2 hover:underline"
                    title={`Send ${name} a direct message`}
                  >
                    {name}
                  </button>
                ) : (
                  <span className="font-semibold">{name}</span>
                )}
                {message.author.foundingMember && <FoundingMemberBadge className="px-2 py-0 text-[0.7rem]" />}
                <time dateTime={message.createdAt} className={own ? 'text-fairway-900/70' : 'text-ink/70'}>
                  {clockTime(message.createdAt)}
                </time>
              </div>
              <p className="mt-1 break-words whitespace-pre-wrap">{message.content}</p>
              {message.sharedAnalysis && <SharedAnalysisCardView card={message.sharedAnalysis} own={own} />}
              {(onDelete || onMute) && (own || moderator) && (
                <div className="mt-1 flex justify-end gap-3 text-xs">
                  {onDelete && (
                    <button type="button" onClick={() => onDelete(message)} className="font-semibold opacity-70 hover:opacity-100">
                      Delete
                    </button>
                  )}
                  {onMute && moderator && !own && (
                    <button type="button" onClick={() => onMute(message.author)} className="font-semibold opacity-70 hover:opacity-100">
                      Mute 1 hour
                    </button>
                  )}
                </div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
