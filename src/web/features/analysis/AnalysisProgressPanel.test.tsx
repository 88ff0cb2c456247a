import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisProgress } from '../../../shared/analysis';
import { AnalysisProgressPanel } from './AnalysisProgressPanel';
import { estimateText } from './stages';

const progress = (values: Partial<AnalysisProgress>): AnalysisProgress => ({
  id: 'a1',
  status: 'processing',
  stage: 'pose',
  fraction: 0.5,
  error: null,
  ...values,
});

afterEach(cleanup);

describe('analysis progress panel', () => {
  it('shows the upload in bytes while the file is sent', () => {
    render(<AnalysisProgressPanel upload={{ sent: 12_400_000, total: 48_000_000 }} progress={null} />);
    expect(screen.getByTestId('upload-bytes').textContent).toBe('12.4 MB of 48.0 MB');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('26');
  });

  it('ticks off the stages done and marks the current one', () => {
    render(<AnalysisProgressPanel upload={null} progress={progress({ stage: 'analysis', fraction: 0 })} />);
    const steps = within(screen.getByRole('list', { name: 'Analysis steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['✓ Received', '✓ Reading frames', '✓ Finding the swing', 'Measuring', 'Coaching']);
    expect(steps[3].getAttribute('aria-current')).toBe('step');
    screen.getByText('Measuring your swing');
  });

  it('says how many swings are ahead and how long it should take', () => {
    render(
      <AnalysisProgressPanel upload={null} progress={progress({ status: 'queued', stage: 'upload', fraction: 1, estimate: { ahead: 2, secondsLeft: 95 } })} />,
    );
    expect(screen.getByTestId('analysis-estimate').textContent).toBe('2 swings ahead of yours, about 1 min 40 s left');
    expect(screen.getByRole('progressbar', { name: 'Analysis progress' }).getAttribute('aria-valuenow')).toBe('0');
  });
});

describe('estimateText', () => {
  it('leaves out a time the server could not estimate, and rounds the rest as a golfer reads it', () => {
    expect(estimateText({ ahead: 1, secondsLeft: null })).toBe('1 swing ahead of yours');
    expect(estimateText({ ahead: 0, secondsLeft: 22 })).toBe('About 20 s left');
    expect(estimateText({ ahead: 0, secondsLeft: 1 })).toBe('Almost done');
    expect(estimateText({ ahead: 0, secondsLeft: 120 })).toBe('About 2 min left');
  });
});
