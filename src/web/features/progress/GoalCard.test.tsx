import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { goalProgress, type Goal } from '../../../shared/progress';
import { toPerformanceSessions } from '../../../shared/performance';
import { scoredAnalysis } from '../../../shared/performanceTestData';
import { MEMBER, renderWithProviders } from '../../test/render';
import { AddGoalForm } from './AddGoalForm';
import { GoalCard } from './GoalCard';

const sessions = toPerformanceSessions(
  [70, 72, 74].map((score, index) =>
    scoredAnalysis({
      id: `s${index}`,
      createdAt: new Date(Date.UTC(2026, 10, index + 1)),
      overallScore: score,
      keyMetrics: { tempo: 7, balance: 7, power: 7, accuracy: 7 },
    }),
  ),
);

function goal(target: number): Goal {
  return { id: `g${target}`, kind: 'score', metric: 'overallScore', target, createdAt: '2026-11-01T00:00:00.000Z', achievedAt: null };
}

describe('GoalCard', () => {
  it('reads Almost There! from 90 percent', () => {
    renderWithProviders(<GoalCard goal={goalProgress(goal(80), sessions)} onDelete={() => undefined} deleting={false} />);
    expect(screen.getByText('Almost There!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
    // The latest three swings average 72, called so beside the latest score's tile: what is left, not the percent a second time.
    expect(screen.getByText('Recent average').nextSibling).toHaveTextContent('72');
    expect(screen.getByText('8 points to go')).toBeInTheDocument();
    expect(screen.queryByText(/% of target/)).not.toBeInTheDocument();
  });

  it('says a reached goal is reached, and only that', () => {
    renderWithProviders(<GoalCard goal={goalProgress(goal(70), sessions)} onDelete={() => undefined} deleting={false} />);
    expect(screen.getByText('Goal reached ✓')).toBeInTheDocument();
    expect(screen.queryByText('Almost There!')).not.toBeInTheDocument();
    expect(screen.queryByText(/% complete$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/to go$/)).not.toBeInTheDocument();
  });

  it('shows the percent complete below 90 percent', () => {
    renderWithProviders(<GoalCard goal={goalProgress(goal(82), sessions)} onDelete={() => undefined} deleting={false} />);
    expect(screen.queryByText('Almost There!')).not.toBeInTheDocument();
    expect(screen.getByText('88% complete')).toBeInTheDocument();
    expect(screen.getByText('10 points to go')).toBeInTheDocument();
  });

  it('counts what is left of a key metric in tenths', () => {
    const tempo: Goal = { ...goal(0), kind: 'metric', metric: 'tempo', target: 9.3 };
    renderWithProviders(<GoalCard goal={goalProgress(tempo, sessions)} onDelete={() => undefined} deleting={false} />);
    expect(screen.getByText('2.3 points to go')).toBeInTheDocument();
  });
});

describe('AddGoalForm', () => {
  it('explains an out-of-scale target before sending anything', async () => {
    renderWithProviders(<AddGoalForm userId={MEMBER.id} />, { user: MEMBER });
    await userEvent.selectOptions(screen.getByLabelText('Goal for'), 'tempo');
    await userEvent.type(screen.getByLabelText('Target'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('target for Tempo must be at most 10');
    expect(screen.getByLabelText('Target')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a number when the target is empty', async () => {
    renderWithProviders(<AddGoalForm userId={MEMBER.id} />, { user: MEMBER });
    await userEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a target number.');
  });
});
