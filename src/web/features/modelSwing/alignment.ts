import type { SwingEvent } from '../../../shared/analysis';
import type { Keypoint, PoseTrack } from '../../../swing/types';
import { ghostPose, stanceOf, type Stance } from '../analysis/compare/ghost';
import { mapTime, matchingAnchors, type Anchor } from '../analysis/compare/timeMapping';
import { poseAt } from '../analysis/player/poseTrack';
import { handsOf, type PathPoint } from './handsPath';

/** The positions the two swings are synced at; between them time is stretched or squeezed. */
const SYNC_EVENTS: ReadonlySet<SwingEvent['name']> = new Set(['address', 'top', 'impact', 'finish']);

/** One swing of the comparison: its track and the events read (or moved) on it. */
export interface AlignedSide {
  track: PoseTrack;
  events: readonly SwingEvent[];
}

export interface ModelAlignment {
  /** Member's seconds ↔ model's seconds at address, top, impact and finish. */
  anchors: Anchor[];
  /** The model's pose at the member's clip time, in the member's frame, on the member's feet and at their size. */
  modelPoseAt: (memberSeconds: number) => Keypoint[] | null;
  /** The hands' path of each from address to finish, at the member's frame times, in the member's frame. */
  memberHands: Array<PathPoint | null>;
  modelHands: Array<PathPoint | null>;
}

const syncEvents = (events: readonly SwingEvent[]) => events.filter((event) => SYNC_EVENTS.has(event.name));

/**
 * The model laid over the member's swing: placed at address by the body (the ankles' midpoint
 * and the height from it to the head: ghost.ts) and synced at the four events with the time map
 * of the side-by-side compare (timeMapping.ts). Null when either golfer's feet or head were not
 * seen at address: there is then nothing to stand the model on.
 */
export function alignModel(member: AlignedSide, model: AlignedSide): ModelAlignment | null {
  const memberStance = stanceOf(member.track, member.events);
  const modelStance = stanceOf(model.track, model.events);
  if (!memberStance || !modelStance) return null;
  const anchors = matchingAnchors(syncEvents(member.events), syncEvents(model.events));
  if (anchors.length < 2) return null;
  const host = side(member.track, memberStance);
  const ghost = side(model.track, modelStance);
  const modelPoseAt = (memberSeconds: number) => {
    const pose = poseAt(model.track, mapTime(memberSeconds, anchors) * 1000);
    return pose && ghostPose(pose, ghost, host);
  };
  const first = anchors[0]!.a;
  const last = anchors[anchors.length - 1]!.a;
  const times = member.track.frames.map((frame) => frame.timeMs / 1000).filter((seconds) => seconds >= first && seconds <= last);
  const pathOf = (poseAtTime: (seconds: number) => Keypoint[] | null) =>
    times.map((seconds) => {
      const pose = poseAtTime(seconds);
      const hands = pose && handsOf(pose);
      return hands ? { seconds, ...hands } : null;
    });
  return {
    anchors,
    modelPoseAt,
    memberHands: pathOf((seconds) => poseAt(member.track, seconds * 1000)),
    modelHands: pathOf(modelPoseAt),
  };
}

function side(track: PoseTrack, stance: Stance) {
  return { width: track.width, height: track.height, stance };
}
