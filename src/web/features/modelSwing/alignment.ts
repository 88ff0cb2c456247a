import type { SwingEvent } from '../../../shared/analysis';
import type { Keypoint, PoseTrack } from '../../../swing/types';
import { swingTrace, type SwingTrace } from '../../../shared/swingTrace';
import { ghostPose, stanceOf, type Stance } from '../analysis/compare/ghost';
import { ghostTrace } from '../analysis/compare/ghostTrace';
import { mapTime, matchingAnchors, swapAnchors, type Anchor } from '../analysis/compare/timeMapping';
import { poseAt } from '../analysis/player/poseTrack';
import { DEFAULT_FPS } from '../analysis/player/usePlayback';

/** The positions the two swings are synced at; between them time is stretched or squeezed. */
const SYNC_EVENTS: ReadonlySet<SwingEvent['name']> = new Set(['address', 'top', 'impact', 'finish']);

/** One swing of the comparison: its track and the events read (or moved) on it. */
export interface AlignedSide {
  track: PoseTrack;
  events: readonly SwingEvent[];
  /** The clip's slow motion (AnalysisResults' timing), for its trace. */
  slowMotionFactor?: number;
}

export interface ModelAlignment {
  /** Member's seconds ↔ model's seconds at address, top, impact and finish. */
  anchors: Anchor[];
  /** The model's pose at the member's clip time, in the member's frame, on the member's feet and at their size. */
  modelPoseAt: (memberSeconds: number) => Keypoint[] | null;
  /** The member's swing trace, as their result page draws it. */
  memberTrace: SwingTrace;
  /** The model's swing trace on the member's feet, at their size, its frames on the member's clip. */
  modelTrace: SwingTrace;
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
  return {
    anchors,
    modelPoseAt,
    memberTrace: swingTrace(member.track, member.events, member.slowMotionFactor),
    modelTrace: ghostTrace(swingTrace(model.track, model.events, model.slowMotionFactor), ghost, host, swapAnchors(anchors)),
  };
}

function side(track: PoseTrack, stance: Stance) {
  return { width: track.width, height: track.height, fps: track.fps > 0 ? track.fps : DEFAULT_FPS, stance };
}
