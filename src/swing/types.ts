/**
 * The contract between pose inference (src/pose) and the swing engine (src/swing): src/pose
 * produces a PoseTrack from a video or an image; src/swing turns it into a SwingReport. The track
 * is also stored and sent to the browser, so its one definition lives in src/shared/poseTrack.ts.
 */
export { KEYPOINT_NAMES, type Keypoint, type KeypointName, type MotionSample, type PoseFrame, type PoseTrack } from '../shared/poseTrack';
