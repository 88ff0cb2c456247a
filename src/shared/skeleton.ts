import { keypointIndex } from './poseTrack';

/**
 * What the skeleton over a swing is made of, for every place that draws it: the result page's
 * player (a canvas) and the exported video (SVG frames burned in by the worker).
 */

/** The bones drawn between keypoints (COCO body, face left out: it only clutters a swing). */
export const SKELETON_BONES: ReadonlyArray<readonly [number, number]> = (
  [
    ['leftShoulder', 'rightShoulder'],
    ['leftShoulder', 'leftElbow'],
    ['leftElbow', 'leftWrist'],
    ['rightShoulder', 'rightElbow'],
    ['rightElbow', 'rightWrist'],
    ['leftShoulder', 'leftHip'],
    ['rightShoulder', 'rightHip'],
    ['leftHip', 'rightHip'],
    ['leftHip', 'leftKnee'],
    ['leftKnee', 'leftAnkle'],
    ['rightHip', 'rightKnee'],
    ['rightKnee', 'rightAnkle'],
  ] as const
).map(([from, to]) => [keypointIndex(from), keypointIndex(to)] as const);

/** The joints drawn as dots. */
export const SKELETON_JOINTS: readonly number[] = (
  [
    'nose',
    'leftShoulder',
    'rightShoulder',
    'leftElbow',
    'rightElbow',
    'leftWrist',
    'rightWrist',
    'leftHip',
    'rightHip',
    'leftKnee',
    'rightKnee',
    'leftAnkle',
    'rightAnkle',
  ] as const
).map(keypointIndex);

/** Below this confidence MoveNet's point is more guess than measurement; it is not drawn. */
export const MIN_DRAWN_SCORE = 0.25;

/** Bones and joint fill of the golfer's own skeleton. */
export const SKELETON_COLOURS = { bone: '#d4af37', joint: '#faf8f2', shadow: 'rgba(10, 42, 32, 0.55)' } as const;
