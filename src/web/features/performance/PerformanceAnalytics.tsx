import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PERFORMANCE_RANGE, PERFORMANCE_RANGES, recentSessions, type PerformanceRange } from '../../../shared/performance';
import { messageOf } from '../../lib/api';
import { planUpgradeOf } from '../billing/planUpgrade';
import { UpgradeCard } from '../billing/UpgradeCard';
import { cn } from '../../lib/cn';
import { useLatestPerformance, usePerformanceTrends } from './api';
import { NoPerformanceData } from './NoPerformanceData';
import { PerformanceCharts } from './PerformanceCharts';
import { PerformanceSkeleton } from './PerformanceSkeleton';
import { PerformanceStats } from './PerformanceStats';
import { RangeSelector } from './RangeSelector';
import { RecentSessions } from './RecentSessions';

function rangeFrom(value: string | null): PerformanceRange {
  const days = Number(value);
  return (PERFORMANCE_RANGES as readonly number[]).includes(days) ? (days as PerformanceRange) : DEFAULT_PERFORMANCE_RANGE;
}

/**
 * The body of /performance for one member: range (kept in ?days= so a reload keeps it), the stat
 * cards, the chart tabs and the recent sessions. "No Performance Data Yet" means no finished
 * analysis at all; an empty range keeps the page and shows each tab's own empty text.
 */
export function PerformanceAnalytics({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const days = rangeFrom(params.get('days'));
  const trends = usePerformanceTrends(userId, days);
  const latest = useLatestPerformance(userId);

  const selector = <RangeSelector value={days} onChange={(range) => setParams({ days: String(range) }, { replace: true, preventScrollReset: true })} />;
  const failure = trends.error ?? latest.error;

  const upgrade = planUpgradeOf(trends.error);
  let body;
  if (upgrade) {
    body = <UpgradeCard upgrade={upgrade} />;
  } else if (failure) {
    body = (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        Could not load your performance data: {messageOf(failure)}
      </p>
    );
  } else if (trends.isPending || latest.isPending) {
    body = <PerformanceSkeleton />;
  } else if (latest.data === null) {
    body = <NoPerformanceData />;
  } else {
    const sessions = trends.data ?? [];
    body = (
      // While another range loads, the previous one stays on screen, dimmed.
      <div className={cn('space-y-6 transition-opacity', trends.isPlaceholderData && 'opacity-60')} aria-busy={trends.isPlaceholderData}>
        <PerformanceStats sessions={sessions} />
        <PerformanceCharts sessions={sessions} />
        {sessions.length > 0 && <RecentSessions sessions={recentSessions(sessions)} />}
      </div>
    );
  }

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">Performance Analytics</h1>
          <p className="mt-1 text-ink/70">Your swing sessions: scores, key metrics and personal bests.</p>
        </div>
        {selector}
      </div>
      {body}
    </>
  );
}
