/**
 * The most one analysis may spend on tracking (issue 25, decision 2500): model runs, and busy time
 * of the thread that measures motion and runs the model (the time it spends in that work, not the
 * time it waits for its turn or for frames). The fixture swing, 8.8 s, takes 79 model runs; a
 * minute of a moving golfer a few hundred. Past either, the clip is not a swing worth that much.
 */
export interface TrackingBudget {
  poseRuns: number;
  busyMs: number;
}

export const TRACKING_BUDGET: TrackingBudget = { poseRuns: 1200, busyMs: 240_000 };

/** Thrown by trackFrames when its budget is spent; the Node side turns it into the member's message. */
export class TrackingBudgetSpent extends Error {
  constructor(readonly spent: { poseRuns: number; busyMs: number }) {
    super(`tracking budget spent: ${spent.poseRuns} model runs, ${Math.round(spent.busyMs)} ms busy`);
    this.name = 'TrackingBudgetSpent';
  }
}
