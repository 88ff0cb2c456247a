import type { RecentProgressSession } from '../../../shared/progress';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { longDate } from '../performance/chartStyle';

/** Sessions tab: the latest sessions with date, focus area, what improved, and the score. */
export function SessionsList({ sessions }: { sessions: RecentProgressSession[] }) {
  return (
    <Card className="p-4 sm:p-6">
      <ul className="divide-y divide-fairway-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-start justify-between gap-4 py-4" data-testid="progress-session">
            <div className="min-w-0">
              <p className="font-semibold text-fairway-900">{longDate(session.date)}</p>
              <p className="mt-0.5 text-sm text-ink/70">Focus: {session.focus_area ?? 'General'}</p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                {session.improvements.length === 0 ? (
                  <span className="text-xs text-ink/70">No metric rose this session</span>
                ) : (
                  session.improvements.map((improvement) => <Badge key={improvement}>{improvement}</Badge>)
                )}
              </div>
            </div>
            <div className="shrink-0 text-right">
              <span className="font-display text-3xl font-bold text-fairway-900">{session.score}</span>
              <span className="block text-xs text-ink/70">/ 100</span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
