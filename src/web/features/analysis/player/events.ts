import type { SwingEventName } from '../../../../shared/analysis';

export const EVENT_LABELS: Record<SwingEventName, string> = {
  address: 'Address',
  toeUp: 'Toe Up',
  takeaway: 'Takeaway',
  midBackswing: 'Mid Backswing',
  top: 'Top',
  midDownswing: 'Mid Downswing',
  impact: 'Impact',
  midFollowThrough: 'Mid Follow-Through',
  finish: 'Finish',
};

export function formatSeconds(seconds: number): string {
  return `${Math.max(0, seconds).toFixed(2)} s`;
}
