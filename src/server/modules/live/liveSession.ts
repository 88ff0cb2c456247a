import type { PoseEstimator } from '../../../pose/model';
import { PersonTracker } from '../../../pose/personTracker';
import { roundKeypoint } from '../../../pose/precision';
import type { FrameQuality } from '../../../shared/live';
import { decodeLiveFrame, LIVE_TIMINGS, type LiveFrameHeader } from '../../../shared/liveFrames';
import type { ServerSocketMessage } from '../../../shared/socketMessages';
import { liveAdvice, phaseFeedback } from '../../../swing/liveCoaching';
import { LivePhaseMachine } from '../../../swing/livePhases';
import { confidentPerson } from '../../../swing/posture';
import type { Keypoint } from '../../../swing/types';
import type { FrameSource, LiveAnalyser } from './analyser';
import { jpegToRgb } from './framePixels';

/**
 * Frames a session holds while the model is busy. A newer frame pushes out the oldest: live
 * coaching wants the golfer as they are now, and an unbounded queue would only grow the delay.
 */
export const MAX_WAITING_FRAMES = 2;
/** A backpressure warning at most this often, so a fast client is told once, not on every frame. */
const WARNING_EVERY_MS = 1000;

interface WaitingFrame {
  header: LiveFrameHeader;
  jpeg: Uint8Array;
}

/** MoveNet's body joints (no face): their mean score is the frame's confidence. */
const BODY_JOINTS = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
/** Wrists, hips and ankles: a golfer with all of them seen is in the picture whole. */
const WHOLE_BODY_JOINTS = [9, 10, 11, 12, 15, 16];
const SEEN = 0.3;

function frameQuality(keypoints: readonly Keypoint[]): FrameQuality {
  if (!confidentPerson(keypoints)) return 'no_person';
  return WHOLE_BODY_JOINTS.every((k) => (keypoints[k]?.score ?? 0) >= SEEN) ? 'good' : 'partial';
}

function bodyConfidence(keypoints: readonly Keypoint[]): number {
  return Math.round((BODY_JOINTS.reduce((sum, k) => sum + (keypoints[k]?.score ?? 0), 0) / BODY_JOINTS.length) * 1000) / 1000;
}

/**
 * One member's live analysis on one socket: frames in (checked, bounded), the pose of each and the
 * swing phase across them out. The model's work is scheduled by the process-wide LiveAnalyser.
 */
export class LiveSession implements FrameSource {
  private readonly waiting: WaitingFrame[] = [];
  private readonly tracker: PersonTracker;
  private readonly machine = new LivePhaseMachine();
  /** The last pose seen: where the tracker looks first on the next frame. */
  private lastKeypoints: Keypoint[] | null = null;
  private lastWarningAt = 0;
  private closed = false;

  constructor(
    estimator: PoseEstimator,
    private readonly analyser: LiveAnalyser,
    private readonly send: (message: ServerSocketMessage) => void,
  ) {
    this.tracker = new PersonTracker(estimator);
  }

  /** A binary message: checked part by part; a bad one is answered and changes nothing. */
  receiveFrame(bytes: Uint8Array): void {
    const decoded = decodeLiveFrame(bytes);
    if (!decoded.ok) {
      this.send({ type: 'live_error', data: { code: decoded.code, message: decoded.message, frameId: decoded.frameId } });
      return;
    }
    if (this.waiting.length >= MAX_WAITING_FRAMES) {
      this.waiting.shift();
      this.warnBackpressure();
    }
    this.waiting.push({ header: decoded.header, jpeg: decoded.jpeg });
    this.analyser.schedule(this);
  }

  close(): void {
    this.closed = true;
    this.waiting.length = 0;
    this.analyser.forget(this);
  }

  hasWaitingFrames(): boolean {
    return this.waiting.length > 0;
  }

  waitingFrames(): number {
    return this.waiting.length;
  }

  async processNext(): Promise<boolean> {
    const frame = this.waiting.shift();
    if (!frame || this.closed) return false;
    const { header } = frame;
    const pixels = await jpegToRgb(frame.jpeg, header.width, header.height);
    if (this.closed) return false;
    if (!pixels.ok) {
      this.send({ type: 'live_error', data: { code: 'bad_image', message: pixels.message, frameId: header.frameId } });
      return true;
    }
    const { width, height } = pixels.image;
    const pose = this.tracker.estimate(pixels.image, this.lastKeypoints ? [this.lastKeypoints] : []);
    const keypoints = pose.keypoints.map(roundKeypoint);
    this.lastKeypoints = confidentPerson(keypoints) ? keypoints : null;
    const step = this.machine.next(keypoints, width, height, header.timestamp);
    this.send({
      type: 'binary_frame_analysis',
      data: { frameId: header.frameId, phase: step.phase, quality: frameQuality(keypoints), confidence: bodyConfidence(keypoints), keypoints },
    });
    for (const phase of step.entered) {
      const advice = liveAdvice(phase, keypoints, width, height);
      this.send({ type: 'pose_analysis', data: advice });
      const feedback = phaseFeedback(advice);
      if (feedback) this.send({ type: 'coaching_feedback', data: { message: feedback, phase } });
    }
    return true;
  }

  private warnBackpressure(): void {
    const now = Date.now();
    if (now - this.lastWarningAt < WARNING_EVERY_MS) return;
    this.lastWarningAt = now;
    // What the frames already waiting (everyone's) will take, rounded up to 100 ms and never more
    // than the slowest pace the browser uses anyway.
    const delay = Math.min(LIVE_TIMINGS.maxFrameIntervalMs, Math.ceil(this.analyser.backlogMs() / 100) * 100);
    this.send({ type: 'backpressure_warning', data: { recommendedDelay: Math.max(100, delay) } });
  }
}
