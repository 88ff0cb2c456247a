import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedAnalysisCard } from '../../../shared/chat';
import { SharedAnalysisCardView } from './SharedAnalysisCardView';

const card: SharedAnalysisCard = {
  analysisId: 'a1',
  overallScore: 84,
  keyMetrics: { tempo: 8, balance: 7.5, power: 5, accuracy: 8.5 },
  clubUsed: 'Pitching Wedge',
  analysedAt: '2026-11-30T10:00:00.000Z',
};

const shownFor = (metric: string) => screen.getByText(metric).nextElementSibling?.textContent;

describe('a swing shared into a room', () => {
  it('shows the scores it earned, and no number for an area it was not scored on', () => {
    const { unmount } = render(<SharedAnalysisCardView card={{ ...card, unscored: ['power'] }} own={false} />);
    expect(shownFor('power')).toBe('–not scored');
    expect(shownFor('tempo')).toBe('8.0');
    expect(screen.queryByText('5.0')).toBeNull();
    unmount();

    // A card shared before cards said which areas were scored shows all four, as it did.
    render(<SharedAnalysisCardView card={card} own={false} />);
    expect(shownFor('power')).toBe('5.0');
  });
});
