/**
 * Resident memory of each process instance (a process started again is a new instance) over the
 * run, and whether it stayed flat after warm-up: the median of its last samples against the median
 * of its first samples after warm-up.
 */
export interface MemorySample {
  instance: string;
  /** Milliseconds since the soak started. */
  at: number;
  mb: number;
}

/** The first minute of load (or the first third of a shorter life) fills caches, pools and the model. */
const WARM_UP_MS = 60_000;
/** Growth within this much (or 10 %) counts as flat: garbage collection alone moves RSS by tens of MB. */
const FLAT_MB = 40;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function memoryReport(samples: MemorySample[], loadStarted: number) {
  const instances = [...new Set(samples.map((sample) => sample.instance))];
  return instances.map((instance) => {
    const mine = samples.filter((sample) => sample.instance === instance);
    const born = mine[0]!.at;
    const lifeMs = mine.at(-1)!.at - born;
    const warmUntil = Math.max(loadStarted, born) + Math.min(WARM_UP_MS, lifeMs / 3);
    const warm = mine.filter((sample) => sample.at >= warmUntil);
    const early = median(warm.slice(0, 6).map((sample) => sample.mb));
    const late = median(warm.slice(-6).map((sample) => sample.mb));
    const growth = late - early;
    return {
      instance,
      lifeS: Math.round(lifeMs / 1000),
      peakMB: Math.max(...mine.map((sample) => sample.mb)),
      afterWarmUpMB: early,
      endMB: late,
      growthMB: growth,
      // Too short a life (a process killed soon after its start) says nothing about a trend.
      flat: warm.length < 12 ? null : growth <= Math.max(FLAT_MB, early * 0.1),
      // One sample every 30 s, to see the shape.
      everyThirtySeconds: mine.filter((_, index) => index % 6 === 0).map((sample) => sample.mb),
    };
  });
}
