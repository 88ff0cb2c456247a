import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SwingAnalysisDetail } from '../../../shared/analysis';
import { Card } from '../../components/ui/Card';
import { analysisKey, refreshAnalysisLists } from './api';
import { AnalysisDetailView } from './AnalysisDetailView';
import { AnalysisProgressPanel } from './AnalysisProgressPanel';
import { failureToast } from './uploadRules';
import { useAnalysisProgress } from './useAnalysisProgress';

/** One stored analysis in whatever state it is: still running (live progress), failed (why), or done. */
export function AnalysisStatusView({ detail }: { detail: SwingAnalysisDetail }) {
  const queryClient = useQueryClient();
  const running = detail.status === 'queued' || detail.status === 'processing';
  const progress = useAnalysisProgress(running ? detail.id : null);

  useEffect(() => {
    if (progress && (progress.status === 'done' || progress.status === 'failed')) {
      void queryClient.invalidateQueries({ queryKey: analysisKey(detail.id) });
      void refreshAnalysisLists(queryClient);
    }
  }, [progress, detail.id, queryClient]);

  if (running) return <AnalysisProgressPanel upload={null} progress={progress ?? detail} />;
  if (detail.status === 'failed' || !detail.analysis) {
    // The toast's words (spec §8): 'Golf Content Required' over a refusal, else 'Analysis Failed'.
    const { title, description } = failureToast(detail.error);
    return (
      <Card className="border-red-200 bg-red-50" data-testid="analysis-failed">
        <h2 className="text-xl font-semibold text-red-800">{title}</h2>
        <p className="mt-2 text-red-900/80">{description}</p>
      </Card>
    );
  }
  return <AnalysisDetailView detail={detail} />;
}
