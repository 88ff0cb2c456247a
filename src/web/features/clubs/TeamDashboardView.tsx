import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TeamDashboard } from '../../../shared/clubs';
import { formatImprovement } from '../../../shared/memberStats';
import { DEFAULT_PERFORMANCE_RANGE, roundedAverage, type PerformanceRange } from '../../../shared/performance';
import { pathTo, ROUTES } from '../../../shared/routes';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { improvementTone } from '../../lib/improvementTone';
import { PerformanceCharts } from '../performance/PerformanceCharts';
import { RangeSelector } from '../performance/RangeSelector';
import { StatCard, StatGrid } from '../performance/StatCard';
import { useTeamDashboard } from './api';

const trendText = (trend: number | null) => <span className={trend === null ? 'text-ink/70' : improvementTone(trend)}>{formatImprovement(trend)}</span>;

function Roster({ board }: { board: TeamDashboard }) {
  return (
    <Card className="overflow-x-auto p-0">
      <h2 className="px-4 pt-4 text-lg font-semibold text-fairway-900 sm:px-6">Roster</h2>
      <table className="mt-2 w-full min-w-[40rem] text-left text-sm">
        <thead className="text-ink/70">
          <tr>
            <th className="px-4 py-2 font-medium sm:px-6">Golfer</th>
            <th className="px-4 py-2 font-medium">Latest score</th>
            <th className="px-4 py-2 font-medium">Trend</th>
            <th className="px-4 py-2 font-medium">Sessions this month</th>
            <th className="px-4 py-2 font-medium">Main fault</th>
          </tr>
        </thead>
        <tbody>
          {board.members.map((member) => (
            <tr key={member.userId} className="border-t border-fairway-100">
              <td className="px-4 py-3 sm:px-6">
                <Link className="font-semibold text-fairway-800 hover:underline" to={pathTo(ROUTES.clubMember.path, { memberId: member.userId })}>
                  {member.firstName} {member.lastName}
                </Link>
                {member.role !== 'member' && <span className="ml-2 text-xs uppercase tracking-wide text-ink/70">{member.role}</span>}
              </td>
              <td className="px-4 py-3 font-semibold">{member.latestScore ?? '—'}</td>
              <td className="px-4 py-3">{trendText(member.trend)}</td>
              <td className="px-4 py-3">{member.sessionsThisMonth}</td>
              <td className="px-4 py-3">{member.mainFault ?? <span className="text-ink/70">None found</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function CommonFaults({ board }: { board: TeamDashboard }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fairway-900">Most common faults</h2>
      {board.commonFaults.length === 0 ? (
        <p className="mt-2 text-ink/70">No faults found in this range.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {board.commonFaults.map((fault) => (
            <li key={fault.name} className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-ink">{fault.name}</span>
              <span className="shrink-0 text-sm text-ink/70">
                {fault.members} {fault.members === 1 ? 'golfer' : 'golfers'} · {fault.count}×
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Leaderboard({ board }: { board: TeamDashboard }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fairway-900">Most improved</h2>
      {board.leaderboard.length === 0 ? (
        <p className="mt-2 text-ink/70">Improvement shows once a golfer has two sessions in this range.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {board.leaderboard.map((entry, index) => (
            <li key={entry.userId} className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-ink">
                <span className="mr-2 text-ink/70">{index + 1}.</span>
                {entry.name}
              </span>
              <span className="shrink-0 text-sm">
                {trendText(entry.improvement)} <span className="text-ink/70">over {entry.sessions} sessions</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** /club's Team tab: the roster, faults across the team, the improvement leaderboard and the team's charts. */
export function TeamDashboardView({ seats }: { seats: string }) {
  const [days, setDays] = useState<PerformanceRange>(DEFAULT_PERFORMANCE_RANGE);
  const board = useTeamDashboard(days);
  if (board.error)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        Could not load the team: {messageOf(board.error)}
      </p>
    );
  if (!board.data) return <Spinner label="Loading the team" />;
  const data = board.data;
  return (
    <div className={cn('space-y-6 transition-opacity', board.isPlaceholderData && 'opacity-60')}>
      <RangeSelector value={days} onChange={setDays} />
      <StatGrid label="Team summary">
        <StatCard label="Golfers" value={data.members.length} />
        <StatCard label="Seats taken" value={seats} />
        <StatCard label="Sessions in range" value={data.sessions.length} />
        <StatCard label="Team average score" value={data.sessions.length ? roundedAverage(data.sessions.map((session) => session.overallScore)) : '—'} />
      </StatGrid>
      <Roster board={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CommonFaults board={data} />
        <Leaderboard board={data} />
      </div>
      <PerformanceCharts sessions={data.sessions} />
    </div>
  );
}
