import { useId, useState } from 'react';
import { cn } from '../../lib/cn';

const CHAT_ICON = 'M4 5h16v11H8l-4 4z M8 10h8 M8 13h5';

/**
 * The floating AI Golf Coach (spec §2): the button and the panel with its greeting. The coach
 * itself arrives with its own issue, so the panel says so and its input stays disabled rather
 * than pretending to answer (decision 1001).
 */
export function CoachWidget() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
      {open && (
        <section
          id={panelId}
          aria-label="AI Golf Coach"
          className="flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-fairway-100 bg-white shadow-2xl"
        >
          <header className="bg-fairway-900 px-4 py-3 text-cream">
            <p className="font-semibold">AI Golf Coach</p>
            <p className="text-xs text-cream/70">Coming soon for members</p>
          </header>
          <ol className="space-y-3 bg-fairway-50 p-4 text-sm">
            <li className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white p-3 text-ink shadow-sm">
              Hi! I&apos;m your AI golf coach. Soon you will be able to ask me about your swing, your analyses and your practice, any time of day.
            </li>
            <li className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white p-3 text-ink shadow-sm">
              Coach chat is not open yet. Until then, upload a swing from your dashboard for a full frame-by-frame analysis.
            </li>
          </ol>
          <form className="flex gap-2 border-t border-fairway-100 p-3" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={`${panelId}-input`} className="sr-only">
              Message the coach
            </label>
            <input
              id={`${panelId}-input`}
              disabled
              placeholder="Coach chat opens soon"
              className="h-10 min-w-0 flex-1 rounded-lg border border-fairway-200 bg-fairway-50 px-3 text-sm placeholder:text-ink/60"
            />
            <button type="submit" disabled className="h-10 rounded-lg bg-fairway-800 px-4 text-sm font-semibold text-cream opacity-50">
              Send
            </button>
          </form>
        </section>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Close AI Golf Coach' : 'Open AI Golf Coach'}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'flex size-14 items-center justify-center rounded-full bg-gold-500 text-fairway-900 shadow-xl transition-transform hover:scale-105',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-700',
        )}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          strokeLinecap="round"
          aria-hidden
        >
          <path d={open ? 'M6 6l12 12 M18 6L6 18' : CHAT_ICON} />
        </svg>
      </button>
    </div>
  );
}
