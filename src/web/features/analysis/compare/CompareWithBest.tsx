import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/Button';
import { compareHref } from '../../../lib/links';
import { useAnalysisStats } from '../api';

/**
 * One click to line a swing up against the member's best. Nothing when there is no best yet; a
 * quiet line when this swing, or the one it is already compared with, is the best.
 */
export function CompareWithBest({ id, comparedWith }: { id: string; comparedWith?: string }) {
  // The server picks the best: the highest-scoring finished swing with a video, the more recent of equal scores.
  const best = useAnalysisStats().data?.best ?? null;
  if (!best) return null;
  const line = (text: string) => <p className="text-sm font-medium text-fairway-700">{text}</p>;
  if (best.id === id) return line(`This is your best swing so far (${best.overallScore}/100).`);
  if (best.id === comparedWith) return line(`You are comparing with your best swing (${best.overallScore}/100).`);
  return (
    <Link to={compareHref(id, best.id)} className={buttonClasses('gold', 'sm')}>
      Compare with my best ({best.overallScore}/100)
    </Link>
  );
}
