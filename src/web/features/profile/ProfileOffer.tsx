import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { GolfProfileReply } from '../../../shared/profile';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { profileQueryKey } from '../../lib/golfProfile';

const skippedKey = (userId: string) => `fairway.profileOfferSkipped.${userId}`;

/**
 * The golf profile wizard offered to a new member on their first page inside (the dashboard they
 * land on after registering and choosing a plan), until they complete it or skip it. The coaching
 * reads the profile, so it is worth asking for; it is never forced.
 */
export function ProfileOffer({ userId }: { userId: string }) {
  const profile = useQuery<GolfProfileReply>({ queryKey: profileQueryKey(userId) });
  const [skipped, setSkipped] = useState(() => localStorage.getItem(skippedKey(userId)) === '1');
  if (skipped || !profile.data || profile.data.profile.profileCompleted) return null;

  function skip() {
    localStorage.setItem(skippedKey(userId), '1');
    setSkipped(true);
  }

  return (
    <Card className="border-gold-300 bg-gradient-to-br from-white to-gold-300/20" data-testid="profile-offer">
      <h2 className="text-lg font-semibold text-fairway-900">Make the coaching yours</h2>
      <p className="mt-1 text-ink/75">Your handicap, goals and playing hand decide which fault comes first and what your next target is. Six short steps.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={ROUTES.profile.path} className={buttonClasses('green', 'md')}>
          Set up my golf profile
        </Link>
        <button type="button" onClick={skip} className={buttonClasses('outline', 'md')}>
          Skip for now
        </button>
      </div>
    </Card>
  );
}
