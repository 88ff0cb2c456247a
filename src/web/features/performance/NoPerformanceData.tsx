import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PERFORMANCE_EMPTY } from './texts';

/** A member without a single finished analysis: the spec's empty state and the way to the analyzer. */
export function NoPerformanceData() {
  return (
    <Card className="px-6 py-12 text-center" data-testid="no-performance-data">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto size-12">
        <ellipse cx="24" cy="42" rx="14" ry="3" fill="#dcebe1" />
        <line x1="18" y1="42" x2="18" y2="6" stroke="#0f3d2e" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M19 7 L36 13 L19 19 Z" fill="#d4af37" />
      </svg>
      <h2 className="mt-3 text-2xl font-semibold text-fairway-900">{PERFORMANCE_EMPTY.noDataTitle}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink/70">{PERFORMANCE_EMPTY.noDataText}</p>
      <Link to={`${ROUTES.dashboard.path}?tab=analyzer`} className={buttonClasses('gold', 'md', 'mt-6')}>
        Analyze a Swing
      </Link>
    </Card>
  );
}
