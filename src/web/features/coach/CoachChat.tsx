import { coachPanel, type CoachPanelState } from './coachStore';
import { CoachInput } from './CoachInput';
import { CoachMessageList } from './CoachMessageList';
import { useCoachChat } from './useCoachChat';

/** The premium member's chat: the analysis in context (if any), the conversation and the input. */
export function CoachChat({ analysis }: { analysis: CoachPanelState['analysis'] }) {
  const chat = useCoachChat(analysis?.id);
  // A fixed height (within the screen), so the conversation scrolls inside it as it grows.
  return (
    <div className="flex h-[min(32rem,calc(100dvh-10rem))] min-h-0 flex-col">
      {analysis && (
        <p className="flex items-center justify-between gap-2 border-b border-fairway-100 bg-gold-300/30 px-4 py-2 text-xs text-fairway-900">
          <span>
            Asking about your swing of <strong>{analysis.label}</strong>
          </span>
          <button type="button" className="font-semibold underline" onClick={coachPanel.forgetAnalysis}>
            Ask in general
          </button>
        </p>
      )}
      <CoachMessageList messages={chat.messages} pending={chat.pending} />
      <div className="flex justify-end bg-fairway-50 px-3 pb-1">
        <button
          type="button"
          className="text-xs text-ink/70 underline hover:text-ink disabled:opacity-50"
          disabled={chat.pending || chat.clearing || chat.messages.length < 2}
          onClick={chat.clear}
        >
          Clear conversation
        </button>
      </div>
      <CoachInput text={chat.draft} onTextChange={chat.setDraft} pending={chat.pending} onSend={chat.send} />
    </div>
  );
}
