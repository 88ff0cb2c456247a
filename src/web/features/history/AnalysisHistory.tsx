import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SwingAnalysisSummary } from '../../../shared/analysis';
import { MESSAGES } from '../../../shared/texts';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/toast-store';
import { messageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useAnalyses, useDeleteAnalysis } from '../analysis/api';
import { scoreLabel, scoreTone, TONE_CLASSES } from '../analysis/result/scoreStyle';
import { sourceLabel } from '../analysis/sourceLabel';
import { STAGE_LABELS } from '../analysis/stages';
import { analysisHref, compareHref, formatAnalysisDate } from '../../lib/links';
import { togglePick } from './togglePick';

function Thumbnail({ analysis }: { analysis: SwingAnalysisSummary }) {
  return analysis.thumbnailUrl ? (
    <img src={analysis.thumbnailUrl} alt="" loading="lazy" className="size-20 shrink-0 rounded-lg bg-fairway-100 object-cover sm:size-24" />
  ) : (
    <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-fairway-100 text-fairway-600 sm:size-24" aria-hidden>
      <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M4 6h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm12 4 5-3v10l-5-3" />
      </svg>
    </div>
  );
}

function ScoreOrStatus({ analysis }: { analysis: SwingAnalysisSummary }) {
  if (analysis.status === 'failed') return <p className="text-sm font-semibold text-red-700">Analysis failed</p>;
  if (analysis.analysisResults?.analysisKind === 'posture') {
    return <p className="text-sm font-semibold text-fairway-700">Posture check · {analysis.analysisResults.phase}</p>;
  }
  if (analysis.overallScore === null) return <p className="text-sm font-semibold text-amber-700">{STAGE_LABELS[analysis.stage]}…</p>;
  const tone = scoreTone(analysis.overallScore);
  return (
    <p className={cn('font-semibold', TONE_CLASSES[tone].text)}>
      <span className="font-display text-2xl">{analysis.overallScore}</span>
      <span className="text-sm">/100 · {scoreLabel(analysis.overallScore)}</span>
    </p>
  );
}

interface RowProps {
  analysis: SwingAnalysisSummary;
  picked: boolean;
  onPick: () => void;
}

function HistoryRow({ analysis, picked, onPick }: RowProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAnalysis();
  const fault = analysis.analysisResults?.mainFault ?? null;
  const done = analysis.status === 'done';
  const labels = [sourceLabel(analysis), analysis.clubUsed, analysis.swingLength, analysis.practiceType].filter(Boolean).join(' · ');

  const confirmDelete = () =>
    remove.mutate(analysis.id, {
      onError: (error) => toast({ title: 'Delete Failed', description: messageOf(error), variant: 'destructive' }),
    });

  return (
    <li
      data-testid="history-row"
      className={cn('rounded-xl border bg-white p-3 sm:p-4', picked ? 'border-gold-500 ring-2 ring-gold-300' : 'border-fairway-100')}
    >
      <div className="flex gap-3 sm:gap-4">
        <Thumbnail analysis={analysis} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <ScoreOrStatus analysis={analysis} />
            <time dateTime={analysis.createdAt} className="text-sm text-ink/70">
              {formatAnalysisDate(analysis.createdAt)}
            </time>
          </div>
          {analysis.eventAdjustment && (
            <Badge tone="neutral" className="mt-1" title="You moved some of this swing's positions; its results are measured at them.">
              Adjusted by you
            </Badge>
          )}
          <p className="mt-1 truncate text-sm text-ink/80">
            {analysis.status === 'failed' ? (
              analysis.error?.message
            ) : fault ? (
              <>
                Main fault: <span className="font-medium">{fault.name}</span>
              </>
            ) : done ? (
              'No faults found'
            ) : null}
          </p>
          {labels && <p className="truncate text-xs text-ink/70">{labels}</p>}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-fairway-50 pt-3">
        {confirming ? (
          <>
            <span className="text-sm font-medium text-red-700">Delete this analysis for good?</span>
            <Button size="sm" className="bg-red-600 text-white hover:bg-red-700" disabled={remove.isPending} onClick={confirmDelete}>
              Yes, delete
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <Link to={analysisHref(analysis.id)} className={buttonClasses('green', 'sm')}>
              Open
            </Link>
            {done && (
              <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-fairway-200 px-3 text-sm font-semibold text-fairway-800">
                <input type="checkbox" checked={picked} onChange={onPick} className="size-4 accent-gold-500" />
                Compare
              </label>
            )}
            <Button size="sm" variant="ghost" className="ml-auto text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** The member's analyses, newest first, a page at a time: open one, pick two to compare, or delete one. */
export function AnalysisHistory({ onStartAnalysis }: { onStartAnalysis: () => void }) {
  const { data, isLoading, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useAnalyses();
  const [picked, setPicked] = useState<string[]>([]);

  if (isLoading) return <Spinner label="Loading your analyses" />;
  if (error && !data) {
    return (
      <Card className="space-y-3 border-red-200 bg-red-50">
        <p className="text-red-800">Your analyses could not be loaded: {messageOf(error)}</p>
        <Button size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const analyses = data?.pages.flatMap((page) => page.analyses) ?? [];
  if (analyses.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="font-display text-xl font-semibold text-fairway-900">{MESSAGES.noAnalysesYet}</p>
        <p className="max-w-sm text-ink/70">Upload a swing and its score, faults and drills will be kept here.</p>
        <Button variant="gold" onClick={onStartAnalysis}>
          Analyze your first swing
        </Button>
      </Card>
    );
  }
  const stillThere = picked.filter((id) => analyses.some((analysis) => analysis.id === id));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-fairway-50 p-3 text-sm">
        <p className="text-ink/70">
          {stillThere.length === 2 ? 'Two swings picked.' : `Pick two swings to compare them side by side (${stillThere.length}/2).`}
        </p>
        {stillThere.length === 2 ? (
          <Link to={compareHref(stillThere[0]!, stillThere[1]!)} className={buttonClasses('gold', 'sm')}>
            Compare selected
          </Link>
        ) : (
          <span className={buttonClasses('gold', 'sm', 'pointer-events-none opacity-50')} aria-disabled>
            Compare selected
          </span>
        )}
      </div>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {analyses.map((analysis) => (
          <HistoryRow
            key={analysis.id}
            analysis={analysis}
            picked={stillThere.includes(analysis.id)}
            onPick={() => setPicked(togglePick(stillThere, analysis.id))}
          />
        ))}
      </ul>
      {hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading…' : 'Show older swings'}
          </Button>
        </div>
      )}
    </div>
  );
}
