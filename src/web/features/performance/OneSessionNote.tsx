import { EmptyChart } from './ChartFrame';
import { longDate } from './chartStyle';

/** How many sessions a chart over time needs before a line means anything. */
export const TREND_MIN_SESSIONS = 2;

/**
 * What a chart over time shows in place of bare axes and a lone dot when there is one session:
 * that session's numbers (e.g. "a score of 74"), and when the line will start.
 */
export function OneSessionNote({ date, numbers }: { date: string; numbers: string }) {
  return <EmptyChart text={`One swing so far: ${numbers} on ${longDate(date)}. The chart draws a line from your second analysed swing.`} />;
}
