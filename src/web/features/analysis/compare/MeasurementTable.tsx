import type { SwingAnalysisDetail } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../result/formatMeasurement';
import { measurementChanges, type Verdict } from './measurementChanges';

const VERDICT_CLASSES: Record<Verdict, string> = {
  better: 'text-fairway-700',
  worse: 'text-red-700',
  same: 'text-ink/70',
  'not judged': 'text-ink/70',
};

function signed(value: number): string {
  return `${value < 0 ? '−' : '+'}${formatNumber(Math.abs(value))}`;
}

/** Numbers only in the cells, so four columns fit a phone; the unit and range go under the label. */
function unitLine(unit: string, reference: string | undefined): string {
  const name = unit === 'ratio' ? 'ratio : 1' : unit;
  return reference ? `${name} · tour ${reference}` : name;
}

/** Each measurement of the two swings side by side, earlier first, with the change and whether it moved towards the range. */
export function MeasurementTable({ first, second }: { first: SwingAnalysisDetail; second: SwingAnalysisDetail }) {
  const [earlier, later] = first.createdAt <= second.createdAt ? [first, second] : [second, first];
  const rows = measurementChanges(earlier.analysis?.analysisResults.metrics ?? [], later.analysis?.analysisResults.metrics ?? []);
  if (rows.length === 0) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fairway-900">Measurements side by side</h2>
      <p className="mt-1 text-sm text-ink/70">Better means closer to the tour range, whichever way the number moved.</p>
      <table className="mt-3 w-full text-sm" data-testid="measurement-table">
        <thead>
          <tr className="border-b border-fairway-100 text-left text-ink/70">
            <th className="py-2 pr-2 font-medium">Measurement</th>
            <th className="py-2 pl-3 text-right font-medium">Earlier</th>
            <th className="py-2 pl-3 text-right font-medium">Later</th>
            <th className="py-2 pl-2 text-right font-medium">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-fairway-50 align-top last:border-0">
              <td className="py-2 pr-2">
                {row.label}
                <span className="block text-xs text-ink/70">{unitLine(row.unit, row.reference)}</span>
              </td>
              <td className="py-2 pl-3 text-right tabular-nums">{row.earlier === undefined ? '—' : formatNumber(row.earlier)}</td>
              <td className="py-2 pl-3 text-right font-semibold tabular-nums text-fairway-900">{row.later === undefined ? '—' : formatNumber(row.later)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">
                {row.change !== undefined && <span className="block">{signed(row.change)}</span>}
                <span className={cn('text-xs font-semibold', VERDICT_CLASSES[row.verdict])}>{row.verdict}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
