import type { SwingAnalysisDetail } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { useOwnerHeight } from '../../../lib/golfProfile';
import { golferChange, golferMeasurement } from '../result/measurementWords';
import { measurementChanges, type MeasurementChange, type Verdict } from './measurementChanges';

const VERDICT_CLASSES: Record<Verdict, string> = {
  better: 'text-fairway-700',
  worse: 'text-red-700',
  same: 'text-ink/70',
  'not judged': 'text-ink/70',
};

/** One measurement's row in a golfer's words: name and what a good one is, then earlier, later and the change. */
function sayRow(row: MeasurementChange, heightCm: number | null) {
  const measurement = { key: row.key, label: row.label, unit: row.unit, ...(row.reference ? { reference: row.reference } : {}) };
  const say = (value: number | undefined) => (value === undefined ? '—' : golferMeasurement({ ...measurement, value }, heightCm).value);
  const change = row.earlier === undefined || row.later === undefined ? null : golferChange(measurement, row.earlier, row.later, heightCm);
  // A move the words cannot tell apart ("no change") is not called better or worse.
  const verdict: Verdict = change === 'no change' && row.verdict !== 'not judged' ? 'same' : row.verdict;
  return {
    ...golferMeasurement({ ...measurement, value: row.later ?? row.earlier ?? 0 }, heightCm),
    earlier: say(row.earlier),
    later: say(row.later),
    change,
    verdict,
  };
}

/**
 * Each measurement of the two swings side by side, earlier first, in the result page's words
 * (degrees, inches from the owner's height, seconds), with the change and whether it moved
 * towards the usual range. The name sits above its three values so the words fit a phone.
 */
export function MeasurementTable({ first, second }: { first: SwingAnalysisDetail; second: SwingAnalysisDetail }) {
  const [earlier, later] = first.createdAt <= second.createdAt ? [first, second] : [second, first];
  const heightCm = useOwnerHeight(later.userId);
  const rows = measurementChanges(earlier.analysis?.analysisResults.metrics ?? [], later.analysis?.analysisResults.metrics ?? []);
  if (rows.length === 0) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fairway-900">Measurements side by side</h2>
      <p className="mt-1 text-sm text-ink/70">Better means closer to the usual range, whichever way the number moved.</p>
      {!heightCm && <p className="mt-1 text-sm text-ink/70">Add your height to your golf profile to see distances in inches and centimetres.</p>}
      <table className="mt-3 w-full table-fixed text-sm" data-testid="measurement-table">
        <thead>
          <tr className="border-b border-fairway-100 text-left text-ink/70">
            <th className="py-2 pr-2 font-medium">Earlier</th>
            <th className="py-2 px-2 font-medium">Later</th>
            <th className="py-2 pl-2 text-right font-medium">Change</th>
          </tr>
        </thead>
        {rows.map((row) => {
          const said = sayRow(row, heightCm);
          return (
            <tbody key={row.key} className="border-b border-fairway-50 last:border-0" data-testid="measurement-change">
              <tr>
                <th scope="rowgroup" colSpan={3} className="pt-3 text-left font-medium text-ink/90">
                  {said.name}
                  {said.good && <span className="block text-xs font-normal text-ink/70">Good: {said.good}</span>}
                </th>
              </tr>
              <tr className="align-top">
                <td className="py-1 pb-3 pr-2">{said.earlier}</td>
                <td className="py-1 pb-3 px-2 font-semibold text-fairway-900">{said.later}</td>
                <td className="py-1 pb-3 pl-2 text-right">
                  {said.change && <span className="block">{said.change}</span>}
                  <span className={cn('text-xs font-semibold', VERDICT_CLASSES[said.verdict])}>{said.verdict}</span>
                </td>
              </tr>
            </tbody>
          );
        })}
      </table>
    </Card>
  );
}
