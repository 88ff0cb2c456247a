import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FocusAreaCharts } from './FocusAreaCharts';

describe('focus areas', () => {
  it('shows each change in points with the number of swings behind it, never as a percentage', () => {
    // Issue 26: power 1.5 → 4.2 after two swings read "+180 %". jsdom has no matchMedia; the chart asks it about reduced motion.
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderWithProviders(
      <FocusAreaCharts
        areas={[
          { area: 'Power & Speed', improvement: 2.7, sessions: 2, metric: 'power' },
          { area: 'Balance & Stability', improvement: -0.5, sessions: 1, metric: 'balance' },
        ]}
      />,
    );
    const [power, balance] = screen.getAllByTestId('focus-area-change');
    expect(power).toHaveTextContent('Power & Speed: +2.7 points of 10 in power (found in 2 swings)');
    expect(balance).toHaveTextContent('Balance & Stability: −0.5 points of 10 in balance (found in 1 swing)');
    for (const line of screen.getAllByTestId('focus-area-change')) expect(line).not.toHaveTextContent('%');
  });
});
