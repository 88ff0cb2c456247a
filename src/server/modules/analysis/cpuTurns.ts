import type { ChildProcess } from 'node:child_process';

/**
 * How long, in all, one analysis may be held back for others before it runs regardless. Well
 * under the queue's 15-minute expiry (infra/jobs.ts), so a held analysis is never taken for dead,
 * and a member with a backlog still moves while single swings keep arriving.
 */
export const MAX_HELD_MS = 2 * 60_000;

/** How many analyses each member has waiting in the queue (not counting running ones). */
export type QueuedCounter = (members: string[]) => Promise<Map<string, number>>;

/**
 * Which of this process's running analyses gets the CPU (decision 1510). One analysis keeps both
 * cores of a small machine busy, so two side by side each take twice as long. Instead, the one
 * whose member has the fewest analyses waiting behind it runs (earliest first between equals) and
 * the others are held at their next frame, their decoder stalled by its full pipe and their
 * playback encoder stopped, until it ends. A member's single swing therefore starts at once beside
 * another member's backlog and takes about its time alone. The club read over a swing whose
 * result is stored (decision 2817) is ranked by its member's backlog too, and between equals after
 * every analysis still working towards a result: another member's single swing does not wait for
 * it, and a member's one swing does not wait for its club path behind someone's backlog.
 */
export class CpuTurns {
  readonly #turns: Turn[] = [];

  constructor(
    private readonly queuedOf: QueuedCounter,
    private readonly maxHeldMs = MAX_HELD_MS,
  ) {}

  /**
   * Starts an analysis of `member`'s, or work on one whose result is stored already (`afterResult`);
   * the turn must be left when it ends, whatever the outcome.
   */
  async enter(member: string, { afterResult = false } = {}): Promise<Turn> {
    const turn = new Turn(member, this.maxHeldMs, () => this.#rank(), afterResult);
    this.#turns.push(turn);
    try {
      // Backlogs change as members upload: read them again whenever the set of running analyses grows.
      const queued = await this.queuedOf([...new Set(this.#turns.map((each) => each.member))]);
      for (const each of this.#turns) each.backlog = queued.get(each.member) ?? 0;
    } catch (error) {
      this.leave(turn);
      throw error;
    }
    this.#rank();
    return turn;
  }

  leave(turn: Turn): void {
    const index = this.#turns.indexOf(turn);
    if (index < 0) return;
    this.#turns.splice(index, 1);
    turn.hold(false);
    this.#rank();
  }

  /** Running analyses in the order they get the CPU: for logs and tests. */
  get order(): readonly Turn[] {
    return [...this.#turns].sort((a, b) => a.backlog - b.backlog || Number(a.afterResult) - Number(b.afterResult) || a.enteredAt - b.enteredAt);
  }

  #rank(): void {
    this.order.forEach((turn, place) => turn.hold(place > 0 && !turn.overdue));
  }
}

/** One running analysis's claim on the CPU. */
export class Turn {
  /** The member's analyses waiting in the queue when the turns were last ranked. */
  backlog = 0;
  readonly enteredAt = performance.now();
  overdue = false;
  #heldSince: number | null = null;
  #heldMs = 0;
  #overdueTimer: NodeJS.Timeout | null = null;
  readonly #children = new Set<ChildProcess>();
  readonly #watchers = new Set<(held: boolean) => void>();

  constructor(
    readonly member: string,
    private readonly maxHeldMs: number,
    private readonly rerank: () => void,
    /** Work on an analysis whose result is stored (its club read): between equal backlogs, after results still coming. */
    readonly afterResult = false,
  ) {}

  get held(): boolean {
    return this.#heldSince !== null;
  }

  /** Told each time this analysis is held or released: a run on another thread holds itself (pose/node runOnThread). */
  watch(listener: (held: boolean) => void): () => void {
    this.#watchers.add(listener);
    return () => this.#watchers.delete(listener);
  }

  /** A helper process of this analysis (the playback encoder): stopped while the analysis is held. */
  attach(child: ChildProcess): void {
    this.#children.add(child);
    child.once('exit', () => this.#children.delete(child));
    if (this.held) child.kill('SIGSTOP');
  }

  /** Holds or releases this analysis: the turns call it each time they are ranked. */
  hold(held: boolean): void {
    if (held === this.held) return;
    const now = performance.now();
    if (held) {
      this.#heldSince = now;
      this.#overdueTimer = setTimeout(() => {
        this.overdue = true;
        this.rerank();
      }, this.maxHeldMs - this.#heldMs);
      for (const child of this.#children) child.kill('SIGSTOP');
      for (const watcher of this.#watchers) watcher(true);
      return;
    }
    this.#heldMs += now - this.#heldSince!;
    this.#heldSince = null;
    clearTimeout(this.#overdueTimer!);
    for (const child of this.#children) child.kill('SIGCONT');
    for (const watcher of this.#watchers) watcher(false);
  }
}
