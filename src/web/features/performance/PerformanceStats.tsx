import { performanceStats, type PerformanceSession } from '../../../shared/performance';
import { improvementTone } from '../../lib/improvementTone';
import { signedPercent } from './chartStyle';
import { StatCard, StatGrid } from './StatCard';

/** Average Score, Total Sessions, Personal Bests, Improvement — over the selected range. */
export function PerformanceStats({ sessions }: { sessions: PerformanceSession[] }) {
  const stats = performanceStats(sessions);
  return (
    <StatGrid label="Performance summary">
      <StatCard label="Average Score" value={stats.averageScore} icon="◎" />
      <StatCard label="Total Sessions" value={stats.totalSessions} icon="▤" />
      <StatCard label="Personal Bests" value={stats.personalBests} icon="★" />
      <StatCard label="Improvement" value={signedPercent(stats.improvement)} valueClassName={improvementTone(stats.improvement)} icon="↗" />
    </StatGrid>
  );
}
