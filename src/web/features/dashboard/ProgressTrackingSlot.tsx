import type { ComponentType } from 'react';

/**
 * The Progress Tracking tab's content is the progress helper's component. A glob import finds it
 * when src/web/features/progress/ProgressTracking.tsx exists and finds nothing (so the tab renders
 * nothing) until it does, without a build error in between.
 */
const found = import.meta.glob<{ ProgressTracking?: ComponentType<{ userId: string }> }>('../progress/ProgressTracking.tsx', {
  eager: true,
});
const ProgressTracking = Object.values(found)[0]?.ProgressTracking;

export function ProgressTrackingSlot({ userId }: { userId: string }) {
  return ProgressTracking ? <ProgressTracking userId={userId} /> : null;
}
