/**
 * Resident memory of each process instance (a process started again is a new instance) over the
 * run, and whether it stayed flat after warm-up: the trend of a straight line fitted to every
 * sample after warm-up, over the time it covers. A worker's memory swings by a few hundred MB with
 * each analysis it runs (the pose model's buffers, ffmpeg's frames), so two short windows at the
 * start and the end say more about where each analysis stood than about a trend; a leak adds the
 * same amount analysis after analysis and shows as a slope.
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
/** A trend needs this much time after warm-up; a process killed sooner says nothing either way. */
const MIN_TREND_MS = 120_000;

/** Slope (MB per ms) of the least-squares line through the samples. */
function slope(samples: readonly MemorySample[]): number {
  const n = samples.length;
  const meanAt = samples.reduce((sum, sample) => sum + sample.at, 0) / n;
  const meanMb = samples.reduce((sum, sample) => sum + sample.mb, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const sample of samples) {
    covariance += (sample.at - meanAt) * (sample.mb - meanMb);
    variance += (sample.at - meanAt) ** 2;
  }
  return variance > 0 ? covariance / variance : 0;
}

export function memoryReport(samples: MemorySample[], loadStarted: number) {
  const instances = [...new Set(samples.map((sample) => sample.instance))];
  return instances.map((instance) => {
    const mine = samples.filter((sample) => sample.instance === instance);
    const born = mine[0]!.at;
    const lifeMs = mine.at(-1)!.at - born;
    const warmUntil = Math.max(loadStarted, born) + Math.min(WARM_UP_MS, lifeMs / 3);
    const warm = mine.filter((sample) => sample.at >= warmUntil);
    const spanMs = warm.length > 1 ? warm.at(-1)!.at - warm[0]!.at : 0;
    const meanMB = warm.length > 0 ? warm.reduce((sum, sample) => sum + sample.mb, 0) / warm.length : 0;
    const growth = warm.length > 1 ? slope(warm) * spanMs : 0;
    return {
      instance,
      lifeS: Math.round(lifeMs / 1000),
      peakMB: Math.max(...mine.map((sample) => sample.mb)),
      meanAfterWarmUpMB: Math.round(meanMB),
      /** The fitted line's rise over the time after warm-up. */
      trendMB: Math.round(growth),
      trendMBPerMinute: Math.round(growth / (spanMs / 60_000 || 1)),
      flat: spanMs < MIN_TREND_MS ? null : growth <= Math.max(FLAT_MB, meanMB * 0.1),
      // One sample every 30 s, to see the shape.
      everyThirtySeconds: mine.filter((_, index) => index % 6 === 0).map((sample) => sample.mb),
    };
  });
}
