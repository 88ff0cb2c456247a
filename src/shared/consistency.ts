import { KEY_METRIC_NAMES, roundedAverage, type KeyMetricName, type PerformanceSession } from './performance';

/** How many swings a spread needs before it says anything about the swing rather than one odd clip. */
export const CONSISTENCY_MIN_SESSIONS = 3;

/** How far one area's scores sit from their average, out of 10. */
export interface AreaSpread {
  area: KeyMetricName;
  spread: number;
}

/**
 * How well the member's swing repeats over a range (the spec's "consistency" of the performance
 * dashboard): how far the overall scores typically sit from their average, and which score area
 * repeats best and worst. Each spread is the sample standard deviation, the "±" a golfer reads on
 * any scorecard statistic. Areas a session did not score (null: slow motion's or a shorter
 * swing's power) are left out of that area's spread (decision 0524).
 */
export interface Consistency {
  sessions: number;
  averageScore: number;
  /** Points out of 100, whole. */
  scoreSpread: number;
  /** The scored areas by spread, steadiest first, to one decimal; each needs CONSISTENCY_MIN_SESSIONS scores. */
  areas: AreaSpread[];
}

/** The consistency of the range's sessions; null with fewer than CONSISTENCY_MIN_SESSIONS. */
export function consistencyOf(sessions: readonly PerformanceSession[]): Consistency | null {
  if (sessions.length < CONSISTENCY_MIN_SESSIONS) return null;
  const scores = sessions.map((session) => session.overallScore);
  const areas = KEY_METRIC_NAMES.flatMap((area) => {
    const values = sessions.map((session) => session[area]).filter((value) => value !== null);
    return values.length < CONSISTENCY_MIN_SESSIONS ? [] : [{ area, spread: Math.round(10 * spread(values)) / 10 }];
  });
  return {
    sessions: sessions.length,
    averageScore: roundedAverage(scores),
    scoreSpread: Math.round(spread(scores)),
    areas: areas.sort((a, b) => a.spread - b.spread),
  };
}

/** Sample standard deviation (n − 1): the spread of the swings the member will make, not only these. */
function spread(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}
