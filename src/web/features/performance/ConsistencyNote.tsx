import { CONSISTENCY_MIN_SESSIONS, consistencyOf, type AreaSpread } from '../../../shared/consistency';
import { KEY_METRIC_LABELS, type PerformanceSession } from '../../../shared/performance';

const COUNT_WORDS = ['no', 'one', 'two', 'three'];
const areaWords = ({ area, spread }: AreaSpread) => `${KEY_METRIC_LABELS[area].toLowerCase()} (±${spread} of 10)`;

/**
 * The dashboard's consistency (spec: "tempo, balance, power, accuracy and consistency"): how far
 * the range's scores sit from their average, and the areas that repeat best and worst.
 */
export function ConsistencyNote({ sessions }: { sessions: PerformanceSession[] }) {
  const consistency = consistencyOf(sessions);
  const steadiest = consistency?.areas[0];
  const least = consistency?.areas.at(-1);
  const variable = steadiest && least && least.spread > steadiest.spread ? least : undefined;
  return (
    <section aria-label="Consistency" className="mt-4 rounded-xl bg-fairway-50 p-4 text-sm text-ink/80" data-testid="consistency">
      <h2 className="font-semibold text-fairway-900">Consistency</h2>
      {consistency ? (
        <>
          <p className="mt-1">
            Over {consistency.sessions} swings your scores sit about <strong>±{consistency.scoreSpread} points</strong> from your average of{' '}
            {consistency.averageScore}.
          </p>
          {steadiest && (
            <p className="mt-1">
              Steadiest: {areaWords(steadiest)}.{variable && ` Most variable: ${areaWords(variable)}.`}
            </p>
          )}
        </>
      ) : (
        <p className="mt-1">
          Consistency shows from {COUNT_WORDS[CONSISTENCY_MIN_SESSIONS]} swings in this range; {COUNT_WORDS[sessions.length] ?? sessions.length} so far.
        </p>
      )}
    </section>
  );
}
