import { LIVE_PHASES, type LivePhase } from '../shared/live';
import { bodyScale, type Handedness } from './body';
import { cameraView, handednessFromPosture, type CameraView } from './orientation';
import { golfPosture, type GolfPosition } from './posture';
import { smoothTrack, type DenseTrack } from './smoothing';
import type { Keypoint, PoseTrack } from './types';

/**
 * The swing phase across live frames: address → backswing → impact → follow-through. Each frame's
 * pose is read on its own with the engine's posture check (golfPosture: hands low in front, beside
 * the body, or above the chest); the machine turns those readings into phases in swing order.
 *
 * Frames come 0.5–2 s apart in the browser (spec §9), so a phase can fall between two frames:
 * a golfer seen at the top and then in the follow-through has passed impact, and the machine
 * reports impact before the follow-through rather than skipping it. Phases are never reported out
 * of order. A frame nobody is seen on, or whose pose is no golf position, changes nothing.
 */

export interface PhaseStep {
  /** The phase after this frame. */
  phase: LivePhase;
  /** Phases entered on this frame, in order (more than one when some fell between frames). */
  entered: LivePhase[];
  /** The engine's reading of this frame's pose, if it is a golf position. */
  position: GolfPosition | null;
}

/**
 * A backswing or impact that has not moved on for this long (on the frames' own clock) was not a
 * swing, or its end fell between frames the machine could not read: start over at the next address.
 * The fixture's 3× slow-motion backswing lasts 1.5 s; real ones under 1.2 s.
 */
const STALLED_MS = 4000;

const BACKSWING_POSITIONS: readonly GolfPosition[] = ['midBackswing', 'top'];
const THROUGH_POSITIONS: readonly GolfPosition[] = ['midFollowThrough', 'finish'];

/** One live frame's pose as a track of one still frame, the form the engine reads a photo in. */
export function singleFrameTrack(keypoints: readonly Keypoint[], width: number, height: number): PoseTrack {
  return {
    source: 'image',
    width,
    height,
    fps: 0,
    frameCount: 1,
    durationMs: 0,
    model: 'lightning',
    frames: [{ frame: 0, timeMs: 0, keypoints: [...keypoints] }],
    motion: [],
  };
}

/** One frame's pose as the one-frame dense track the engine's posture functions read. */
export function denseFrame(keypoints: readonly Keypoint[], width: number, height: number): DenseTrack {
  return smoothTrack(singleFrameTrack(keypoints, width, height));
}

export class LivePhaseMachine {
  /** 'waiting' until a golfer is first seen at address; reported as address (spec: phases start there). */
  private state: LivePhase | 'waiting' = 'waiting';
  private reachedTop = false;
  /** When the current phase was entered, on the frames' clock (ms). */
  private enteredAt = 0;
  /** Read at address and kept through the swing: a swinging body reads ambiguously on its own (oblique, committing to neither axis, until then). */
  private view: CameraView = 'oblique';
  private handedness: Handedness = 'right';

  get phase(): LivePhase {
    return this.state === 'waiting' ? 'address' : this.state;
  }

  /** Reads one frame; `timeMs` is its capture time, increasing from frame to frame. */
  next(keypoints: readonly Keypoint[], width: number, height: number, timeMs: number): PhaseStep {
    if ((this.state === 'backswing' || this.state === 'impact') && timeMs - this.enteredAt > STALLED_MS) this.state = 'waiting';
    const dense = denseFrame(keypoints, width, height);
    const scale = bodyScale(dense, 0, 0);
    if (this.state === 'waiting' || this.state === 'address' || this.state === 'follow-through') {
      // Between swings the golfer may turn or step: read the camera and the hand again each time.
      const view = cameraView(dense, 0, scale);
      const handedness = handednessFromPosture(dense, 0, view);
      if (golfPosture(dense, 0, view, scale, handedness === 'right' ? 1 : -1) === 'address') {
        this.view = view;
        this.handedness = handedness;
      }
    }
    const position = golfPosture(dense, 0, this.view, scale, this.handedness === 'right' ? 1 : -1);
    const entered = this.advance(position);
    if (entered.length > 0) this.enteredAt = timeMs;
    return { phase: this.phase, entered, position };
  }

  private advance(position: GolfPosition | null): LivePhase[] {
    if (position === null) return [];
    const from = this.state;
    if (from === 'waiting' || from === 'follow-through') return position === 'address' ? this.moveTo('address') : [];
    if (from === 'address') {
      if (BACKSWING_POSITIONS.includes(position)) {
        this.reachedTop = position === 'top';
        return this.moveTo('backswing');
      }
      // Seen at address and next in the follow-through: the whole swing fell between two frames.
      return THROUGH_POSITIONS.includes(position) ? this.moveTo('follow-through') : [];
    }
    if (from === 'backswing') {
      this.reachedTop ||= position === 'top';
      // Hands back low: through impact after the top, or a waggle that never went up.
      if (position === 'address') return this.reachedTop ? this.moveTo('impact') : this.moveTo('address');
      return THROUGH_POSITIONS.includes(position) ? this.moveTo('follow-through') : [];
    }
    // Impact: the hands leave the bottom on the other side (down the line, "halfway" or high again).
    return position === 'address' ? [] : this.moveTo('follow-through');
  }

  /** Moves forward to `to`, listing every phase passed on the way (in swing order). */
  private moveTo(to: LivePhase): LivePhase[] {
    const from = this.state;
    this.state = to;
    if (to === 'address') {
      this.reachedTop = false;
      return from === 'address' ? [] : ['address'];
    }
    const start = from === 'waiting' ? 0 : LIVE_PHASES.indexOf(from) + 1;
    return LIVE_PHASES.slice(start, LIVE_PHASES.indexOf(to) + 1);
  }
}
