import { useId, useRef } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/session';
import { ENTITLEMENTS } from '../../../shared/entitlements';
import { useMembership } from '../billing/api';
import { CoachChat } from './CoachChat';
import { CoachInvite } from './CoachInvite';
import { coachPanel, useCoachPanel, type CoachPanelState } from './coachStore';
import { useKeepClear } from './useKeepClear';

const CHAT_ICON = 'M4 5h16v11H8l-4 4z M8 10h8 M8 13h5';

/** Premium members chat; everyone else is invited to a plan (the server refuses them with 402 anyway). */
function CoachPanelBody({ analysis }: { analysis: CoachPanelState['analysis'] }) {
  const { user, isLoading } = useCurrentUser();
  const membership = useMembership(user !== null);
  if (isLoading || (user && membership.isLoading)) return <Spinner label="Loading the coach" />;
  const plan = membership.data?.entitledAs;
  if (!user || !plan) return <CoachInvite signedIn={user !== null} />;
  if (!ENTITLEMENTS[plan].coach) return <CoachInvite signedIn upgrade />;
  return <CoachChat analysis={analysis} />;
}

/**
 * The floating AI Golf Coach (spec §2): a button at the bottom right that opens and closes the
 * panel. While closed, it steps aside whenever it would sit over a form marked to keep clear (the
 * hero's e-mail box, which fills a phone's width).
 */
export function CoachWidget() {
  const { open, analysis } = useCoachPanel();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const stepAside = useKeepClear(buttonRef, !open);
  return (
    <div className="pointer-events-none fixed right-3 bottom-3 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {open && (
        <section
          id={panelId}
          aria-label="AI Golf Coach"
          className="pointer-events-auto flex max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border border-fairway-100 bg-white shadow-2xl"
        >
          <header className="bg-fairway-900 px-4 py-3 text-cream">
            <p className="font-semibold">AI Golf Coach</p>
            <p className="text-xs text-cream/70">Answers from your own swing analyses</p>
          </header>
          <CoachPanelBody analysis={analysis} />
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Close AI Golf Coach' : 'Open AI Golf Coach'}
        onClick={coachPanel.toggle}
        className={cn(
          'pointer-events-auto flex size-12 items-center justify-center rounded-full bg-gold-500 text-fairway-900 shadow-xl transition-transform hover:scale-105 sm:size-14',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-700',
          stepAside && 'invisible opacity-0',
        )}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6 sm:size-7"
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
