import type { PoseTrack } from '../../swing/types';
import { withStallBound } from './stallBound';
import { deviceAnalysisBlocker } from './support';
import { trackVideoFileInBrowser } from './trackVideoFile';

/**
 * The pose track of a chosen video, made in this page: refused before any work when the browser
 * lacks what the pipeline needs, and stopped with a message when it stalls. Private analysis
 * and the free demo both come through here.
 */
export async function trackVideoOnThisDevice(file: Blob, onProgress: (fraction: number) => void): Promise<PoseTrack> {
  const blocker = deviceAnalysisBlocker();
  if (blocker) throw blocker;
  return withStallBound((progress, signal) => trackVideoFileInBrowser(file, progress, signal), onProgress);
}
