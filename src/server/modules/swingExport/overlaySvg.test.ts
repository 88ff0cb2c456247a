import { describe, expect, it } from 'vitest';
import type { ClubSample } from '../../../shared/clubTrack';
import { syntheticGolfer } from '../../../swing/syntheticGolfer';
import { CLUB_PATH_SCORE } from '../../../shared/swingTrace';
import { PHASE_COLOURS, PLANE_COLOUR } from '../../../shared/swingTracePhases';
import { HOLD_SECONDS, overlayPainter, poseAtFrame, type OverlayScene } from './overlaySvg';

const { track } = syntheticGolfer({ view: 'down-the-line', seed: 9 });
const events = [
  { name: 'address' as const, frame: 10, timeMs: 333 },
  { name: 'top' as const, frame: 50, timeMs: 1667 },
  { name: 'impact' as const, frame: 80, timeMs: 2667 },
  { name: 'finish' as const, frame: 110, timeMs: 3667 },
];
const ALL = { skeleton: true, trace: true, drawings: true, events: true };
const scene = (overrides: Partial<OverlayScene> = {}): OverlayScene => ({
  track,
  events,
  view: 'down-the-line',
  drawings: [],
  overlays: ALL,
  width: 720,
  height: 720,
  ...overrides,
});
const club = (frames: number[], score: number): ClubSample[] =>
  frames.map((frame) => ({ frame, head: { x: 0.2 + frame / 1000, y: 0.8 }, grip: { x: 0.5, y: 0.5 }, score }));
const clubFrames = [60, 61, 62, 63];
/** The clubhead's run as the overlay writes it (720 px frame), then the stroke of its phase. */
const clubAt = (frame: number) => `${Math.round((0.2 + frame / 1000) * 7200) / 10},576`;
const clubLine = (frames: number[]) => `points="${frames.map(clubAt).join(' ')}" fill="none" stroke="${PHASE_COLOURS.downswing}"`;

describe('an exported frame’s overlay', () => {
  it('places the pose between posed frames', () => {
    const thinned = { ...track, frames: track.frames.filter((posed) => posed.frame % 2 === 0) };
    const between = poseAtFrame(thinned, 41)!;
    const before = thinned.frames.find((posed) => posed.frame === 40)!.keypoints[9]!;
    const after = thinned.frames.find((posed) => posed.frame === 42)!.keypoints[9]!;
    expect(between[9]!.x).toBeCloseTo((before.x + after.x) / 2, 6);
  });

  it('draws the clubhead’s path only from confident club samples, up to the frame shown, coloured by phase', () => {
    const confident = overlayPainter(scene({ track: { ...track, club: club(clubFrames, CLUB_PATH_SCORE + 0.01) } }));
    expect(confident(62)).toContain(clubLine([60, 61, 62]));
    // The first clubhead alone, with nothing yet to join: a dot (the line's round caps on one point).
    expect(confident(60)).toContain(clubLine([60, 60]));
    expect(confident(59)).not.toContain(',576');
    expect(overlayPainter(scene({ track: { ...track, club: club(clubFrames, CLUB_PATH_SCORE - 0.01) } }))(62)).not.toContain(',576');
    // Without club samples only the hands are traced: the backswing's colour, then the downswing's.
    expect(overlayPainter(scene())(30)).toContain(`stroke="${PHASE_COLOURS.backswing}"`);
    expect(overlayPainter(scene())(30)).not.toContain(`stroke="${PHASE_COLOURS.downswing}"`);
    expect(overlayPainter(scene())(60)).toContain(`stroke="${PHASE_COLOURS.downswing}"`);
  });

  it('draws the plane line along the shaft at address on a down-the-line swing, as the player does', () => {
    // The club at rest before address: clubhead (0.6, 0.9), hands (0.5, 0.6); on 1.6 shaft lengths past them.
    const atRest = { ...track, stillClub: [{ frame: 8, head: { x: 0.6, y: 0.9 }, grip: { x: 0.5, y: 0.6 }, score: 0.9 }] };
    const plane = `x1="432" y1="648" x2="244.8" y2="86.4" stroke="${PLANE_COLOUR}"`;
    expect(overlayPainter(scene({ track: atRest }))(0)).toContain(plane);
    expect(overlayPainter(scene({ track: atRest }))(100)).toContain(plane);
    expect(overlayPainter(scene({ track: atRest, view: 'face-on' }))(0)).not.toContain(PLANE_COLOUR);
    expect(overlayPainter(scene({ track: atRest, overlays: { ...ALL, trace: false } }))(0)).not.toContain(PLANE_COLOUR);
    expect(overlayPainter(scene())(0)).not.toContain(PLANE_COLOUR);
  });

  it('breaks the clubhead’s path at every frame the club was not placed on, and dots a clubhead seen alone', () => {
    const lost = overlayPainter(scene({ track: { ...track, club: club([60, 61, 62, 64, 65, 67], CLUB_PATH_SCORE + 0.01) } }))(77);
    expect(lost).toContain(clubLine([60, 61, 62]));
    expect(lost).toContain(clubLine([64, 65]));
    expect(lost).toContain(clubLine([67, 67]));
    expect(lost).not.toContain(`${clubAt(62)} ${clubAt(64)}`);
  });

  it('takes the clip’s slow motion, as the player does: a clubhead jump no club makes in the real time between two frames is a gap', () => {
    // Frame 62's clubhead sits 0.3 of the frame (216 px) on from frame 61's.
    const jumped = club([60, 61, 62], CLUB_PATH_SCORE + 0.01).map((sample) => (sample.frame === 62 ? { ...sample, head: { x: 0.6, y: 0.8 } } : sample));
    const paint = (slowMotionFactor?: number) => overlayPainter(scene({ track: { ...track, club: jumped }, slowMotionFactor }))(70);
    expect(paint()).toContain(`${clubAt(61)} 432,576`);
    expect(paint(20)).not.toContain(`${clubAt(61)} 432,576`);
    expect(paint(20)).toContain(clubLine([60, 61]));
  });

  it('holds a drawing and a position’s name for a second from their frame, and draws only what was chosen', () => {
    const line = {
      frame: 80,
      label: 'Belt <line>',
      shape: {
        kind: 'line' as const,
        points: [
          { x: 0.1, y: 0.5 },
          { x: 0.9, y: 0.5 },
        ] as [{ x: number; y: number }, { x: number; y: number }],
      },
    };
    const paint = overlayPainter(scene({ drawings: [line] }));
    const holdFrames = HOLD_SECONDS * track.fps;
    expect(paint(79)).not.toContain('Belt');
    expect(paint(80)).toContain('Belt &lt;line&gt;');
    expect(paint(80)).toContain('>Impact</text>');
    expect(paint(80 + holdFrames - 1)).toContain('Belt');
    expect(paint(80 + holdFrames)).not.toContain('Belt');
    const bare = overlayPainter(scene({ drawings: [line], overlays: { skeleton: false, trace: false, drawings: false, events: false } }))(80);
    expect(bare).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="720" height="720" viewBox="0 0 720 720"></svg>');
  });
});
