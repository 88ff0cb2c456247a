import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SwingAnalysisDetail } from '../../../shared/analysis';
import { Card } from '../../components/ui/Card';
import { analysisKey, refreshAnalysisLists } from './api';
import { AnalysisDetailView } from './AnalysisDetailView';
import { AnalysisProgressPanel } from './AnalysisProgressPanel';
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
    return (
      <Card className="border-red-200 bg-red-50">
        <h2 className="text-xl font-semibold text-red-800">Analysis Failed</h2>
        <p className="mt-2 text-red-900/80">{detail.error?.message || 'This swing could not be analysed.'}</p>
      </Card>
    );
  }
  return <AnalysisDetailView detail={detail} />;
}
