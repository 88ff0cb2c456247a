import type { SwingOutcome } from '../../../swing';
import type { PoseTrack } from '../../../swing/types';
import { trackOnDevice } from '../analysis/onDevice';

export interface DemoOutcome {
  track: PoseTrack;
  outcome: SwingOutcome;
}

/**
 * The free demo's analysis, all of it in this page: the keypoint track from private analysis's own
 * pipeline, then the swing engine (src/swing is pure) on that track, as the server would run it for
 * a member without a profile. Nothing is sent and nothing is stored.
 */
export async function analyseDemoSwing(file: File, onProgress: (fraction: number) => void): Promise<DemoOutcome> {
  const track = await trackOnDevice(file, onProgress);
  // The engine loads with the model, only for a visitor who tries the demo.
  const { analyzeSwing } = await import('../../../swing');
  return { track, outcome: analyzeSwing(track) };
}
