import { Link, useSearchParams } from 'react-router-dom';
import type { SwingAnalysisDetail } from '../../shared/analysis';
import { Card } from '../components/ui/Card';
import { Spinner } from '../components/ui/Spinner';
import { useAnalysis } from '../features/analysis/api';
import { ComparePlayers } from '../features/analysis/compare/ComparePlayers';
import { CompareWithBest } from '../features/analysis/compare/CompareWithBest';
import { MeasurementTable } from '../features/analysis/compare/MeasurementTable';
import { RequirePremium } from '../features/auth/RequirePremium';
import { Unavailable } from '../features/analysis/Unavailable';
import { formatAnalysisDate, HISTORY_HREF } from '../lib/links';

function caption(detail: SwingAnalysisDetail): string {
  const score = detail.overallScore === null ? '' : ` · ${detail.overallScore}/100`;
  return `${formatAnalysisDate(detail.createdAt)}${score}`;
}

function CompareBody() {
  const [params] = useSearchParams();
  const a = params.get('a') ?? undefined;
  const b = params.get('b') ?? undefined;
  const first = useAnalysis(a);
  const second = useAnalysis(b);
  const error = first.error ?? second.error;

  let content;
  if (!a || !b) {
    content = (
      <Card>
        <p className="text-ink/80">Pick two swings in your analysis history to compare them.</p>
      </Card>
    );
  } else if (error) {
    content = <Unavailable error={error} />;
  } else if (!first.data || !second.data) {
    content = <Spinner label="Loading both swings" />;
  } else {
    // Whatever order the address names them in, the earlier swing is on the left, as the table's
    // first column ("Earlier"); the newer is the one to hold against the best.
    const [newer, older] = first.data.createdAt >= second.data.createdAt ? [first.data, second.data] : [second.data, first.data];
    content = (
      <>
        {newer.mediaKind === 'video' && <CompareWithBest id={newer.id} comparedWith={older.id} />}
        <ComparePlayers first={older} second={newer} firstLabel={`Earlier · ${caption(older)}`} secondLabel={`Later · ${caption(newer)}`} />
        <MeasurementTable first={older} second={newer} />
      </>
    );
  }

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to={HISTORY_HREF} className="text-sm font-semibold text-fairway-700 hover:underline">
        ← Analysis History
      </Link>
      <header>
        <h1 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">Compare Swings</h1>
        <p className="mt-1 text-ink/70">Both swings move through the same positions together: pick one to line them up.</p>
      </header>
      {content}
    </section>
  );
}

/** /analyses/compare?a=…&b=… — two of the member's swings side by side, synchronised at their events. */
export function CompareAnalysesPage() {
  return <RequirePremium>{() => <CompareBody />}</RequirePremium>;
}
