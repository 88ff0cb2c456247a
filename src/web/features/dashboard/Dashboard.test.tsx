import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SwingAnalysisSummary } from '../../../shared/analysis';
import { MESSAGES } from '../../../shared/texts';
import { MEMBER, queryClientWithUser, renderWithProviders } from '../../test/render';
import { ANALYSES_KEY } from '../analysis/api';
import { DashboardTabs } from './DashboardTabs';
import { StatTiles } from './StatTiles';

function summary(createdAt: Date, score: number | null, status: SwingAnalysisSummary['status'] = 'done'): SwingAnalysisSummary {
  return {
    id: `${createdAt.getTime()}-${score}`,
    status,
    stage: status === 'done' ? 'done' : status === 'failed' ? 'failed' : 'pose',
    fraction: 1,
    error: status === 'failed' ? { code: 'decode_failed', message: 'This file could not be read.' } : null,
    sourceKind: 'video',
    mediaKind: 'video',
    clubUsed: null,
    practiceType: null,
    focusArea: null,
    overallScore: score,
    analysisResults: null,
    thumbnailUrl: null,
    createdAt: createdAt.toISOString(),
    completedAt: null,
  };
}

const tileValue = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition').textContent;

describe('stat tiles', () => {
  const now = new Date(2026, 10, 21, 10);

  it('reads the member analyses by the §9 rules and the account month', () => {
    const withResults = (date: Date, score: number) => ({ ...summary(date, score), analysisResults: { overallScore: score } as never });
    const analyses = [
      withResults(new Date(2026, 10, 20), 80),
      withResults(new Date(2026, 10, 2), 70),
      withResults(new Date(2026, 9, 30), 60),
      withResults(new Date(2026, 9, 1), 50),
      summary(new Date(2026, 10, 19), null, 'failed'),
    ];
    renderWithProviders(<StatTiles analyses={analyses} accountCreatedAt={new Date(2026, 8, 3).toISOString()} now={now} />);
    expect(tileValue('Analyses This Month')).toBe('2'); // the failed upload does not count
    expect(tileValue('Average Score')).toBe('65');
    expect(tileValue('Improvement')).toBe('+36%'); // (75 - 55) / 55
    expect(tileValue('Member Since')).toBe(new Date(2026, 8, 3).toLocaleDateString('en-GB', { month: 'short', year: 'numeric' }));
  });

  it('shows dashes, not zeros, for a member without scores', () => {
    renderWithProviders(<StatTiles analyses={[]} accountCreatedAt={MEMBER.createdAt} now={now} />);
    expect(tileValue('Analyses This Month')).toBe('0');
    expect(tileValue('Average Score')).toBe('—');
    expect(tileValue('Improvement')).toBe('—');
  });
});

describe('dashboard tabs', () => {
  function renderTabs(path = '/dashboard') {
    const queryClient = queryClientWithUser(MEMBER);
    queryClient.setQueryData(ANALYSES_KEY, []);
    return render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <DashboardTabs userId={MEMBER.id} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('has the four tabs of the spec and opens the Swing Analyzer first', () => {
    renderTabs();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Live Analysis', 'Swing Analyzer', 'Analysis History', 'Progress Tracking']);
    expect(screen.getByRole('tab', { name: 'Swing Analyzer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Analyze Swing' })).toBeInTheDocument();
  });

  it("shows the spec's empty history, and the live panel with analysis disabled until the camera and socket are on", async () => {
    renderTabs('/dashboard?tab=history');
    expect(screen.getByText(MESSAGES.noAnalysesYet)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Live Analysis' }));
    expect(screen.getByRole('button', { name: 'Start Camera' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Start Live Analysis' })).toBeDisabled();
    expect(screen.getByText('Camera Active')).toHaveAttribute('data-state', 'off');
    expect(screen.getByText('Live Coaching Feedback')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderTabs();
    screen.getByRole('tab', { name: 'Swing Analyzer' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Analysis History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Analysis History' })).toHaveFocus();
  });
});
