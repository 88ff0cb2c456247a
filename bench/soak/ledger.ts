/**
 * What the soak saw, kept as raw samples and summarised at the end: every read with its kind, time
 * and status, and every fault with the moment it was healed, so each read can be placed before,
 * during or after a fault.
 */
export interface ReadSample {
  kind: string;
  /** Milliseconds since the soak started. */
  at: number;
  ms: number;
  /** The HTTP status; 0 when the connection failed without one. */
  status: number;
  /** Why a connection failed (status 0), as the client said it. */
  error?: string;
}

export interface Fault {
  kind: 'kill' | 'database' | 'redis';
  /** The process killed, or the service. */
  target: string;
  at: number;
  /** When it was healed: the killed process answered again, the pool served again, Redis was back. */
  healedAt: number | undefined;
}

export class Ledger {
  readonly started = Date.now();
  readonly reads: ReadSample[] = [];
  readonly faults: Fault[] = [];
  /** Replies that carried another member's data (what, and where). */
  readonly wrongMember: string[] = [];

  now(): number {
    return Date.now() - this.started;
  }

  read(kind: string, startedAt: number, status: number, error?: string): void {
    this.reads.push({ kind, at: startedAt, ms: this.now() - startedAt, status, ...(error ? { error } : {}) });
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50/p99 and count per read kind of the samples given. */
export function latencyByKind(samples: ReadSample[]): Record<string, { n: number; p50: number; p99: number }> {
  const byKind = new Map<string, number[]>();
  for (const sample of samples) byKind.set(sample.kind, [...(byKind.get(sample.kind) ?? []), sample.ms]);
  return Object.fromEntries(
    [...byKind].map(([kind, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [kind, { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
    }),
  );
}

const isServerError = (sample: ReadSample) => sample.status >= 500 || sample.status === 0;

/**
 * Latency before the first fault, and for each fault during it (until healed) and after it (until
 * the next fault); server errors and failed connections counted inside a killed process's
 * restart and outside it.
 */
export function summarise(ledger: Ledger, endedAt: number) {
  const faults = [...ledger.faults].sort((a, b) => a.at - b.at);
  const within = (from: number, to: number) => ledger.reads.filter((sample) => sample.at >= from && sample.at < to);
  const firstFault = faults[0]?.at ?? endedAt;
  // Only a web process holds members' requests: a killed worker hands its job back, and no
  // member's request may fail for it.
  const restarts = faults.filter((fault) => fault.kind === 'kill' && fault.target.startsWith('web'));
  // A kill costs the requests its process held, however long ago they started (an upload that
  // waits for its analysis runs for half a minute), and those sent until it is back: a request
  // counts against a restart when its life overlaps the kill's (a second's grace for the clocks).
  const inRestart = (sample: ReadSample) => restarts.some((fault) => sample.at <= (fault.healedAt ?? endedAt) && sample.at + sample.ms >= fault.at - 1000);
  const errors = ledger.reads.filter(isServerError);
  return {
    reads: ledger.reads.length,
    serverErrors: {
      whileAKilledProcessCameBack: errors.filter(inRestart).length,
      whileAKilledProcessCameBackSamples: errors.filter(inRestart).slice(0, 20),
      outside: errors.filter((sample) => !inRestart(sample)).length,
      outsideSamples: errors.filter((sample) => !inRestart(sample)).slice(0, 20),
    },
    wrongMemberData: ledger.wrongMember.length,
    wrongMemberSamples: ledger.wrongMember.slice(0, 20),
    latencyMs: {
      beforeFaults: latencyByKind(within(0, firstFault)),
      faults: faults.map((fault, index) => {
        const healed = fault.healedAt ?? endedAt;
        const next = faults[index + 1]?.at ?? endedAt;
        return {
          kind: fault.kind,
          target: fault.target,
          atS: Math.round(fault.at / 1000),
          healedAfterMs: fault.healedAt === undefined ? null : fault.healedAt - fault.at,
          serverErrors: within(fault.at, next).filter(isServerError).length,
          during: latencyByKind(within(fault.at, healed)),
          after: latencyByKind(within(healed, next)),
        };
      }),
    },
  };
}
