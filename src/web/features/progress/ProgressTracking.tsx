import { useState } from 'react';
import type { ProgressSummary } from '../../../shared/progress';
import { Spinner } from '../../components/ui/Spinner';
import { Tabs } from '../../components/ui/Tabs';
import { messageOf } from '../../lib/api';
import { improvementTone } from '../../lib/improvementTone';
import { signedPercent } from '../performance/chartStyle';
import { StatCard, StatGrid } from '../performance/StatCard';
import { useProgress } from './api';
import { FocusAreaCharts } from './FocusAreaCharts';
import { GoalsPanel } from './GoalsPanel';
import { ScoreCharts } from './ScoreCharts';
import { SessionsList } from './SessionsList';

const TABS = [
  { key: 'progress', label: 'Progress' },
  { key: 'focus', label: 'Focus Areas' },
  { key: 'goals', label: 'Goals' },
  { key: 'sessions', label: 'Sessions' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const NO_SESSIONS = 'No analysed swings yet. Upload a swing in the Swing Analyzer tab and your progress appears here.';

function SummaryTiles({ summary }: { summary: ProgressSummary }) {
  const change = summary.changeFromLast;
  return (
    <StatGrid label="Progress summary">
      <StatCard
        label="Current Score"
        value={
          summary.currentScore === null ? (
            '—'
          ) : (
            <>
              {summary.currentScore}
              <span className="text-base font-normal text-ink/70">/100</span>
            </>
          )
        }
        detail={
          change === null ? 'No earlier session yet' : <span className={improvementTone(change)}>{`${change >= 0 ? '+' : ''}${change} from last session`}</span>
        }
      />
      <StatCard label="Total Sessions" value={summary.totalSessions} />
      <StatCard label="Improvement" value={signedPercent(summary.improvement)} valueClassName={improvementTone(summary.improvement)} />
      <StatCard label="Goals Achieved" value={`${summary.goalsAchieved}/${summary.goalsTotal}`} />
    </StatGrid>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-xl bg-fairway-50 px-4 py-10 text-center text-sm text-ink/70">{text}</p>;
}

/** The dashboard's Progress Tracking tab (spec §2 "Progress screen") on the member's own analyses. */
export function ProgressTracking({ userId }: { userId: string }) {
  const [active, setActive] = useState<TabKey>('progress');
  const progress = useProgress(userId);

  if (progress.isPending) return <Spinner label="Loading your progress" />;
  if (progress.error) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        Could not load your progress: {messageOf(progress.error)}
      </p>
    );
  }
  const summary = progress.data;
  const hasSessions = summary.totalSessions > 0;

  return (
    <div className="space-y-6" data-testid="progress-tracking">
      <SummaryTiles summary={summary} />
      <Tabs tabs={TABS} active={active} onChange={setActive} label="Progress sections">
        {active === 'progress' && (hasSessions ? <ScoreCharts summary={summary} /> : <Empty text={NO_SESSIONS} />)}
        {active === 'focus' && (hasSessions ? <FocusAreaCharts areas={summary.focusAreas} /> : <Empty text={NO_SESSIONS} />)}
        {active === 'goals' && <GoalsPanel userId={userId} goals={summary.goalProgress} />}
        {active === 'sessions' && (hasSessions ? <SessionsList sessions={summary.recentSessions} /> : <Empty text={NO_SESSIONS} />)}
      </Tabs>
    </div>
  );
}
