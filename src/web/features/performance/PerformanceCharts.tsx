import { useState } from 'react';
import { metricAverages, type PerformanceSession } from '../../../shared/performance';
import { Card } from '../../components/ui/Card';
import { Tabs } from '../../components/ui/Tabs';
import { BreakdownChart } from './BreakdownChart';
import { ConsistencyNote } from './ConsistencyNote';
import { EmptyChart } from './ChartFrame';
import { KeyMetricsChart } from './KeyMetricsChart';
import { OneSessionNote, TREND_MIN_SESSIONS } from './OneSessionNote';
import { ProgressOverTimeChart } from './ProgressOverTimeChart';
import { PERFORMANCE_EMPTY } from './texts';

const TABS = [
  { key: 'progress', label: 'Progress Over Time' },
  { key: 'metrics', label: 'Key Metrics' },
  { key: 'breakdown', label: 'Performance Breakdown' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The three chart tabs of /performance, each with its own empty state for an empty range. */
export function PerformanceCharts({ sessions }: { sessions: PerformanceSession[] }) {
  const [active, setActive] = useState<TabKey>('progress');
  const empty = sessions.length === 0;
  const sparse = sessions.length < TREND_MIN_SESSIONS;
  return (
    <Tabs tabs={TABS} active={active} onChange={setActive} label="Performance charts">
      <Card className="p-3 sm:p-6">
        {active === 'progress' &&
          (empty ? (
            <EmptyChart text={PERFORMANCE_EMPTY.progress} />
          ) : sparse ? (
            <OneSessionNote date={sessions[0]!.sessionDate} numbers={`a score of ${sessions[0]!.overallScore}`} />
          ) : (
            <ProgressOverTimeChart sessions={sessions} />
          ))}
        {active === 'metrics' &&
          (empty ? (
            <EmptyChart text={PERFORMANCE_EMPTY.metrics} />
          ) : sparse ? (
            <OneSessionNote date={sessions[0]!.sessionDate} numbers={metricsOf(sessions[0]!)} />
          ) : (
            <KeyMetricsChart sessions={sessions} />
          ))}
        {active === 'breakdown' &&
          (empty ? (
            <EmptyChart text={PERFORMANCE_EMPTY.breakdown} />
          ) : (
            <>
              <BreakdownChart averages={metricAverages(sessions)} />
              <ConsistencyNote sessions={sessions} />
            </>
          ))}
      </Card>
    </Tabs>
  );
}

function metricsOf(session: PerformanceSession): string {
  const value = (n: number | null) => (n === null ? 'not scored' : `${n}/10`);
  return `tempo ${value(session.tempo)}, balance ${value(session.balance)}, power ${value(session.power)}, accuracy ${value(session.accuracy)}`;
}
