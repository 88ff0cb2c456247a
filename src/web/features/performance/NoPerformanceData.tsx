import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PERFORMANCE_EMPTY } from './texts';

/** A member without a single finished analysis: the spec's empty state and the way to the analyzer. */
export function NoPerformanceData() {
  return (
    <Card className="px-6 py-12 text-center" data-testid="no-performance-data">
      <p aria-hidden="true" className="text-4xl text-gold-500">⛳</p>
      <h2 className="mt-3 text-2xl font-semibold text-fairway-900">{PERFORMANCE_EMPTY.noDataTitle}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink/70">{PERFORMANCE_EMPTY.noDataText}</p>
      <Link to={`${ROUTES.dashboard.path}?tab=analyzer`} className={buttonClasses('gold', 'md', 'mt-6')}>
        Analyze a Swing
      </Link>
    </Card>
  );
}
