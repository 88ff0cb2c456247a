import { useState, type FormEvent } from 'react';
import { GOAL_METRIC_LABELS, goalMetricSchema, goalScale, newGoalSchema, type GoalMetric } from '../../../shared/progress';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { toast } from '../../components/ui/toast-store';
import { messageOf } from '../../lib/api';
import { useAddGoal } from './api';

/** Sets a target for the overall score (out of 100) or a key metric (out of 10); checked by the shared schema first. */
export function AddGoalForm({ userId }: { userId: string }) {
  const [metric, setMetric] = useState<GoalMetric>('overallScore');
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();
  const addGoal = useAddGoal(userId);
  const scale = goalScale(metric);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newGoalSchema.safeParse({ metric, target: target.trim() === '' ? undefined : Number(target) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message.replace(/^Invalid input.*$/, 'Enter a target number.') ?? 'Enter a target number.');
      return;
    }
    setError(undefined);
    addGoal.mutate(parsed.data, {
      onSuccess: () => setTarget(''),
      onError: (failure) => toast({ title: 'Goal Not Saved', description: messageOf(failure), variant: 'destructive' }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start" aria-label="Add a goal">
      <Field label="Goal for" htmlFor="goal-metric">
        <Select id="goal-metric" value={metric} onChange={(event) => setMetric(goalMetricSchema.parse(event.target.value))}>
          {goalMetricSchema.options.map((option) => (
            <option key={option} value={option}>
              {GOAL_METRIC_LABELS[option]} (out of {goalScale(option).max})
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Target" htmlFor="goal-target" error={error}>
        <Input
          id="goal-target"
          type="number"
          inputMode="decimal"
          min={scale.step}
          max={scale.max}
          step={scale.step}
          placeholder={metric === 'overallScore' ? 'e.g. 85' : 'e.g. 8.5'}
          value={target}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'goal-target-error' : undefined}
          onChange={(event) => setTarget(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="gold" className="sm:mt-7" disabled={addGoal.isPending}>
        {addGoal.isPending ? 'Adding...' : 'Add Goal'}
      </Button>
    </form>
  );
}
