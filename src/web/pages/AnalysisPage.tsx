import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../components/ui/Spinner';
import { useAnalysis } from '../features/analysis/api';
import { AnalysisLabelsLine, EditableAnalysisLabels } from '../features/analysis/labels/AnalysisLabels';
import { AnalysisStatusView } from '../features/analysis/AnalysisStatusView';
import { CompareWithBest } from '../features/analysis/compare/CompareWithBest';
import { RequirePremium } from '../features/auth/RequirePremium';
import { AskCoachButton } from '../features/coach/AskCoachButton';
import { CoachWidget } from '../features/coach/CoachWidget';
import { Unavailable } from '../features/analysis/Unavailable';
import { CoachNotesCard } from '../features/clubs/CoachNotesCard';
import { ExportCard } from '../features/exporting/ExportCard';
import { ModelSwingActions } from '../features/modelSwing/ModelSwingActions';
import { ShareLinksCard } from '../features/sharing/ShareLinksCard';
import { useCurrentUser } from '../lib/session';
import { formatAnalysisDate, HISTORY_HREF } from '../lib/links';

function AnalysisBody() {
  const { id } = useParams<{ id: string }>();
  const { data, isLoading, error } = useAnalysis(id);
  const { user } = useCurrentUser();
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to={HISTORY_HREF} className="text-sm font-semibold text-fairway-700 hover:underline">
        ← Analysis History
      </Link>
      {isLoading && <Spinner label="Loading the analysis" />}
      {error && <Unavailable error={error} />}
      {data && (
        <>
          <header>
            <h1 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">Swing Analysis</h1>
            <p className="mt-1 text-ink/70">{formatAnalysisDate(data.createdAt)}</p>
            {data.status === 'done' && user?.id === data.userId ? <EditableAnalysisLabels analysis={data} /> : <AnalysisLabelsLine analysis={data} />}
            {data.status === 'done' && (
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <AskCoachButton analysisId={data.id} label={formatAnalysisDate(data.createdAt)} />
                {data.mediaKind === 'video' && <CompareWithBest id={data.id} />}
                {user?.id === data.userId && data.mediaKind === 'video' && data.trackUrl && <ModelSwingActions analysisId={data.id} />}
              </div>
            )}
          </header>
          {/* The panels below are h3s, as under the dashboard's analyser: they need an h2 here too. */}
          <h2 className="sr-only">Result</h2>
          <AnalysisStatusView detail={data} />
          {data.status === 'done' && <CoachNotesCard detail={data} />}
          {data.status === 'done' && user?.id === data.userId && <ShareLinksCard analysisId={data.id} trackUrl={data.trackUrl} />}
          {data.status === 'done' && user?.id === data.userId && <ExportCard analysisId={data.id} hasVideo={data.mediaKind === 'video'} />}
        </>
      )}
    </section>
  );
}

/** /analyses/:id — one of the member's analyses with the player and every result panel. */
export function AnalysisPage() {
  return (
    <>
      <RequirePremium>{() => <AnalysisBody />}</RequirePremium>
      <CoachWidget />
    </>
  );
}
