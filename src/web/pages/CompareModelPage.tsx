import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Card } from '../components/ui/Card';
import { Spinner } from '../components/ui/Spinner';
import { useAnalysis } from '../features/analysis/api';
import { Unavailable } from '../features/analysis/Unavailable';
import { RequirePremium } from '../features/auth/RequirePremium';
import { CompareWithModel } from '../features/modelSwing/CompareWithModel';
import { analysisHref, formatAnalysisDate } from '../lib/links';

function CompareModelBody() {
  const { id } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const choice = params.get('model') === 'mine' ? 'mine' : 'modelled';
  const { data, isLoading, error } = useAnalysis(id);
  const finished = data?.status === 'done' && data.analysis && data.trackUrl && data.analysis.analysisResults.analysisKind !== 'posture';
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {id && (
        <Link to={analysisHref(id)} className="text-sm font-semibold text-fairway-700 hover:underline">
          ← Swing Analysis
        </Link>
      )}
      <header>
        <h1 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">Compare With a Model Swing</h1>
        <p className="mt-1 text-ink/70">
          {data ? `Your swing of ${formatAnalysisDate(data.createdAt)}, ` : 'Your swing, '}
          with the model standing where you stand and keeping pace with you at address, top, impact and finish.
        </p>
      </header>
      {isLoading && <Spinner label="Loading the analysis" />}
      {error && <Unavailable error={error} />}
      {data && !finished && (
        <Card>
          <p className="text-ink/80">Only a finished swing video can be compared with a model.</p>
        </Card>
      )}
      {data && finished && <CompareWithModel detail={data} choice={choice} />}
    </section>
  );
}

/** /analyses/:id/model?model=modelled|mine — one swing held against a model swing (issue 33). */
export function CompareModelPage() {
  return <RequirePremium>{() => <CompareModelBody />}</RequirePremium>;
}
