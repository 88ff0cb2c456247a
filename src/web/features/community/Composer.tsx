import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { KEEP_CLEAR } from '../../lib/keepClear';
import { useAnalyses } from '../analysis/api';
import type { ChatConnection } from './chatSocket';

interface ComposerProps {
  draft: string;
  onDraftChange(text: string): void;
  /** Nothing selected: the input is disabled (spec §2). */
  hasSelection: boolean;
  connection: ChatConnection;
  onSend(): void;
  /** Rooms only: the member's finished analysis to attach as a card, or '' for none. */
  shareAnalysisId?: string;
  onShareAnalysisChange?(analysisId: string): void;
}

/**
 * The message input (spec §2, §5): 'Type a message...', disabled until a conversation is chosen;
 * Enter or the button sends; the button is off while the trimmed text is empty. While the
 * connection is down nothing is sent and the text stays.
 */
export function Composer({ draft, onDraftChange, hasSelection, connection, onSend, shareAnalysisId, onShareAnalysisChange }: ComposerProps) {
  const canSend = hasSelection && draft.trim() !== '';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  };

  return (
    <form {...KEEP_CLEAR} onSubmit={submit} className="border-t border-fairway-100 p-3">
      {hasSelection && connection !== 'open' && (
        <p role="status" className="mb-2 text-xs font-semibold text-amber-700">
          Reconnecting… Your message stays here until the connection is back.
        </p>
      )}
      {onShareAnalysisChange && <ShareAnalysisPicker value={shareAnalysisId ?? ''} onChange={onShareAnalysisChange} />}
      <div className="flex gap-2">
        <Input
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a message..."
          disabled={!hasSelection}
          maxLength={2000}
          aria-label="Message"
        />
        <Button type="submit" variant="gold" disabled={!canSend}>
          Send
        </Button>
      </div>
    </form>
  );
}

/** Picks one of the member's finished analyses to send with the next room message. */
function ShareAnalysisPicker({ value, onChange }: { value: string; onChange(analysisId: string): void }) {
  const analyses = useAnalyses();
  const done = (analyses.data?.pages.flatMap((page) => page.analyses) ?? []).filter((analysis) => analysis.status === 'done' && analysis.overallScore !== null);
  if (done.length === 0) return null;
  return (
    <label className="mb-2 flex items-center gap-2 text-xs text-ink/70">
      <span className="font-semibold">Share an analysis:</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} className="rounded-md border border-fairway-200 bg-white px-2 py-1 text-xs">
        <option value="">None</option>
        {done.map((analysis) => (
          <option key={analysis.id} value={analysis.id}>
            {new Date(analysis.createdAt).toLocaleDateString()} · {analysis.overallScore}/100{analysis.clubUsed ? ` · ${analysis.clubUsed}` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
