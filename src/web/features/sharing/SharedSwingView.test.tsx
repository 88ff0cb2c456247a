import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedSwing } from '../../../shared/sharing';
import { syntheticGolfer } from '../../../swing/syntheticGolfer';
import { syntheticDetail } from '../../test/analysisDetail';
import { renderWithProviders } from '../../test/render';
import { trackKey } from '../analysis/api';
import { SharedSwingView } from './SharedSwingView';

const { analysisResults } = syntheticDetail('s1', '2026-11-20T10:00:00.000Z', {}).analysis!;
const shared: SharedSwing = {
  overallScore: analysisResults.overallScore,
  keyMetrics: analysisResults.keyMetrics,
  notMeasured: [],
  notJudged: [],
  clubUsed: null,
  swingLength: null,
  events: analysisResults.events,
  thumbnails: {},
  videoUrl: '/api/shared/abc/video',
  trackUrl: '/api/shared/abc/track',
  drawings: [],
};

describe('a shared swing', () => {
  it('shows the swing trace too, without the plane: a shared swing does not say its camera view', () => {
    renderWithProviders(<SharedSwingView swing={shared} />, { cached: [[trackKey(shared.trackUrl!), syntheticGolfer({}).track]] });
    expect(screen.getByTestId('trace-hands').querySelectorAll('[data-phase]').length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: 'Hand path' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Plane' })).not.toBeInTheDocument();
  });
});
