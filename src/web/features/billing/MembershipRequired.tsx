import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

/** What a signed-in member without premium access sees on a premium page: the way to a plan. */
export function MembershipRequired() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <Card className="p-8 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-gold-700">Premium</p>
        <h1 className="mt-2 text-3xl font-semibold text-fairway-900">Choose a plan to continue</h1>
        <p className="mt-3 text-ink/70">
          Swing analysis, live coaching, performance tracking and the community are part of Fairway Coach Premium. Pick the plan that fits your game; every plan
          has a 30-day satisfaction guarantee and can be cancelled anytime.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.subscribe.path} className={buttonClasses('gold', 'md')}>
            Choose Your Plan
          </Link>
          <Link to={ROUTES.profile.path} className={buttonClasses('outline', 'md')}>
            Golf profile
          </Link>
        </div>
      </Card>
    </section>
  );
}
