import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../shared/routes';
import { MESSAGES } from '../../../shared/texts';
import { MEMBER, queryClientWithUser, renderWithProviders } from '../../test/render';
import { ANALYSES_KEY } from '../analysis/api';
import { DashboardTabs } from './DashboardTabs';
import { StatTiles } from './StatTiles';

const tileValue = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition').textContent;

describe('stat tiles', () => {
  it('shows the server’s figures and the account month', () => {
    renderWithProviders(
      <StatTiles
        stats={{ analysesThisMonth: 2, averageScore: 65, improvementPercent: 36, best: null }}
        accountCreatedAt={new Date(2026, 8, 3).toISOString()}
      />,
    );
    expect(tileValue('Analyses This Month')).toBe('2');
    expect(tileValue('Average Score')).toBe('65');
    expect(tileValue('Improvement')).toBe('+36%');
    expect(tileValue('Member Since')).toBe(new Date(2026, 8, 3).toLocaleDateString('en-GB', { month: 'short', year: 'numeric' }));
  });

  it('shows dashes, not zeros, for a member without scores', () => {
    renderWithProviders(
      <StatTiles stats={{ analysesThisMonth: 0, averageScore: null, improvementPercent: null, best: null }} accountCreatedAt={MEMBER.createdAt} />,
    );
    expect(tileValue('Analyses This Month')).toBe('0');
    expect(tileValue('Average Score')).toBe('—');
    expect(tileValue('Improvement')).toBe('—');
  });

  it('pulses while the figures load', () => {
    renderWithProviders(<StatTiles stats={undefined} accountCreatedAt={MEMBER.createdAt} />);
    expect(tileValue('Average Score')).toBe('…');
  });
});

describe('dashboard tabs', () => {
  function renderTabs(path = '/dashboard') {
    const queryClient = queryClientWithUser(MEMBER);
    queryClient.setQueryData(ANALYSES_KEY, { pages: [{ analyses: [], next: null }], pageParams: [API_ROUTES.analyses] });
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
