import type { Measurement } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';
import { formatMeasurement } from './formatMeasurement';

/** Every measurement with its unit and, where known, the tour range it is read against. */
export function RawMetrics({ metrics }: { metrics: Measurement[] }) {
  if (metrics.length === 0) return null;
  return (
    <Card>
      <h3 className="text-lg font-semibold text-fairway-900">Measurements</h3>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="border-b border-fairway-100 text-left text-ink/70">
            <th className="py-2 font-medium">Measurement</th>
            <th className="py-2 text-right font-medium">This swing</th>
            <th className="hidden py-2 text-right font-medium sm:table-cell">Tour range</th>
          </tr>
        </thead>
        <tbody>
          {metrics.map((metric) => (
            <tr key={metric.key} className="border-b border-fairway-50 last:border-0">
              <td className="py-2 pr-2">
                {metric.label}
                {metric.reference && <span className="block text-xs text-ink/70 sm:hidden">Tour: {metric.reference}</span>}
              </td>
              <td className="py-2 text-right font-semibold tabular-nums text-fairway-900">{formatMeasurement(metric)}</td>
              <td className="hidden py-2 text-right text-ink/70 sm:table-cell">{metric.reference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
