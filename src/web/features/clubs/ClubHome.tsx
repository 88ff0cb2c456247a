import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyClub } from '../../../shared/clubs';
import { PLANS } from '../../../shared/plans';
import { ROUTES, withQuery } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Tabs } from '../../components/ui/Tabs';
import { ApiKeysPanel } from './ApiKeysPanel';
import { BrandingPanel } from './BrandingPanel';
import { ClubMark } from '../../components/layout/ClubMark';
import { PeoplePanel } from './PeoplePanel';
import { TeamDashboardView } from './TeamDashboardView';

type TabKey = 'team' | 'people' | 'branding' | 'api';

function tabsFor(club: NonNullable<MyClub>) {
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'team', label: 'Team' },
    { key: 'people', label: 'People' },
  ];
  if (club.role === 'owner') tabs.push({ key: 'branding', label: 'Branding' });
  if (club.role === 'owner' && club.apiAccess) tabs.push({ key: 'api', label: 'API' });
  return tabs;
}

function NoClub() {
  return (
    <Card className="max-w-2xl">
      <h1 className="text-2xl font-semibold text-fairway-900">Team programs for clubs and academies</h1>
      <p className="mt-2 text-ink/70">
        Buy {PLANS.club_starter.name} for up to 10 members, or {PLANS.club.name} for unlimited members with API access and white-label branding. You become the
        club's owner and invite your golfers and coaches by e-mail.
      </p>
      <Link to={withQuery(ROUTES.subscribe.path, { plan: 'club_starter' })} className={buttonClasses('gold', 'md', 'mt-4')}>
        Choose a club plan
      </Link>
    </Card>
  );
}

/** Members of a club who are not staff: what the club gives them. */
function MemberView({ club }: { club: NonNullable<MyClub> }) {
  return (
    <Card className="max-w-2xl">
      <p className="text-ink/70">
        Your premium access comes with your seat in {club.name}. Your coaches see your swings and leave notes on them: you find the notes on each swing's result
        page.
      </p>
      <Link to={ROUTES.dashboard.path} className={buttonClasses('green', 'md', 'mt-4')}>
        Go to your dashboard
      </Link>
    </Card>
  );
}

/** The body of /club: the club's header, then the team dashboard and management tabs for the owner and coaches. */
export function ClubHome({ club }: { club: MyClub }) {
  const [tab, setTab] = useState<TabKey>('team');
  if (!club) return <NoClub />;
  const seats = club.seatLimit === null ? `${club.seatsTaken}` : `${club.seatsTaken} / ${club.seatLimit}`;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-4">
        <ClubMark branding={club.branding} className="size-14" />
        <div>
          <h1 className="text-3xl font-semibold text-fairway-900 sm:text-4xl">{club.name}</h1>
          <p className="text-ink/70">
            {PLANS[club.planKey].name} · you are {club.role === 'owner' ? 'the owner' : `a ${club.role}`}
            {!club.active && ' · the club plan has lapsed: seats give no access until it is renewed'}
          </p>
        </div>
      </header>
      {club.role === 'member' ? (
        <MemberView club={club} />
      ) : (
        <Tabs tabs={tabsFor(club)} active={tab} onChange={setTab} label="Club">
          {tab === 'team' && <TeamDashboardView seats={seats} />}
          {tab === 'people' && <PeoplePanel club={club} />}
          {tab === 'branding' && <BrandingPanel club={club} />}
          {tab === 'api' && <ApiKeysPanel />}
        </Tabs>
      )}
    </div>
  );
}
