import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPerformanceSessions } from '../../../shared/performance';
import { scoredAnalysis } from '../../../shared/performanceTestData';
import { renderWithProviders } from '../../test/render';
import { PerformanceCharts } from './PerformanceCharts';

function sessions(scores: number[], tempos: number[] = []) {
  return toPerformanceSessions(
    scores.map((score, index) =>
      scoredAnalysis({
        id: `s${index}`,
        createdAt: new Date(Date.UTC(2026, 10, index + 3)),
        overallScore: score,
        keyMetrics: { tempo: tempos[index] ?? 7, balance: 6.5, power: 5, accuracy: 8 },
      }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('performance charts with little data', () => {
  it('says what the one session scored instead of drawing bare axes', async () => {
    renderWithProviders(<PerformanceCharts sessions={sessions([74])} />);
    expect(screen.getByText(/^One swing so far: a score of 74 on .*2026\. The chart draws a line from your second analysed swing\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Key Metrics' }));
    expect(screen.getByText(/tempo 7\/10, balance 6\.5\/10, power 5\/10, accuracy 8\/10/)).toBeInTheDocument();
  });

  it('draws the chart from two sessions on', () => {
    // jsdom has no matchMedia; the chart asks it whether the member prefers reduced motion.
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderWithProviders(<PerformanceCharts sessions={sessions([74, 78])} />);
    expect(screen.getByRole('figure', { name: 'Overall score of each session over time' })).toBeInTheDocument();
    expect(screen.queryByText(/One swing so far/)).toBeNull();
  });
});

describe('the performance breakdown', () => {
  it('says how consistent the swings were from three on, and how many more it needs before', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const { unmount } = renderWithProviders(<PerformanceCharts sessions={sessions([70, 74, 78, 82], [6, 8, 5, 9])} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Performance Breakdown' }));
    const consistency = screen.getByTestId('consistency');
    expect(consistency).toHaveTextContent('Over 4 swings your scores sit about ±5 points from your average of 76.');
    expect(consistency).toHaveTextContent('Steadiest: balance (±0 of 10). Most variable: tempo (±1.8 of 10).');
    unmount();

    // No area varied more than another: none is called the most variable.
    const even = renderWithProviders(<PerformanceCharts sessions={sessions([70, 74, 78])} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Performance Breakdown' }));
    expect(screen.getByTestId('consistency')).not.toHaveTextContent('Most variable');
    even.unmount();

    renderWithProviders(<PerformanceCharts sessions={sessions([70, 74])} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Performance Breakdown' }));
    expect(screen.getByTestId('consistency')).toHaveTextContent('Consistency shows from three swings in this range; two so far.');
  });
});
