import type { Fault, Measurement } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';
import { rangeStanding } from '../../../../swing/golferUnits';
import { golferMeasurement } from './measurementWords';

/**
 * Every measurement in a golfer's words: the number in degrees, inches or seconds, a line on what
 * it means and one on what a good one looks like (or that it is not judged on this swing). A value
 * outside that range says so in words beside it, not by colour alone, so the card can be read
 * without the faults beside it. A value a fault was found on is outside too, even where its words
 * match the range's edge ("a quarter of a head-width" against "under a quarter …"); a timing value
 * one frame more or less could bring inside says so instead (rangeStanding).
 * `heightCm` (the golfer's profile) turns distances into inches and centimetres; without it they
 * are said in head-widths.
 */
export function RawMetrics({ metrics, faults, heightCm }: { metrics: Measurement[]; faults: Fault[]; heightCm: number | null }) {
  if (metrics.length === 0) return null;
  return (
    <Card>
      <h3 className="text-lg font-semibold text-fairway-900">Your Measurements</h3>
      {!heightCm && <p className="mt-1 text-sm text-ink/70">Add your height to your golf profile to see distances in inches and centimetres.</p>}
      <ul className="mt-3 divide-y divide-fairway-50">
        {metrics.map((metric) => {
          const said = golferMeasurement(metric, heightCm);
          const standing = faults.some((fault) => fault.metric === metric.key) ? 'outside' : rangeStanding(metric, heightCm);
          const outside = standing === 'outside';
          return (
            <li key={said.key} className="py-3" data-testid="measurement">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-ink/90">{said.name}</span>
                <span className={`font-semibold tabular-nums ${outside ? 'text-red-800' : 'text-fairway-900'}`}>{said.value}</span>
              </p>
              {outside && (
                <p data-testid="measurement-outside" className="text-xs font-semibold text-red-800">
                  Outside the good range
                </p>
              )}
              {standing === 'within a frame' && (
                <p data-testid="measurement-within-a-frame" className="text-xs font-semibold text-ink/70">
                  Within one video frame of the good range
                </p>
              )}
              {said.means && <p className="mt-1 text-sm text-ink/70">{said.means}</p>}
              {said.good && <p className="text-sm text-fairway-800">Good: {said.good}</p>}
              {/* A measurement comes without a range only where the member's shorter swing leaves it unjudged (decision 2417). */}
              {metric.reference === undefined && <p className="text-sm text-ink/70">Not judged on a swing shorter than full.</p>}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
