import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '../../shared/routes';
import { Spinner } from '../components/ui/Spinner';
import { useAnalysis } from '../features/analysis/api';
import { Unavailable } from '../features/analysis/Unavailable';
import { RequirePremium } from '../features/auth/RequirePremium';
import { CoachReview } from '../features/clubs/CoachReview';
import { formatAnalysisDate } from '../lib/links';

function ReviewBody() {
  const { analysisId } = useParams<{ analysisId: string }>();
  const { data, isLoading, error } = useAnalysis(analysisId);
  if (isLoading) return <Spinner label="Loading the swing" />;
  if (error) return <Unavailable error={error} />;
  if (!data) return null;
  return (
    <>
      <header>
        <h1 className="text-3xl font-semibold text-fairway-900">Coach Review</h1>
        <p className="text-ink/70">
          Swing of {formatAnalysisDate(data.createdAt)}
          {data.analysis && ` · score ${data.analysis.analysisResults.overallScore}`}
        </p>
      </header>
      <CoachReview detail={data} />
    </>
  );
}

/** /club/review/:analysisId — a coach reviews a club member's swing frame by frame and leaves notes. */
export function ClubReviewPage() {
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link to={ROUTES.club.path} className="text-sm font-semibold text-fairway-700 hover:underline">
        ← Team dashboard
      </Link>
      <RequirePremium>{() => <ReviewBody />}</RequirePremium>
    </section>
  );
}
