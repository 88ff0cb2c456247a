/**
 * One pose model per process, one frame at a time: the model holds the thread for its ~25 ms, so
 * running frames side by side would only interleave them. Sessions with frames waiting take turns
 * (round robin), so a member sending fast cannot starve the others; each session holds at most a
 * couple of frames (LiveSession drops its oldest), so the work waiting here stays bounded.
 */

export interface FrameSource {
  /** Analyses the session's oldest waiting frame; false when it had none. */
  processNext(): Promise<boolean>;
  hasWaitingFrames(): boolean;
  waitingFrames(): number;
}

/** Service times kept for the recommended delay: the last few seconds of work at 2 fps. */
const RECENT_SAMPLES = 20;

export class LiveAnalyser {
  private readonly turns: FrameSource[] = [];
  private running = false;
  private readonly recentMs: number[] = [];

  /** Queues the session for a turn (once, however many frames it holds) and starts work if idle. */
  schedule(source: FrameSource): void {
    if (!this.turns.includes(source)) this.turns.push(source);
    if (!this.running) void this.drain();
  }

  forget(source: FrameSource): void {
    const index = this.turns.indexOf(source);
    if (index >= 0) this.turns.splice(index, 1);
  }

  /** Mean time one frame took recently (ms); 50 before anything was measured. */
  meanServiceMs(): number {
    if (this.recentMs.length === 0) return 50;
    return this.recentMs.reduce((sum, ms) => sum + ms, 0) / this.recentMs.length;
  }

  /** How long the frames waiting now, everyone's, will take: what a new frame waits behind. */
  backlogMs(): number {
    return this.turns.reduce((sum, source) => sum + source.waitingFrames(), 0) * this.meanServiceMs();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      for (let source = this.turns.shift(); source; source = this.turns.shift()) {
        const started = performance.now();
        if (await source.processNext()) this.record(performance.now() - started);
        if (source.hasWaitingFrames()) this.turns.push(source);
        // Let the web server answer requests between two frames.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.running = false;
    }
  }

  private record(ms: number): void {
    this.recentMs.push(ms);
    if (this.recentMs.length > RECENT_SAMPLES) this.recentMs.shift();
  }
}
