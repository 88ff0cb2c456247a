import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notGolfMessage } from '../../../shared/notGolf';
import { TOASTS } from '../../../shared/texts';
import { syntheticDetail } from '../../test/analysisDetail';
import { MEMBER, renderWithProviders } from '../../test/render';
import { AnalysisStatusView } from './AnalysisStatusView';

const failed = (error: { code: string; message: string }) =>
  syntheticDetail(
    'a1',
    '2026-11-29T10:00:00.000Z',
    {},
    { status: 'failed', stage: 'failed', analysis: null, error, overallScore: null, analysisResults: null },
  );

describe('a failed analysis on its page', () => {
  it('names a refusal as the toast does, with what to film instead', () => {
    const message = notGolfMessage('no_swing', 'video');
    renderWithProviders(<AnalysisStatusView detail={failed({ code: 'non_golf_content', message })} />, { user: MEMBER });
    expect(screen.getByRole('heading', { name: TOASTS.golfContentRequired.title })).toBeTruthy();
    expect(screen.getByTestId('analysis-failed').textContent).toContain(message);
  });

  it('names any other failure "Analysis Failed", with the server\u2019s reason', () => {
    const message = 'Analysing this video took too long, so we stopped.';
    renderWithProviders(<AnalysisStatusView detail={failed({ code: 'analysis_timeout', message })} />, { user: MEMBER });
    expect(screen.getByRole('heading', { name: TOASTS.analysisFailed.title })).toBeTruthy();
    expect(screen.getByTestId('analysis-failed').textContent).toContain(message);
  });
});
