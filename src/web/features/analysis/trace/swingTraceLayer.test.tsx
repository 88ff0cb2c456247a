import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PoseTrack } from '../../../../shared/poseTrack';
import { syntheticGolfer } from '../../../../swing/syntheticGolfer';
import { syntheticDetail } from '../../../test/analysisDetail';
import { MEMBER, renderWithProviders } from '../../../test/render';
import { AnalysisDetailView } from '../AnalysisDetailView';
import { trackKey } from '../api';
import { PLAYER_LAYERS_KEY } from '../player/playerLayers';

const detail = syntheticDetail(
  't1',
  '2026-11-20T10:00:00.000Z',
  {},
  { userId: MEMBER.id, videoUrl: '/api/swing-analyses/t1/video', trackUrl: '/api/swing-analyses/t1/track' },
);
const { track } = syntheticGolfer({});
const events = detail.analysis!.analysisResults.events;
const frameOf = (name: string) => events.find((event) => event.name === name)!.frame;

function show(withTrack: PoseTrack, view = detail) {
  return renderWithProviders(<AnalysisDetailView detail={view} />, { user: MEMBER, cached: [[trackKey(view.trackUrl!), withTrack]] });
}

/** The track with the club seen in the downswing only, on the frames `seen` keeps. */
function withDownswingClub(seen: (frame: number) => boolean): PoseTrack {
  const club = track.frames
    .filter((pose) => pose.frame >= frameOf('top') && pose.frame <= frameOf('impact') && seen(pose.frame))
    .map((pose) => ({ frame: pose.frame, head: { x: 0.3, y: 0.8 }, grip: { x: pose.keypoints[9]!.x, y: pose.keypoints[9]!.y }, score: 0.97 }));
  return { ...track, club };
}

beforeEach(() => window.localStorage.clear());

describe('the swing trace on the result page', () => {
  it('draws the hands’ path in the three phases, whole while paused, and says the club is not traced through it', () => {
    show(track);
    const hands = screen.getByTestId('trace-hands');
    expect([...new Set([...hands.querySelectorAll('[data-phase]')].map((run) => run.getAttribute('data-phase')))]).toEqual([
      'backswing',
      'downswing',
      'followThrough',
    ]);
    expect(screen.getByTestId('trace-club').children).toHaveLength(0);
    const panel = screen.getByTestId('trace-panel');
    expect(within(panel).getByRole('checkbox', { name: 'Club path' })).toBeDisabled();
    expect(panel).toHaveTextContent('The club is not traced through this swing');
  });

  it('draws the club where the track carries it, and says how much of the downswing that is when not all', () => {
    const whole = show(withDownswingClub(() => true));
    expect(screen.getByTestId('trace-club').querySelectorAll('[data-phase="downswing"]').length).toBeGreaterThan(0);
    expect(screen.getByTestId('trace-panel')).not.toHaveTextContent(/club (was|itself)/);
    whole.unmount();

    show(withDownswingClub((frame) => frame % 3 === 0));
    // Every third frame: each clubhead on its own, drawn as a dot (a line of one point twice), never joined.
    const runs = [...screen.getByTestId('trace-club').querySelectorAll('[data-phase="downswing"] polyline')];
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) expect(run.getAttribute('points')).toMatch(/^(\S+) \1$/);
    expect(screen.getByTestId('trace-panel')).toHaveTextContent('and a dot is a clubhead seen with no sure neighbour to join it to.');
    expect(screen.getByTestId('trace-panel')).toHaveTextContent(/The club was seen clearly on 3\d % of the downswing/);
  });

  it('says the club is being traced while it is, and draws it once the track at its new address arrives', () => {
    const tracing = { ...detail, clubTrace: 'tracing' as const };
    const { queryClient, rerender } = show(track, tracing);
    expect(screen.getByTestId('trace-panel')).toHaveTextContent('Tracing the club through this swing: its path appears here in a few seconds.');
    expect(screen.getByRole('checkbox', { name: 'Club path' })).toBeDisabled();

    const traced = { ...detail, clubTrace: 'traced' as const, trackUrl: `${detail.trackUrl}?v=club` };
    const again = () =>
      rerender(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <AnalysisDetailView detail={traced} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    again();
    // The track without the club stays drawn until the one with it arrives.
    expect(screen.getByTestId('trace-hands').children.length).toBeGreaterThan(0);
    queryClient.setQueryData(
      trackKey(traced.trackUrl),
      withDownswingClub(() => true),
    );
    again();
    expect(screen.getByTestId('trace-club').querySelectorAll('[data-phase="downswing"]').length).toBeGreaterThan(0);
    expect(screen.getByTestId('trace-panel')).not.toHaveTextContent('Tracing the club');
  });

  it('keeps each layer’s switch between visits', () => {
    const first = show(track);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hand path' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skeleton' }));
    expect(screen.queryByTestId('trace-hands')).not.toBeInTheDocument();
    first.unmount();

    show(track);
    expect(screen.getByRole('checkbox', { name: 'Hand path' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Skeleton' })).not.toBeChecked();
    expect(screen.queryByTestId('trace-hands')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(PLAYER_LAYERS_KEY)!)).toEqual({ handPath: false, skeleton: false });
  });

  it('offers the address plane on a down-the-line view only, from the club seen at address', () => {
    const analysis = detail.analysis!;
    const downTheLine = { ...detail, analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, view: 'down-the-line' as const } } };
    const address = frameOf('address');
    const atAddress = { frame: address, head: { x: 0.6, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.9 };
    const first = show({ ...track, club: [atAddress] }, downTheLine);
    expect(screen.getByTestId('trace-plane')).toHaveAttribute('x1', '0.6');
    const colours = () => screen.getByRole('list', { name: 'Trace colours' });
    expect(colours()).toHaveTextContent('Plane at address');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Plane' }));
    expect(colours()).not.toHaveTextContent('Plane at address');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Plane' }));
    first.unmount();

    const second = show(track, downTheLine);
    expect(screen.getByRole('checkbox', { name: 'Plane' })).toBeDisabled();
    expect(screen.queryByTestId('trace-plane')).not.toBeInTheDocument();
    expect(screen.getByTestId('trace-panel')).toHaveTextContent('The club was not seen clearly at address, so no plane is drawn.');
    expect(colours()).not.toHaveTextContent('Plane at address');
    second.unmount();

    // A track read by tracking today: no club path, the club at rest a moment before address.
    const atRest = show({ ...track, stillClub: [{ ...atAddress, frame: address - 10 }] }, downTheLine);
    expect(screen.getByTestId('trace-plane')).toHaveAttribute('x1', '0.6');
    expect(screen.getByTestId('trace-panel')).toHaveTextContent('The plane line is the shaft as the club rested at address.');
    atRest.unmount();

    show({ ...track, club: [atAddress] }, { ...detail, analysis: { ...analysis, analysisResults: { ...analysis.analysisResults, view: 'face-on' as const } } });
    expect(screen.queryByRole('checkbox', { name: 'Plane' })).not.toBeInTheDocument();
  });
});
