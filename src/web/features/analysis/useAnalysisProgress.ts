import { useEffect, useState } from 'react';
import type { AnalysisProgress } from '../../../shared/analysis';
import { fetchAnalysis } from './api';
import { subscribeToAnalysisProgress } from './progressSocket';

/** Polling is the fallback for a socket that is closed or misses a message. */
const POLL_INTERVAL_MS = 2000;

/**
 * The latest known progress of one analysis, from socket messages and from polling its detail,
 * whichever is newer. Stops listening once the analysis is done or failed.
 */
export function useAnalysisProgress(id: string | null): AnalysisProgress | null {
  const [progress, setProgress] = useState<AnalysisProgress | null>(null);

  useEffect(() => {
    setProgress(null);
    if (!id) return;
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const accept = (next: AnalysisProgress) => {
      if (next.id !== id || finished) return;
      if (next.status === 'done' || next.status === 'failed') finished = true;
      setProgress(next);
    };
    const unsubscribe = subscribeToAnalysisProgress(accept);

    const poll = async () => {
      try {
        const detail = await fetchAnalysis(id);
        accept({ id: detail.id, status: detail.status, stage: detail.stage, fraction: detail.fraction, error: detail.error, estimate: detail.estimate });
      } catch {
        // A failed poll is retried on the next tick; the socket may still deliver.
      }
      if (!finished) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);

    return () => {
      finished = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [id]);

  return progress;
}
