import { useEffect, useRef } from 'react';
import type { CoachMessage, CoachSource } from '../../../shared/coach';
import { cn } from '../../lib/cn';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** Who wrote a reply, in words (issue 29: the member is told when a language model wrote it). */
const AUTHOR: Record<CoachSource, string> = { builtin: 'Built-in coach', llm: 'Written by an AI model' };

function authorOf(message: CoachMessage): string {
  if (message.role === 'user') return 'You';
  return message.source ? `Coach · ${AUTHOR[message.source]}` : 'Coach';
}

function TypingIndicator() {
  return (
    <span role="status" aria-label="The coach is typing" className="flex gap-1 py-1">
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="size-2 animate-bounce rounded-full bg-fairway-500" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}

/** Spec §3 chat messages: the member's on the right, the coach's on the left, each with its time; the newest kept in view. */
export function CoachMessageList({ messages, pending }: { messages: readonly CoachMessage[]; pending: boolean }) {
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);

  // Follow the reply as it grows, as a chat does.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, last?.content]);

  return (
    <ol
      ref={listRef}
      aria-label="Conversation with the coach"
      aria-live="polite"
      className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-fairway-50 p-4 text-sm"
    >
      {messages.map((message, index) => {
        const mine = message.role === 'user';
        const writing = pending && index === messages.length - 1;
        return (
          <li key={`${index}-${message.timestamp}`} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
            <div
              className={cn(
                'max-w-[85%] whitespace-pre-line rounded-2xl p-3 shadow-sm',
                mine ? 'rounded-tr-sm bg-fairway-800 text-cream' : 'rounded-tl-sm bg-white text-ink',
              )}
            >
              {writing && !message.content ? <TypingIndicator /> : message.content}
            </div>
            <span className="mt-1 px-1 text-[11px] text-ink/70">
              {authorOf(message)} · {timeOf(message.timestamp)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
