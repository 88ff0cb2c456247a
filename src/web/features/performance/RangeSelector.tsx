import { PERFORMANCE_RANGES, type PerformanceRange } from '../../../shared/performance';
import { cn } from '../../lib/cn';

const LABELS: Record<PerformanceRange, string> = { 7: '7 days', 30: '30 days', 90: '90 days', 365: '365 days' };

/** The time-range selector of /performance: four buttons, one pressed; fits a 390 px screen. */
export function RangeSelector({ value, onChange }: { value: PerformanceRange; onChange: (range: PerformanceRange) => void }) {
  return (
    <div role="group" aria-label="Time range" className="grid grid-cols-4 gap-1 rounded-xl bg-fairway-100/70 p-1 sm:inline-grid">
      {PERFORMANCE_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className={cn(
            'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
            range === value ? 'bg-fairway-800 text-cream shadow-sm' : 'text-fairway-800/80 hover:bg-white/70',
          )}
        >
          {LABELS[range]}
        </button>
      ))}
    </div>
  );
}
