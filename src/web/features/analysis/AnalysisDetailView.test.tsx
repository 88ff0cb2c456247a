import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { syntheticGolfer } from '../../../swing/syntheticGolfer';
import { syntheticDetail } from '../../test/analysisDetail';
import { MEMBER, renderWithProviders } from '../../test/render';
import { trackKey } from './api';
import { AnalysisDetailView } from './AnalysisDetailView';

const ADMIN = { ...MEMBER, id: '0b7d6c43-1a2e-4f0a-9c1d-6e5f4a3b2c10', email: 'admin@example.com', role: 'admin' as const };

/** The member's swing with a video, its poses, and Top moved two frames by the member. */
const detail = syntheticDetail(
  'a1',
  '2026-11-20T10:00:00.000Z',
  {},
  {
    userId: MEMBER.id,
    videoUrl: '/api/swing-analyses/a1/video',
    trackUrl: '/api/swing-analyses/a1/track',
    eventAdjustment: { adjustedAt: '2026-11-21T10:00:00.000Z', moves: [{ event: 'top', fromFrame: 40, toFrame: 42 }] },
  },
);

const cached = [[trackKey(detail.trackUrl!), syntheticGolfer({}).track]] as const;

describe('who may move the events of a result', () => {
  it('gives the owner the controls that move events and restore the detected ones', () => {
    renderWithProviders(<AnalysisDetailView detail={detail} />, { user: MEMBER, cached });
    expect(screen.getByRole('button', { name: /^Set .+ here$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore detected events' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Adjusted by you · Top from frame 40 to 42');
  });

  it("shows an administrator the member's adjustment without controls the server would refuse them", () => {
    renderWithProviders(<AnalysisDetailView detail={detail} />, { user: ADMIN, cached });
    expect(screen.queryByRole('button', { name: /^Set .+ here$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore detected events' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Adjusted by the member · Top from frame 40 to 42');
  });
});

describe('a clip of several swings', () => {
  /** The same swing as a clip of two, the first measured. */
  const twoSwings: typeof detail = {
    ...detail,
    eventAdjustment: undefined,
    analysis: { ...detail.analysis!, analysisResults: { ...detail.analysis!.analysisResults, clipSwings: { analysed: 0, topsMs: [1500, 6250] } } },
  };

  it('lists the swings, marks the one measured and lets the owner measure the other', () => {
    renderWithProviders(<AnalysisDetailView detail={twoSwings} />, { user: MEMBER, cached });
    expect(screen.getByRole('heading', { name: 'This clip holds 2 swings' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('clip-swing');
    expect(first).toHaveTextContent('Swing 1 · 1.50 sMeasured');
    expect(second).toHaveTextContent('Swing 2 · 6.25 s');
    expect(screen.getByRole('button', { name: 'Measure swing 2' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Measure swing 1' })).not.toBeInTheDocument();
  });

  it('shows an administrator which swing was measured, without the choice the server would refuse them', () => {
    renderWithProviders(<AnalysisDetailView detail={twoSwings} />, { user: ADMIN, cached });
    expect(screen.getAllByTestId('clip-swing')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Measure swing/ })).not.toBeInTheDocument();
  });

  it('says nothing of other swings on a clip of one', () => {
    renderWithProviders(<AnalysisDetailView detail={detail} />, { user: MEMBER, cached });
    expect(screen.queryByRole('heading', { name: /^This clip holds/ })).not.toBeInTheDocument();
  });
});
