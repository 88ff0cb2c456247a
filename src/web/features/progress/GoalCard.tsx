import type { GoalProgress } from '../../../shared/progress';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Progress } from '../../components/ui/Progress';
import { cn } from '../../lib/cn';

/** One goal: the recent average against the target, a progress bar and one badge saying where it stands. */
export function GoalCard({ goal, onDelete, deleting }: { goal: GoalProgress; onDelete: () => void; deleting: boolean }) {
  const outOf = goal.metric === 'overallScore' ? '' : '/10';
  return (
    <Card className="p-4 sm:p-5" data-testid="goal-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold text-fairway-900">{goal.goal}</h3>
        </div>
        <GoalBadge goal={goal} />
      </div>
      <dl className="mt-4 flex items-end justify-between text-sm">
        <div>
          {/* Not "Current": the tiles above show the latest score, and this is the mean of the latest few swings. */}
          <dt className="text-ink/70">Recent average</dt>
          <dd className="font-display text-2xl font-bold text-fairway-900">
            {goal.current}
            <span className="text-sm font-normal text-ink/70">{outOf}</span>
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-ink/70">Target</dt>
          <dd className="font-display text-2xl font-bold text-gold-700">
            {goal.target}
            <span className="text-sm font-normal text-ink/70">{outOf}</span>
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <Progress value={goal.percentage} label={`${goal.goal}: ${goal.percentage}% complete`} />
      </div>
      <div className="mt-3 flex items-center justify-between text-xs text-ink/70">
        <span>{goal.achieved ? '' : toGo(goal)}</span>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          className="rounded px-2 py-1 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
          aria-label={`Delete goal ${goal.goal}`}
        >
          Delete
        </button>
      </div>
    </Card>
  );
}

/** What is left to the target, in the goal's own points: the badge already says the percent. */
function toGo({ current, target }: GoalProgress): string {
  const left = Math.round((target - current) * 10) / 10;
  return `${left} ${left === 1 ? 'point' : 'points'} to go`;
}

/** One state per goal: reached, almost there (from 90 %), or the percent; never two at once. */
function GoalBadge({ goal }: { goal: GoalProgress }) {
  if (goal.achieved) return <Badge className="shrink-0">Goal reached ✓</Badge>;
  return (
    <Badge tone={goal.almostThere ? 'gold' : 'neutral'} className={cn('shrink-0', goal.almostThere && 'shadow-sm')}>
      {goal.almostThere ? 'Almost There!' : `${goal.percentage}% complete`}
    </Badge>
  );
}
