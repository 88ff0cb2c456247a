import type { PerformanceSession } from '../../../shared/performance';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { cn } from '../../lib/cn';
import { longDate, signedPercent } from './chartStyle';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs uppercase tracking-wide text-ink/70">{label}</dt>
      <dd className="truncate text-sm text-ink/80">{value ?? '—'}</dd>
    </div>
  );
}

/** 'Recent Sessions': the newest five with club, swing length, practice type, focus, score and change from the last. */
export function RecentSessions({ sessions }: { sessions: PerformanceSession[] }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-semibold text-fairway-900">Recent Sessions</h2>
      <ul className="mt-4 divide-y divide-fairway-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="recent-session">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-fairway-900">{longDate(session.sessionDate)}</span>
                {session.personalBest && <Badge tone="gold">Personal Best</Badge>}
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                <Detail label="Club" value={session.clubUsed} />
                <Detail label="Length" value={session.swingLength} />
                <Detail label="Type" value={session.practiceType} />
                <Detail label="Focus" value={session.focusArea} />
              </dl>
            </div>
            <div className="flex items-baseline gap-3 sm:flex-col sm:items-end sm:gap-0">
              <span className="font-display text-3xl font-bold text-fairway-900">{session.overallScore}</span>
              {session.improvementFromLast === null ? (
                <span className="text-sm text-ink/70">First session</span>
              ) : (
                <span className={cn('text-sm font-semibold', session.improvementFromLast >= 0 ? 'text-fairway-600' : 'text-red-700')}>
                  {signedPercent(session.improvementFromLast)}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
