import type { KeyMetrics as KeyMetricsData } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';

const METRICS: Array<{ key: keyof KeyMetricsData; label: string }> = [
  { key: 'tempo', label: 'Tempo' },
  { key: 'balance', label: 'Balance' },
  { key: 'power', label: 'Power' },
  { key: 'accuracy', label: 'Accuracy' },
];

/** Why an area has no score: the one thing the video could not show for it. */
const NOT_MEASURED: Record<keyof KeyMetricsData, string> = {
  tempo: 'A photo has no timing',
  balance: 'Not seen on this video',
  power: 'A photo, or slow motion of unknown speed, cannot be timed',
  accuracy: 'Not seen on this video',
};

/**
 * Why a measured area has no score: the member said the swing was shorter than full, and power is
 * the one area that leaves unjudged (decision 2418).
 */
const NOT_JUDGED = 'A shorter swing is slower by choice, so its speed earns no score';

type Areas = readonly (keyof KeyMetricsData)[];

/**
 * The four key metrics out of 10; an area the video could not measure, or that a shorter swing
 * leaves unjudged, says so instead of a score.
 */
export function KeyMetrics({ metrics, notMeasured = [], notJudged = [] }: { metrics: KeyMetricsData; notMeasured?: Areas; notJudged?: Areas }) {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-fairway-900">Key Metrics</h3>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {METRICS.map(({ key, label }) => (
          <div key={key} className="rounded-xl bg-fairway-50 p-3" data-testid={`key-metric-${key}`}>
            <dt className="text-sm text-ink/70">{label}</dt>
            {notMeasured.includes(key) ? (
              <NoScore title="Not measured" why={NOT_MEASURED[key]} />
            ) : notJudged.includes(key) ? (
              <NoScore title="Not judged" why={NOT_JUDGED} />
            ) : (
              <dd className="mt-1 font-display text-2xl font-bold text-fairway-900">
                {Number(metrics[key].toFixed(1))}
                <span className="text-sm font-normal text-ink/70">/10</span>
                {/* Inside the dd: a definition list holds only terms and their definitions. */}
                <span className="mt-2 block h-1.5 overflow-hidden rounded-full bg-fairway-100">
                  <span className="block h-full rounded-full bg-gold-500" style={{ width: `${metrics[key] * 10}%` }} />
                </span>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </Card>
  );
}

function NoScore({ title, why }: { title: string; why: string }) {
  return (
    <dd className="mt-1 text-sm text-ink/70">
      <span className="block font-semibold text-ink/80">{title}</span>
      {why}
    </dd>
  );
}
