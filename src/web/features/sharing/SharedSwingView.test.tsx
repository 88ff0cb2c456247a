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
  view: 'face-on',
  thumbnails: {},
  videoUrl: '/api/shared/abc/video',
  trackUrl: '/api/shared/abc/track',
  drawings: [],
};

describe('a shared swing', () => {
  it('shows the swing trace too, without the plane on a face-on swing', () => {
    renderWithProviders(<SharedSwingView swing={shared} />, { cached: [[trackKey(shared.trackUrl!), syntheticGolfer({}).track]] });
    expect(screen.getByTestId('trace-hands').querySelectorAll('[data-phase]').length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: 'Hand path' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Plane' })).not.toBeInTheDocument();
  });

  it('draws the plane line on a down-the-line swing, from the club at rest before address', () => {
    const { track } = syntheticGolfer({});
    const address = shared.events.find((event) => event.name === 'address')!.frame;
    const stillClub = [{ frame: address - 5, head: { x: 0.6, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.9 }];
    renderWithProviders(<SharedSwingView swing={{ ...shared, view: 'down-the-line' }} />, { cached: [[trackKey(shared.trackUrl!), { ...track, stillClub }]] });
    expect(screen.getByRole('checkbox', { name: 'Plane' })).toBeChecked();
    expect(screen.getByTestId('trace-plane')).toHaveAttribute('x1', '0.6');
  });
});
