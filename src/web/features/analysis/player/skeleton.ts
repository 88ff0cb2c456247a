import { MIN_DRAWN_SCORE, SKELETON_BONES, SKELETON_COLOURS, SKELETON_JOINTS as JOINTS } from '../../../../shared/skeleton';
import type { Keypoint } from '../../../../swing/types';
import type { Rect } from './poseTrack';

export { MIN_DRAWN_SCORE };

/** Bones and joint fill: gold for the golfer in the video, white for a ghost from another swing. */
export interface SkeletonPalette {
  bone: string;
  joint: string;
}
const OWN: SkeletonPalette = { bone: SKELETON_COLOURS.bone, joint: SKELETON_COLOURS.joint };
export const GHOST: SkeletonPalette = { bone: 'rgba(255, 255, 255, 0.85)', joint: 'rgba(125, 211, 252, 0.9)' };

/**
 * Draws the pose into `rect` (the displayed media rect, in canvas pixels). Keypoints are
 * normalised to the media frame, so (0,0) is the rect's top-left and (1,1) its bottom-right.
 * Returns how many joints were drawn.
 */
export function drawSkeleton(context: CanvasRenderingContext2D, keypoints: Keypoint[], rect: Rect, pixelRatio = 1, palette = OWN): number {
  const at = (point: Keypoint) => [rect.x + point.x * rect.width, rect.y + point.y * rect.height] as const;
  const visible = (point: Keypoint | undefined): point is Keypoint => Boolean(point && point.score >= MIN_DRAWN_SCORE);
  const lineWidth = Math.max(2, rect.height / 160) * pixelRatio;

  context.lineCap = 'round';
  context.strokeStyle = SKELETON_COLOURS.shadow;
  context.lineWidth = lineWidth + 2 * pixelRatio;
  for (const pass of ['shadow', 'bone'] as const) {
    if (pass === 'bone') {
      context.strokeStyle = palette.bone;
      context.lineWidth = lineWidth;
    }
    context.beginPath();
    for (const [from, to] of SKELETON_BONES) {
      const a = keypoints[from];
      const b = keypoints[to];
      if (!visible(a) || !visible(b)) continue;
      context.moveTo(...at(a));
      context.lineTo(...at(b));
    }
    context.stroke();
  }

  let drawn = 0;
  const radius = lineWidth * 1.3;
  context.fillStyle = palette.joint;
  context.strokeStyle = palette.bone;
  context.lineWidth = Math.max(1, lineWidth / 2);
  for (const joint of JOINTS) {
    const point = keypoints[joint];
    if (!visible(point)) continue;
    const [x, y] = at(point);
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    context.fill();
    context.stroke();
    drawn += 1;
  }
  return drawn;
}
