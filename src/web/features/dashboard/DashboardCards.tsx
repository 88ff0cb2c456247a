import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

interface LinkCardProps {
  title: ReactNode;
  text: string;
  to: string;
  action: string;
  variant?: 'gold' | 'green';
}

function LinkCard({ title, text, to, action, variant = 'green' }: LinkCardProps) {
  // On a phone each card is one compact row (title and button) so the tabs stay near the top.
  return (
    <Card className="flex items-center justify-between gap-3 p-4 sm:flex-col sm:items-stretch sm:p-5">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-fairway-900">{title}</h3>
      <p className="hidden flex-1 text-sm text-ink/70 sm:block">{text}</p>
      <Link to={to} className={buttonClasses(variant, 'sm', 'shrink-0 sm:self-start')}>
        {action}
      </Link>
    </Card>
  );
}

/** The Community, Performance Analytics and Premium Features cards of spec §2. */
export function DashboardCards() {
  return (
    <div className="grid gap-3 md:grid-cols-3 lg:gap-4">
      <LinkCard
        title={
          <>
            Community <Badge tone="gold">NEW</Badge>
          </>
        }
        text="Swap swing thoughts with other members in the rooms or by direct message."
        to={ROUTES.community.path}
        action="Join"
      />
      <LinkCard
        title="Performance Analytics"
        text="Tempo, balance, power and accuracy over 7 to 365 days, with your personal bests."
        to={ROUTES.performance.path}
        action="View Stats"
      />
      <LinkCard
        title="Premium Features"
        text="Your plan, what it opens and what the next plan adds."
        to={ROUTES.subscribe.path}
        action="Manage Subscription"
        variant="gold"
      />
    </div>
  );
}
