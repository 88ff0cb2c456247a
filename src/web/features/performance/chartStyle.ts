/**
 * One look for every chart of the member screens: the theme's green and gold, labels legible on a
 * phone (12 px, few ticks with a minimum gap), and dates written the en-GB way ("21 Nov").
 */
export const CHART_COLORS = {
  score: '#1f6b4f', // fairway-600
  scoreFill: '#b9d7c4', // fairway-200
  gold: '#d4af37',
  grid: '#dcebe1', // fairway-100
  axis: '#1c2420b3', // ink at 70 %
  negative: '#b91c1c',
} as const;

/** Tempo, balance, power, accuracy: distinct on white and for the common colour-vision deficiencies. */
export const METRIC_COLORS = {
  tempo: '#1f6b4f',
  balance: '#d4af37',
  power: '#2563eb',
  accuracy: '#c2410c',
} as const;

/** Pie slices, in order. */
export const SERIES_COLORS = ['#1f6b4f', '#d4af37', '#2563eb', '#c2410c', '#7c3aed', '#0f766e', '#6b7280'] as const;

export const AXIS_TICK = { fontSize: 12, fill: CHART_COLORS.axis } as const;
/** Keeps at most a handful of date ticks on a 390 px screen. */
export const X_TICK_GAP = 24;
export const CHART_MARGIN = { top: 8, right: 12, bottom: 0, left: -16 } as const;
/**
 * A legend under a chart drawn with CHART_MARGIN. Recharts places the legend at the margin's left,
 * 16 px outside the frame, which clips it: on a phone the first entry lost its dot and half a letter.
 */
export const LEGEND_WRAPPER_STYLE = { fontSize: 13, left: 0, width: '100%' } as const;

export const TOOLTIP_STYLE = {
  contentStyle: { borderRadius: 12, borderColor: CHART_COLORS.grid, fontSize: 13 },
  labelStyle: { fontWeight: 600, color: '#0a2a20' },
} as const;

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "21 Nov" from an ISO date or timestamp. */
export function shortDate(iso: string): string {
  return dayMonth.format(new Date(iso));
}

/** "21 Nov 2026". */
export function longDate(iso: string): string {
  return dayMonthYear.format(new Date(iso));
}

/**
 * The x-axis label under each of a chart's sessions, in order: the date under the first session of
 * a day and nothing under that day's later ones, so four swings of one morning read "5 Dec" once
 * instead of four times. Recharts hands a tick formatter the tick's value and its place among the
 * ticks it kept, not the session before it, so the labels are worked out over the data first.
 */
export function dayOnceLabels(dates: readonly string[]): string[] {
  return dates.map((iso, i) => (i > 0 && longDate(iso) === longDate(dates[i - 1]) ? '' : shortDate(iso)));
}

/** A tick formatter for an axis over the sessions' timestamps (each its own), labelled by dayOnceLabels. */
export function sessionDayTicks(sessions: readonly { sessionDate: string }[]): (sessionDate: string) => string {
  const labels = dayOnceLabels(sessions.map((s) => s.sessionDate));
  const bySession = new Map(sessions.map((s, i) => [s.sessionDate, labels[i]]));
  return (sessionDate) => bySession.get(sessionDate) ?? shortDate(sessionDate);
}

/** "+12.5%" / "-3%" / "+0%": the sign always shown, as the Improvement cards read. */
export function signedPercent(value: number): string {
  return `${value >= 0 ? '+' : ''}${value}%`;
}
