import { useState } from 'react';
import type { SwingAnalysisDetail } from '../../../../shared/analysis';
import type { AnalysisLabels } from '../../../../shared/swingLabels';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { sourceLabel } from '../sourceLabel';
import { LabelFields } from './LabelFields';
import { useLabelsEdit } from './useLabelsEdit';

type Labelled = Pick<SwingAnalysisDetail, 'id' | 'sourceKind' | 'clubUsed' | 'swingLength' | 'practiceType' | 'focusArea'>;

/** The details the member gave as a quiet line (and the live session it came from, if it did). */
export function AnalysisLabelsLine({ analysis }: { analysis: Omit<Labelled, 'id'> }) {
  const labels = [sourceLabel(analysis), analysis.clubUsed, analysis.swingLength, analysis.practiceType, analysis.focusArea].filter(Boolean);
  if (labels.length === 0) return null;
  return <p className="text-sm text-ink/70">{labels.join(' · ')}</p>;
}

const labelsOf = ({ clubUsed, swingLength, practiceType, focusArea }: Labelled): AnalysisLabels => ({
  ...(clubUsed ? { clubUsed } : {}),
  ...(swingLength ? { swingLength } : {}),
  ...(practiceType ? { practiceType } : {}),
  ...(focusArea ? { focusArea } : {}),
});

/**
 * The details line with, for the owner, a way to change them afterwards: a club or swing length
 * forgotten at upload changes what the swing is judged against, so the results are coached again.
 */
export function EditableAnalysisLabels({ analysis }: { analysis: Labelled }) {
  const [editing, setEditing] = useState<AnalysisLabels | null>(null);
  const edit = useLabelsEdit(analysis.id);
  // Each opening starts from the stored details, without an earlier attempt's refusal.
  const open = () => {
    edit.reset();
    setEditing(labelsOf(analysis));
  };
  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-x-3">
        <AnalysisLabelsLine analysis={analysis} />
        <Button size="sm" variant="ghost" className="-ml-3 sm:ml-0" onClick={open}>
          Edit details
        </Button>
      </div>
    );
  }
  return (
    <form
      className="mt-3 max-w-xl space-y-3 rounded-xl border border-fairway-100 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        edit.mutate(editing, { onSuccess: () => setEditing(null) });
      }}
    >
      <LabelFields legend="Swing details" labels={editing} onChange={setEditing} disabled={edit.isPending} />
      <p className="text-sm text-ink/70">The club and the swing's length set what your swing is judged against: the results are coached again.</p>
      {edit.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(edit.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save details'}
        </Button>
        <Button size="sm" variant="outline" disabled={edit.isPending} onClick={() => setEditing(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
