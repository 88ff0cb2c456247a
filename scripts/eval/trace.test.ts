import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  asDrawn,
  bridgedFrames,
  bridges,
  clubAgainstPlane,
  clubheadLabelsSchema,
  dtlAddressShafts,
  handsAtTop,
  handsLabelsSchema,
  keyFramesWithinAim,
  planeOffset,
  scoreBands,
  shaftAngleError,
  type TraceClipResult,
  type TraceFrameResult,
} from './trace';

const frame = (error: number | null, score: number | null): TraceFrameResult => ({
  name: 'down40',
  frame: 0,
  labelled: 'seen',
  traced: score !== null,
  error,
  score,
});
const clip = (frames: TraceFrameResult[]): TraceClipResult => ({
  clip: 'c.mp4',
  view: 'down-the-line',
  golferHeightPx: 300,
  frames,
  traceMs: 1,
  downswingTraced: 1,
  downswingTracedFrom: {},
  addressShaftErrorDeg: null,
  stillClubShaftErrorDeg: null,
  planeOffsets: [],
  bridged: [],
  handsAtTop: null,
});

describe('scoreBands', () => {
  it('groups the traced labelled frames by the tracker score and counts those within and far beyond the aim', () => {
    const bands = scoreBands([clip([frame(0.3, 0.4), frame(0.02, 0.96), frame(0.2, 1), frame(null, null)]), clip([frame(0.04, 1), frame(0.07, 0.85)])]);
    expect(bands).toEqual([
      { scores: '0–0.5', frames: 1, withinAim: 0, beyondTwiceAim: 1, medianError: 0.3 },
      { scores: '0.5–0.8', frames: 0, withinAim: 0, beyondTwiceAim: 0, medianError: null },
      { scores: '0.8–0.95', frames: 1, withinAim: 0, beyondTwiceAim: 0, medianError: 0.07 },
      { scores: '0.95 and over', frames: 3, withinAim: 2, beyondTwiceAim: 1, medianError: 0.04 },
    ]);
  });
});

describe('the hands labels', () => {
  it('place the wrists of every clip with clubhead labels, each at the frame its clubhead is labelled at the top', () => {
    const read = (name: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/engine/labels', name), 'utf8'));
    const heads = clubheadLabelsSchema.parse(read('clubhead.json')).clips;
    const hands = handsLabelsSchema.parse(read('hands-at-top.json')).clips;
    expect(Object.keys(hands).sort()).toEqual(Object.keys(heads).sort());
    for (const [clip, label] of Object.entries(hands)) expect(label.frame, clip).toBe(heads[clip].top.frame);
  });
});

describe('handsAtTop', () => {
  it('counts the labelled tops whose hands were drawn or read, and those within the aim, apart', () => {
    const hands = (drawn: number | null, read: number | null): TraceClipResult => ({ ...clip([]), handsAtTop: { frame: 0, drawn, read } });
    expect(handsAtTop([hands(0.01, 0.06), hands(null, 0.02), hands(0.05, null), clip([])])).toEqual({
      drawn: { placed: '2/3', withinAim: 2, largestError: 0.05 },
      read: { placed: '2/3', withinAim: 1, largestError: 0.06 },
    });
  });
});

describe('keyFramesWithinAim', () => {
  it('counts, per key frame, the clips traced within the aim among those whose label places the clubhead', () => {
    const at = (name: string, error: number | null, labelled = 'seen'): TraceFrameResult => ({ ...frame(error, error === null ? null : 1), name, labelled });
    const within = keyFramesWithinAim([
      clip([at('address', 0.02), at('top', null, 'hidden'), at('impact', 0.2)]),
      clip([at('address', null), at('top', 0.04), at('impact', 0.05)]),
      clip([at('address', 0.06), at('top', 0.3), at('down40', 0.01)]),
    ]);
    expect(within).toEqual({ address: '1/3', top: '1/2', impact: '1/2' });
  });
});

describe('asDrawn', () => {
  it('counts the labelled clubheads from the top to impact that the player draws, scored at its floor or over', () => {
    const at = (name: string, error: number | null, score: number | null, labelled = 'seen'): TraceFrameResult => ({ ...frame(error, score), name, labelled });
    const sure = clip([at('address', 0.02, 1), at('top', 0.04, 0.96), at('down40', 0.3, 1), at('impact', 0.03, 1)]);
    const unsure = clip([at('top', 0.04, 0.9), at('down60', null, null), at('down80', null, null, 'hidden'), at('impact', 0.07, 0.95)]);
    expect(asDrawn([sure, { ...unsure, downswingTracedFrom: { 0.95: 0.85 } }])).toEqual({
      pathScore: 0.95,
      downswingClubheads: { labelled: 6, drawn: 4, withinAim: 2, beyondTwiceAim: 1 },
      dtlClipsTracedEnough: '1/2',
    });
  });
});

describe('the plane line against the labels', () => {
  it('reads the angle between the drawn shaft and the line to the labelled clubhead in the picture’s pixels', () => {
    // In a 200 × 100 picture, a shaft from (0.25, 0.5) to (0.5, 1) runs 50 px across and 50 down:
    // 45°. The label at (0.5, 0.75) is 50 across and 25 down from the grip: 26.6°.
    const shaft = { grip: { x: 0.25, y: 0.5 }, head: { x: 0.5, y: 1 } };
    expect(shaftAngleError(shaft, { x: 0.5, y: 0.75 }, { width: 200, height: 100 })).toBe(18.4);
    // The same label further along the drawn line is no error; one on the far side is half a turn.
    expect(shaftAngleError(shaft, { x: 0.375, y: 0.75 }, { width: 200, height: 100 })).toBe(0);
    expect(shaftAngleError(shaft, { x: 0.125, y: 0.25 }, { width: 200, height: 100 })).toBe(-180);
  });

  it('counts the down-the-line clips with a plane line drawn and reads their errors whatever the sign', () => {
    const withShaft = (view: TraceClipResult['view'], addressShaftErrorDeg: number | null) => ({ ...clip([]), view, addressShaftErrorDeg });
    const shafts = dtlAddressShafts([
      withShaft('down-the-line', -2),
      withShaft('down-the-line', 6),
      withShaft('down-the-line', null),
      withShaft('face-on', 40),
      withShaft('down-the-line', 1),
    ]);
    expect(shafts).toEqual({ drawn: '3/4', medianAbsErrorDeg: 2, largestAbsErrorDeg: 6 });
    // The plane members see, from the track's club at rest, is counted apart.
    const atRest = dtlAddressShafts(
      [{ ...withShaft('down-the-line', 1), stillClubShaftErrorDeg: -4 }, withShaft('down-the-line', 2)],
      'stillClubShaftErrorDeg',
    );
    expect(atRest).toEqual({ drawn: '1/2', medianAbsErrorDeg: 4, largestAbsErrorDeg: 4 });
  });
});

describe('planeOffset', () => {
  // A down-the-line shaft at address on a 200×100 picture: clubhead low right, grip up and left;
  // the golfer's head above the line.
  const shaft = { head: { x: 0.75, y: 0.9 }, grip: { x: 0.5, y: 0.4 } };
  const size = { width: 200, height: 100 };
  const head = { x: 0.75, y: 0.2 };

  it('reads a point on the head side of the line positive and one beyond it negative, over the height', () => {
    // In pixels the line runs from (150, 90) to (100, 40), along x − y = 60, and the head is at
    // (150, 20). (100, 20) lies 20 / √2 px from the line on the head's side, (100, 60) as far beyond.
    expect(planeOffset({ x: 0.5, y: 0.2 }, shaft, head, size, 10)).toBeCloseTo(20 / Math.SQRT2 / 10, 3);
    expect(planeOffset({ x: 0.5, y: 0.6 }, shaft, head, size, 10)).toBeCloseTo(-20 / Math.SQRT2 / 10, 3);
  });

  it('reads a point on the line, past the hands too, as on the plane', () => {
    expect(planeOffset({ x: 0.25, y: -0.1 }, shaft, head, size, 10)).toBeCloseTo(0, 6);
  });

  it('keeps the head side positive whichever way the line is drawn', () => {
    const reversed = { head: shaft.grip, grip: shaft.head };
    expect(planeOffset({ x: 0.5, y: 0.2 }, reversed, head, size, 10)).toBe(planeOffset({ x: 0.5, y: 0.2 }, shaft, head, size, 10));
  });
});

describe('clubAgainstPlane', () => {
  it('counts the frames with a labelled and a drawn clubhead, those within the aim of the label, and those on the other side', () => {
    const offsets = (planeOffsets: TraceClipResult['planeOffsets']) => ({ ...clip([]), planeOffsets });
    const at = (labelled: number | null, drawn: number | null) => ({ name: 'down60', frame: 0, labelled, drawn });
    expect(clubAgainstPlane([offsets([at(0.2, 0.22), at(0.1, -0.05), at(null, 0.3)]), offsets([at(-0.1, -0.2), at(0.1, null)])])).toEqual({
      labelledAndDrawn: 3,
      withinAim: 1,
      otherSide: 1,
    });
  });
});

describe('bridgedFrames', () => {
  // A 100 × 100 px picture and a golfer 50 px tall: the path runs along y = 0.5.
  const size = { width: 100, height: 100 };
  const runs = [
    {
      points: [
        { frame: 10, x: 0.1, y: 0.5 },
        { frame: 14, x: 0.5, y: 0.5 },
      ],
    },
    { points: [{ frame: 20, x: 0.9, y: 0.5 }] },
  ];

  it('reads a labelled clubhead the line passes over against the line at its frame, and none with a point of its own or in a gap', () => {
    const labelled = {
      down20: { frame: 11, x: 0.2, y: 0.6 },
      down40: { frame: 14, x: 0.6, y: 0.5 },
      down60: { frame: 17, x: 0.7, y: 0.5 },
      down80: { frame: 13, notSeen: 'hidden' as const },
      address: { frame: 12, x: 0.9, y: 0.9 },
    };
    // Frame 11 is a quarter of the way from 10 to 14: the line is at (0.2, 0.5), 10 px from the label.
    expect(bridgedFrames(runs, labelled, size, 50)).toEqual([{ name: 'down20', frame: 11, gapFrames: 4, error: 0.2 }]);
  });

  it('counts the bridged frames, those within the aim and those beyond twice it', () => {
    const bridged = (errors: number[]) => ({ ...clip([]), bridged: errors.map((error) => ({ name: 'down20', frame: 0, gapFrames: 2, error })) });
    expect(bridges([bridged([0.01, 0.07]), bridged([0.2]), bridged([])])).toEqual({ labelledFramesBridged: 3, withinAim: 1, beyondTwiceAim: 1 });
  });
});
