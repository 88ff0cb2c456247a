import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { ClubMark } from '../../components/layout/ClubMark';
import { buttonClasses } from '../../components/ui/Button';
import { useMyClub } from '../../lib/clubBranding';

/** On the dashboard of a club's people: the club's brand, new coach notes for members, the team for staff. */
export function ClubBanner() {
  const { club } = useMyClub();
  if (!club) return null;
  const primary = club.branding.primaryColor ?? '#165238';
  const staff = club.role !== 'member';
  return (
    <section
      aria-label={club.name}
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl p-4 text-white shadow-sm sm:p-5"
      style={{ background: primary }}
    >
      <div className="flex items-center gap-3">
        <ClubMark branding={club.branding} className="size-12" />
        <div>
          <p className="font-display text-xl font-semibold">{club.name}</p>
          <p className="text-sm text-white/80">
            {staff
              ? `${club.seatsTaken}${club.seatLimit === null ? '' : ` of ${club.seatLimit}`} seats taken`
              : club.unreadCoachNotes > 0
                ? `${club.unreadCoachNotes} new ${club.unreadCoachNotes === 1 ? 'note' : 'notes'} from your coach: open your swings in the history below`
                : 'Your premium access comes with your club seat.'}
          </p>
        </div>
      </div>
      {staff && (
        <Link
          to={ROUTES.club.path}
          className={buttonClasses('gold', 'sm')}
          style={club.branding.accentColor ? { background: club.branding.accentColor } : undefined}
        >
          Team dashboard
        </Link>
      )}
    </section>
  );
}
