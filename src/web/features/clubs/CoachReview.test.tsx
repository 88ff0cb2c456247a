import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { syntheticGolfer } from '../../../swing/syntheticGolfer';
import { syntheticDetail } from '../../test/analysisDetail';
import { MEMBER, renderWithProviders } from '../../test/render';
import { trackKey } from '../analysis/api';
import { CoachReview } from './CoachReview';

const detail = syntheticDetail(
  'r1',
  '2026-11-20T10:00:00.000Z',
  {},
  { userId: MEMBER.id, videoUrl: '/api/swing-analyses/r1/video', trackUrl: '/api/swing-analyses/r1/track' },
);

beforeEach(() => window.localStorage.clear());

describe('the club coach’s review player', () => {
  it('draws the swing trace the member’s result page draws, with its switches', () => {
    renderWithProviders(<CoachReview detail={detail} />, { user: MEMBER, cached: [[trackKey(detail.trackUrl!), syntheticGolfer({}).track]] });
    const phases = [...screen.getByTestId('trace-hands').querySelectorAll('[data-phase]')].map((run) => run.getAttribute('data-phase'));
    expect(new Set(phases)).toEqual(new Set(['backswing', 'downswing', 'followThrough']));
    expect(screen.getByRole('checkbox', { name: 'Hand path' })).toBeChecked();
    expect(screen.getByTestId('trace-panel')).toHaveTextContent('The club is not traced through this swing');
  });
});
