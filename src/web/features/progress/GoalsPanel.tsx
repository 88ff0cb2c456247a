import { GOAL_CURRENT_WINDOW, type GoalProgress } from '../../../shared/progress';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/toast-store';
import { messageOf } from '../../lib/api';
import { AddGoalForm } from './AddGoalForm';
import { useDeleteGoal } from './api';
import { GoalCard } from './GoalCard';

/** Goals tab: a card per goal and the form to add one. */
export function GoalsPanel({ userId, goals }: { userId: string; goals: GoalProgress[] }) {
  const deleteGoal = useDeleteGoal(userId);
  const remove = (goalId: string) =>
    deleteGoal.mutate(goalId, { onError: (failure) => toast({ title: 'Goal Not Deleted', description: messageOf(failure), variant: 'destructive' }) });

  return (
    <div className="space-y-4">
      {goals.length === 0 ? (
        <p className="rounded-xl bg-fairway-50 px-4 py-6 text-center text-sm text-ink/70">No goals yet. Set a target for your score or a key metric below.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {goals.map((goal) => (
            <GoalCard
              key={goal.goalId}
              goal={goal}
              onDelete={() => remove(goal.goalId)}
              deleting={deleteGoal.isPending && deleteGoal.variables === goal.goalId}
            />
          ))}
        </div>
      )}
      <Card className="p-4 sm:p-5">
        <h3 className="text-lg font-semibold text-fairway-900">Add a Goal</h3>
        <p className="mb-4 mt-1 text-sm text-ink/70">
          Progress is the average of your latest {GOAL_CURRENT_WINDOW} swings; power counts only the swings that measured it.
        </p>
        <AddGoalForm userId={userId} />
      </Card>
    </div>
  );
}
