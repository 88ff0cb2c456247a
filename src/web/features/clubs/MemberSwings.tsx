import { Link } from 'react-router-dom';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/api';
import { formatAnalysisDate } from '../../lib/links';
import { useMemberAnalyses } from './api';
import { reviewHref } from './CoachReview';

/** /club/members/:memberId for the owner and coaches: a golfer's swings, each opening in coach review. */
export function MemberSwings({ memberId }: { memberId: string }) {
  const data = useMemberAnalyses(memberId);
  if (data.error)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {messageOf(data.error)}
      </p>
    );
  if (!data.data) return <Spinner label="Loading the golfer's swings" />;
  const { member, analyses } = data.data;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold text-fairway-900">
          {member.firstName} {member.lastName}
        </h1>
        <p className="text-ink/70">{member.email}</p>
      </header>
      <Card className="p-0">
        <ul className="divide-y divide-fairway-100">
          {analyses.map((analysis) => (
            <li key={analysis.id} className="flex flex-wrap items-center justify-between gap-3 px-6 py-3">
              <div>
                <p className="font-medium text-fairway-900">{formatAnalysisDate(analysis.createdAt)}</p>
                <p className="text-sm text-ink/70">
                  {analysis.status === 'done' ? `Score ${analysis.overallScore ?? '—'}` : `Analysis ${analysis.status}`} · {analysis.comments}{' '}
                  {analysis.comments === 1 ? 'note' : 'notes'}
                </p>
              </div>
              {analysis.status === 'done' && (
                <Link to={reviewHref(analysis.id)} className="text-sm font-semibold text-fairway-700 hover:underline">
                  Review swing →
                </Link>
              )}
            </li>
          ))}
          {analyses.length === 0 && <li className="px-6 py-4 text-ink/70">No swings uploaded yet.</li>}
        </ul>
      </Card>
    </div>
  );
}
