import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { syntheticGolfer } from '../../../../swing/syntheticGolfer';
import { syntheticDetail } from '../../../test/analysisDetail';
import { MEMBER, renderWithProviders } from '../../../test/render';
import { trackKey } from '../api';
import { PLAYER_LAYERS_KEY } from '../player/playerLayers';
import { ComparePlayers } from './ComparePlayers';

// Two generated swings of different tempo, each with its video and its stored track.
const golfers = [{}, { backswing: 1.1, downswing: 0.4 }];
const swings = golfers.map((golfer, index) => {
  const id = `c${index}`;
  const urls = { videoUrl: `/api/swing-analyses/${id}/video`, trackUrl: `/api/swing-analyses/${id}/track` };
  return { detail: syntheticDetail(id, '2026-11-20T10:00:00.000Z', golfer, { userId: MEMBER.id, ...urls }), track: syntheticGolfer(golfer).track };
});

function show(shown = swings) {
  const [first, second] = shown as [(typeof swings)[0], (typeof swings)[0]];
  return renderWithProviders(<ComparePlayers first={first.detail} second={second.detail} firstLabel="Earlier" secondLabel="Later" />, {
    user: MEMBER,
    cached: shown.map(({ detail, track }) => [trackKey(detail.trackUrl!), track] as const),
  });
}

/** The swing filmed down the line, with its club at rest a moment before address at `head`. */
function downTheLine({ detail, track }: (typeof swings)[0], head: { x: number; y: number }): (typeof swings)[0] {
  const analysis = detail.analysis!;
  const address = analysis.analysisResults.events.find((event) => event.name === 'address')!.frame;
  return {
    detail: { ...detail, analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, view: 'down-the-line' } } },
    track: { ...track, stillClub: [{ frame: address - 5, head, grip: { x: 0.5, y: 0.6 }, score: 0.9 }] },
  };
}

beforeEach(() => window.localStorage.clear());

describe('the compare’s swing traces', () => {
  it('draws each swing’s own trace by phase over its video, and the other’s dashed white over it', () => {
    show();
    const own = screen.getAllByTestId('swing-trace');
    const other = screen.getAllByTestId('ghost-trace');
    expect(own).toHaveLength(2);
    expect(other).toHaveLength(2);
    for (const trace of own) expect(trace.querySelectorAll('[data-phase="downswing"] polyline').length).toBeGreaterThan(0);
    for (const trace of other) {
      const lines = [...trace.querySelectorAll('[data-testid="ghost-trace-hands"] polyline')];
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.getAttribute('stroke-dasharray'))).toBe(true);
    }
    // Laid on the other video, the second swing's hands are not where they are on its own.
    const pointsOf = (trace: HTMLElement, testId: string) => trace.querySelector(`[data-testid="${testId}"] polyline`)!.getAttribute('points');
    expect(pointsOf(other[0]!, 'ghost-trace-hands')).not.toBe(pointsOf(own[1]!, 'trace-hands'));
  });

  it('hides the hands’ paths with the result page’s switch, and keeps the choice', () => {
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hand path' }));
    expect(screen.queryAllByTestId('trace-hands')).toHaveLength(0);
    expect(screen.queryAllByTestId('ghost-trace-hands')).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem(PLAYER_LAYERS_KEY)!)).toMatchObject({ handPath: false });
    // These generated swings carry no club samples: the club's switch is greyed out.
    expect(screen.getByRole('checkbox', { name: 'Club path' })).toBeDisabled();
  });

  it('draws each down-the-line swing’s own plane line over its own video, and offers no plane face-on', () => {
    const [first, second] = swings as [(typeof swings)[0], (typeof swings)[0]];
    const shown = show([downTheLine(first, { x: 0.6, y: 0.9 }), downTheLine(second, { x: 0.7, y: 0.95 })]);
    expect(screen.getAllByTestId('trace-plane').map((line) => line.getAttribute('x1'))).toEqual(['0.6', '0.7']);
    expect(screen.getByTestId('trace-panel')).toHaveTextContent('The plane line over each down-the-line swing is its own shaft at address.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Plane' }));
    expect(screen.queryAllByTestId('trace-plane')).toHaveLength(0);
    shown.unmount();

    // One swing filmed face-on: only the down-the-line one has a plane.
    window.localStorage.clear();
    show([downTheLine(first, { x: 0.6, y: 0.9 }), second]);
    expect(screen.getAllByTestId('trace-plane').map((line) => line.getAttribute('x1'))).toEqual(['0.6']);
  });

  it('offers no plane when neither swing was filmed down the line', () => {
    show();
    expect(screen.queryByRole('checkbox', { name: 'Plane' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('trace-plane')).toHaveLength(0);
  });
});
