import { Link } from 'react-router-dom';
import { formatPlanPrice, formatPrice, PLANS } from '../../../shared/plans';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';

export function FinalCta() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
      <h2 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">Own your game for life</h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink/70">
        {PLANS.lifetime.badge}: every premium feature and every future update for a single payment of {formatPlanPrice(PLANS.lifetime)}.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`${ROUTES.subscribe.path}?plan=lifetime&special=first100`} className={buttonClasses('gold', 'lg')}>
          Lifetime Access - {formatPrice(PLANS.lifetime.price)}
        </Link>
        <Link to={ROUTES.demo.path} className={buttonClasses('outline', 'lg')}>
          Try Analysis Demo
        </Link>
      </div>
    </section>
  );
}
