import { pathTo, API_ROUTES } from '../../../shared/routes';
import { CLUB_PLAN_FEATURES, CLUB_SEAT_LIMITS, type ClubBranding, type ClubPlanKey, type MyClub } from '../../../shared/clubs';
import type { ClubRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { planAccess } from '../subscriptions/access';
import * as store from './store';

/**
 * Club life: a club comes with a club plan (or from an administrator), people belong to one club
 * with a role, and the club's plan is what gives its seats premium access.
 */

export function brandingOf(club: ClubRow): ClubBranding {
  return {
    clubId: club.id,
    name: club.name,
    logoUrl: club.logoKey ? `${pathTo(API_ROUTES.clubLogoFile, { clubId: club.id })}?v=${encodeURIComponent(club.logoKey.split('/').pop() ?? '')}` : null,
    primaryColor: club.primaryColor,
    accentColor: club.accentColor,
    // White-label is part of the club plan: a club that moved to club_starter shows the brand again.
    whiteLabel: club.whiteLabel && CLUB_PLAN_FEATURES[club.planKey].whiteLabel,
  };
}

/** Whether the club's plan gives access now; a club an administrator made (sold by hand) always does. */
export async function clubIsActive(db: store.Db, club: ClubRow, graceDays: number, now = new Date()): Promise<boolean> {
  if (!club.subscriptionId) return club.soldByHand;
  const plan = await store.clubSubscription(db, club);
  return plan ? planAccess(plan, now, graceDays).active : false;
}

/** Premium access through a club seat (or ownership): the person is in a club whose plan is live. */
/** The plan of the member's club while that club's plan is live (its entitlements are the member's); else null. */
export async function activeClubPlan(db: store.Db, userId: string, graceDays: number): Promise<ClubPlanKey | null> {
  const found = await store.membershipOfUser(db, userId);
  return found && (await clubIsActive(db, found.club, graceDays)) ? found.club.planKey : null;
}

export async function myClub(db: store.Db, userId: string, graceDays: number): Promise<MyClub> {
  const found = await store.membershipOfUser(db, userId);
  if (!found) return null;
  const { club, member } = found;
  return {
    id: club.id,
    name: club.name,
    planKey: club.planKey,
    role: member.role,
    seatLimit: club.seatLimit,
    seatsTaken: club.seatsTaken,
    active: await clubIsActive(db, club, graceDays),
    apiAccess: CLUB_PLAN_FEATURES[club.planKey].apiAccess,
    whiteLabelAvailable: CLUB_PLAN_FEATURES[club.planKey].whiteLabel,
    unreadCoachNotes: await store.unreadCommentCount(db, userId),
    branding: brandingOf(club),
  };
}

/** The caller's club, when they are its owner (or a coach too, with `coachToo`); otherwise 404 or 403. */
export async function staffClub(db: store.Db, user: SessionUser, roles: 'owner' | 'staff'): Promise<ClubRow> {
  const found = await store.membershipOfUser(db, user.id);
  if (!found) throw httpError(404, 'You do not belong to a club.');
  const allowed = roles === 'owner' ? found.member.role === 'owner' : found.member.role !== 'member';
  if (!allowed) throw httpError(403, roles === 'owner' ? 'Only the club owner can do this.' : 'Only the club owner and coaches can see this.');
  return found.club;
}

/**
 * The club of a club plan, inside the fulfilment transaction: the buyer's own club gets the new
 * plan (a renewal after a lapse keeps its people); otherwise a new club is made with the buyer as
 * owner, who leaves any club they had a seat in (handing that seat back).
 */
export async function attachClubToPlan(
  db: store.Db,
  input: { ownerId: string; planKey: ClubPlanKey; subscriptionId: string; clubName: string },
): Promise<ClubRow> {
  const current = await store.membershipOfUser(db, input.ownerId);
  const plan = { planKey: input.planKey, seatLimit: CLUB_SEAT_LIMITS[input.planKey], subscriptionId: input.subscriptionId };
  if (current?.member.role === 'owner') return (await store.updateClub(db, current.club.id, plan))!;
  if (current) {
    await store.deleteMember(db, current.club.id, input.ownerId);
    if (current.member.holdsSeat) await store.releaseClubSeat(db, current.club.id);
  }
  const club = await store.insertClub(db, { name: input.clubName, ...plan });
  await store.insertMember(db, { clubId: club.id, userId: input.ownerId, role: 'owner', holdsSeat: false });
  return club;
}
