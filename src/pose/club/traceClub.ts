import type { ClubSample } from '../../shared/clubTrack';
import { detectSwing, sourceFrame, type DetectedSwing } from '../../swing/detect';
import { EVENT_CONSTANTS } from '../../swing/eventConstants';
import type { Keypoint, PoseFrame, PoseTrack } from '../../swing/types';
import { framePicture, keypointsBetween, type TrackedFrame } from '../trackFrames';
import { ClubTracker, gripOf, searchScale } from './clubTracker';
import { steadyClub, stillClubWhereUnseen } from './steadyClub';

/**
 * The frames the club is followed over; the takeaway, before which a still club fills the frames
 * whose search found nothing; and impact, up to which the club may be seen end on (ClubTracker.next).
 */
export interface ClubStretch {
  first: number;
  last: number;
  restUntil: number;
  endOnUntil: number;
}

/**
 * Seconds of the clip before the engine's address that the club is followed from. The tracker
 * searches a still club once and keeps that answer while nothing moves, so where it starts decides
 * which frame a still address is read on. From 1.5 to 3 s the dev clips' traces are those of every
 * frame of the clip; from 1 s or less, the 60 fps driver's faint shaft is read cut short (decision
 * 2810). A member may also move the address marker earlier.
 */
const BEFORE_ADDRESS_S = 2;
/** Seconds after the engine's finish it is followed to: a finish marker moved a little later keeps its club. */
const AFTER_FINISH_S = 0.5;

/**
 * The stretches of the clip to follow the club over, one for each swing the engine finds, in the
 * clip's order as the engine lists them: from shortly before the swing's address to shortly after
 * its finish. Every swing is read, not only the one measured, because the member may pick another
 * swing of a clip of several (decision 2414) and its trace comes from the same stored track
 * (decision 2818). No frame is read twice: where two stretches meet, the earlier one ends where
 * the later one starts, since the next swing's still address needs its seconds before the takeaway
 * more than this finish needs its half second after; but never before its own finish, and the
 * later one then starts after it. Empty when the engine finds no swing. Frames are counted on the
 * track's own clock (every decoded frame's time).
 */
export function swingStretches(track: PoseTrack): ClubStretch[] {
  const measured = detectSwing(track);
  if (!measured) return [];
  const stretches = measured.swings
    .map((_, swing) => (swing === measured.analysed ? measured : detectSwing(track, EVENT_CONSTANTS, swing)))
    .flatMap((detected) => {
      const stretch = detected && stretchOf(track, detected);
      return stretch ? [stretch] : [];
    });
  for (let k = 1; k < stretches.length; k += 1) {
    const [before, after] = [stretches[k - 1], stretches[k]];
    before.last = Math.min(before.last, Math.max(before.finish, after.first - 1));
    after.first = Math.max(after.first, before.last + 1);
  }
  return stretches.filter(({ first, last }) => first <= last).map(({ first, last, restUntil, endOnUntil }) => ({ first, last, restUntil, endOnUntil }));
}

/** A swing's stretch, and the frame of its finish, which a later swing's stretch may not cut. */
function stretchOf(track: PoseTrack, detected: DetectedSwing): (ClubStretch & { finish: number }) | null {
  const frameOf = (name: 'address' | 'takeaway' | 'impact' | 'finish') => sourceFrame(detected.dense, detected.events[name]);
  const timeOf = (frame: number) => track.motion.find((sample) => sample.frame >= frame)?.timeMs ?? Number.POSITIVE_INFINITY;
  const fromMs = timeOf(frameOf('address')) - BEFORE_ADDRESS_S * 1000;
  const toMs = timeOf(frameOf('finish')) + AFTER_FINISH_S * 1000;
  const inStretch = track.motion.filter((sample) => sample.timeMs >= fromMs && sample.timeMs <= toMs);
  if (inStretch.length === 0) return null;
  return {
    first: inStretch[0].frame,
    last: inStretch[inStretch.length - 1].frame,
    restUntil: frameOf('takeaway'),
    endOnUntil: frameOf('impact'),
    finish: frameOf('finish'),
  };
}

/**
 * The size of the frames the club tracker searches on in the stretch: frames of `size` (the posed
 * frames') shrunk as many times as the tracker would shrink them itself at the stretch's first
 * golfer (searchScale); null when no pose in the stretch places the hands. Frames decoded straight
 * to it are the smallest the search can read.
 */
export function clubSearchSize(track: PoseTrack, stretch: ClubStretch, size: { width: number; height: number }): { width: number; height: number } | null {
  const poses = posesOf(track);
  for (const { frame, timeMs } of track.motion) {
    if (frame < stretch.first || frame > stretch.last) continue;
    const keypoints = keypointsAt(poses, frame, timeMs);
    const scale = keypoints && searchScale(keypoints, size.width, size.height);
    if (scale) return { width: Math.floor(size.width / scale), height: Math.floor(size.height / scale) };
  }
  return null;
}

/**
 * The club over one stretch of a clip (a swing: see swingStretches), read again after tracking:
 * every frame of the stretch through the club tracker with the pose tracking gave it (posed, or
 * placed between posed frames), then the tracker's second pass over the still club
 * (steadyClub, stillClubWhereUnseen). `frames` are the clip's, in order, of any one size (the
 * poses are normalised); frames before the stretch are passed over, and reading stops after it.
 * Each frame is released once read. `waitTurn` is asked before each frame searched (TrackFramesHooks.waitTurn).
 */
export async function traceClub(
  frames: AsyncIterable<TrackedFrame>,
  track: PoseTrack,
  stretch: ClubStretch,
  waitTurn?: () => Promise<void> | undefined,
): Promise<ClubSample[]> {
  const poses = posesOf(track);
  const tracker = new ClubTracker();
  const samples: ClubSample[] = [];
  const unseen: Pick<ClubSample, 'frame' | 'grip'>[] = [];
  for await (const frame of frames) {
    if (frame.index > stretch.last) {
      frame.release?.();
      break;
    }
    const keypoints = frame.index >= stretch.first ? keypointsAt(poses, frame.index, frame.timeMs) : null;
    if (!keypoints) {
      frame.release?.();
      continue;
    }
    await waitTurn?.();
    const picture = await framePicture(frame);
    const sample = tracker.next(picture, keypoints, frame.index <= stretch.endOnUntil);
    const grip = !sample && gripOf(keypoints, picture.width, picture.height);
    frame.release?.();
    if (sample) samples.push(sample);
    else if (grip) unseen.push({ frame: frame.index, grip });
  }
  const picture = { width: track.width, height: track.height, frameMs: 1000 / track.fps };
  return stillClubWhereUnseen(steadyClub(samples, picture), unseen, picture, stretch.restUntil);
}

interface Poses {
  byFrame: ReadonlyMap<number, PoseFrame>;
  first: number;
  last: number;
}

function posesOf(track: PoseTrack): Poses {
  return { byFrame: new Map(track.frames.map((f) => [f.frame, f])), first: track.frames[0]?.frame ?? 0, last: track.frames.at(-1)?.frame ?? -1 };
}

/** A frame's pose, posed or placed between posed frames; null outside the posed frames (nothing to place it between). */
function keypointsAt({ byFrame, first, last }: Poses, frame: number, timeMs: number): Keypoint[] | null {
  if (frame < first || frame > last) return null;
  return byFrame.get(frame)?.keypoints ?? keypointsBetween(byFrame, frame, timeMs);
}
