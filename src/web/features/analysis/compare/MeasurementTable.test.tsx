import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SwingAnalysisDetail } from '../../../../shared/analysis';
import { analyzeSwing } from '../../../../swing';
import { syntheticGolfer, type GolferOptions } from '../../../../swing/testing/syntheticGolfer';
import { renderWithProviders } from '../../../test/render';
import { MeasurementTable } from './MeasurementTable';

/** A stored analysis of a generated swing, as the detail route serves it. */
function detail(id: string, createdAt: string, golfer: Partial<GolferOptions>): SwingAnalysisDetail {
  const outcome = analyzeSwing(syntheticGolfer(golfer).track);
  if (outcome.kind !== 'swing') throw new Error(outcome.reason);
  return {
    id,
    status: 'done',
    stage: 'done',
    fraction: 1,
    error: null,
    sourceKind: 'video',
    mediaKind: 'video',
    clubUsed: null,
    practiceType: null,
    focusArea: null,
    overallScore: outcome.analysis.analysisResults.overallScore,
    analysisResults: { overallScore: outcome.analysis.analysisResults.overallScore, analysisKind: 'swing', phase: 'finish', mainFault: null },
    thumbnailUrl: null,
    createdAt,
    completedAt: createdAt,
    analysis: outcome.analysis,
    trackUrl: null,
    thumbnails: {},
    videoUrl: null,
  };
}

const row = (label: string) => screen.getByText(label, { selector: 'td' }).closest('tr')!;

describe('the measurements of two swings side by side', () => {
  it('puts the earlier swing first and says which way each measurement went', () => {
    const steady = detail('a', '2026-11-01T10:00:00.000Z', {});
    const swaying = detail('b', '2026-11-20T10:00:00.000Z', { sway: 25 });
    // Given in either order, the earlier swing is the "Earlier" column.
    renderWithProviders(<MeasurementTable first={swaying} second={steady} />);
    const sway = row('Hip sway away from the target');
    expect(within(sway).getByText('worse')).toBeInTheDocument();
    expect(within(sway).getByText(/^\+\d+(\.\d+)?$/)).toBeInTheDocument();
    expect(within(sway).getByText('% of torso · tour < 10')).toBeInTheDocument();
    expect(within(row('Tempo ratio (backswing : downswing)')).getByText('same')).toBeInTheDocument();
    expect(within(screen.getByTestId('measurement-table')).getAllByRole('row').length).toBe(steady.analysis!.analysisResults.metrics.length + 1);
  });
});
