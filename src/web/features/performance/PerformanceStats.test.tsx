import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toPerformanceSessions } from '../../../shared/performance';
import { scoredAnalysis } from '../../../shared/performanceTestData';
import { renderWithProviders } from '../../test/render';
import { PerformanceStats } from './PerformanceStats';

function sessionsScoring(...scores: number[]) {
  return toPerformanceSessions(
    scores.map((score, index) => scoredAnalysis({ id: `s${index}`, createdAt: new Date(Date.UTC(2026, 10, index + 1)), overallScore: score })),
  );
}

function card(label: string) {
  return screen.getByText(label).closest('[data-testid=stat-card]') as HTMLElement;
}

describe('PerformanceStats', () => {
  it('shows a falling score as a red, signed percentage', () => {
    renderWithProviders(<PerformanceStats sessions={sessionsScoring(80, 60)} />);
    const value = within(card('Improvement')).getByText('-25%');
    expect(value).toHaveClass('text-red-700');
    expect(within(card('Average Score')).getByText('70')).toBeInTheDocument();
    expect(within(card('Personal Bests')).getByText('1')).toBeInTheDocument();
  });

  it('shows no change as green with a plus sign', () => {
    renderWithProviders(<PerformanceStats sessions={sessionsScoring(70, 70)} />);
    expect(within(card('Improvement')).getByText('+0%')).toHaveClass('text-fairway-600');
    expect(within(card('Total Sessions')).getByText('2')).toBeInTheDocument();
  });
});
