/**
 * Could a swing's length (full, three-quarter, half, chip) be read from the pose at its top?
 * Measures, on every labelled clip, where the hands are at the labelled address, toe-up (the shaft
 * parallel, about hip height), mid-backswing (the lead arm parallel: the top of a half swing) and
 * top (of these full swings), two ways, and prints JSON:
 *
 * - `handsAboveHips`: the hands' height above the hips' middle, in torso lengths at address;
 * - `leadWristAboveShoulder`: the lead wrist's height above the lead shoulder, in lead-arm lengths
 *   at address (shoulder to wrist, the arm hanging).
 *
 * A reading can tell a half swing from a full one only if every full swing's top stands above
 * every lead-arm-parallel position; `overlap` counts the tops that do not (docs/decisions/2415).
 *
 *   npm run eval:length [-- <folder>] [--tracks=<dir>]
 */
import { resolve } from 'node:path';
import { hands, hipMid, leadSide, sideJoint, torsoLength } from '../src/swing/body';
import { smoothTrack, type DenseTrack } from '../src/swing/smoothing';
import { labelledClips } from './eval/labelSets';
import { midEventLabels } from './eval/midEvents';
import { evalArgs, poseTrack } from './eval/tracks';

const POSITIONS = ['address', 'toeUp', 'midBackswing', 'top'] as const;
type Position = (typeof POSITIONS)[number];
type Reading = 'handsAboveHips' | 'leadWristAboveShoulder';
type ClipReadings = { clip: string; view: string } & Record<Position, Record<Reading, number>>;

const args = evalArgs(process.argv.slice(2));
const mids = midEventLabels();
const clips: ClipReadings[] = [];
for (const [clip, label] of Object.entries(labelledClips(args.folder, args.set))) {
  const mid = mids[clip];
  if (!mid) continue;
  const dense = smoothTrack((await poseTrack(resolve(args.folder, clip), args)).track);
  const frames: Record<Position, number> = {
    address: label.events.address,
    toeUp: mid.events.toeUp,
    midBackswing: mid.events.midBackswing,
    top: label.events.top,
  };
  const lead = leadSide(label.handedness);
  const at = (frame: number) => frame - dense.firstFrame;
  const address = at(frames.address);
  const torso = torsoLength(dense, address);
  const arm = distanceBetween(dense, address, lead);
  const read = (frame: number): Record<Reading, number> => ({
    handsAboveHips: round((hipMid(dense, at(frame)).y - hands(dense, at(frame)).y) / torso),
    leadWristAboveShoulder: round((sideJoint(dense, at(frame), lead, 'Shoulder').y - sideJoint(dense, at(frame), lead, 'Wrist').y) / arm),
  });
  clips.push({
    clip,
    view: label.view,
    address: read(frames.address),
    toeUp: read(frames.toeUp),
    midBackswing: read(frames.midBackswing),
    top: read(frames.top),
  });
}

const summary = Object.fromEntries(
  (['handsAboveHips', 'leadWristAboveShoulder'] as const).map((reading) => {
    const range = (position: Position) => {
      const values = clips.map((clip) => clip[position][reading]).sort((a, b) => a - b);
      return { min: values[0], median: round(values[values.length >> 1]), max: values[values.length - 1] };
    };
    const highestLeadArmParallel = Math.max(...clips.map((clip) => clip.midBackswing[reading]));
    const lowestTop = Math.min(...clips.map((clip) => clip.top[reading]));
    return [
      reading,
      {
        ...Object.fromEntries(POSITIONS.map((position) => [position, range(position)])),
        overlap: {
          topsAtOrBelowTheHighestLeadArmParallel: clips.filter((clip) => clip.top[reading] <= highestLeadArmParallel).length,
          leadArmParallelAtOrAboveTheLowestTop: clips.filter((clip) => clip.midBackswing[reading] >= lowestTop).length,
          of: clips.length,
        },
      },
    ];
  }),
);
console.log(JSON.stringify({ folder: args.folder, summary, clips }, null, 2));

function distanceBetween(dense: DenseTrack, i: number, side: 'left' | 'right'): number {
  const shoulder = sideJoint(dense, i, side, 'Shoulder');
  const wrist = sideJoint(dense, i, side, 'Wrist');
  return Math.hypot(shoulder.x - wrist.x, shoulder.y - wrist.y);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
