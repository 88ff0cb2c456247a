import type { KeyMetrics as KeyMetricsData } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';

const METRICS: Array<{ key: keyof KeyMetricsData; label: string }> = [
  { key: 'tempo', label: 'Tempo' },
  { key: 'balance', label: 'Balance' },
  { key: 'power', label: 'Power' },
  { key: 'accuracy', label: 'Accuracy' },
];

/** The four key metrics out of 10. */
export function KeyMetrics({ metrics }: { metrics: KeyMetricsData }) {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-fairway-900">Key Metrics</h3>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {METRICS.map(({ key, label }) => (
          <div key={key} className="rounded-xl bg-fairway-50 p-3">
            <dt className="text-sm text-ink/70">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold text-fairway-900">
              {Number(metrics[key].toFixed(1))}
              <span className="text-sm font-normal text-ink/70">/10</span>
              {/* Inside the dd: a definition list holds only terms and their definitions. */}
              <span className="mt-2 block h-1.5 overflow-hidden rounded-full bg-fairway-100">
                <span className="block h-full rounded-full bg-gold-500" style={{ width: `${metrics[key] * 10}%` }} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
