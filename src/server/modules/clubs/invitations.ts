import type { PublicUser } from '../../../shared/auth';
import {
  INVITATION_VALID_DAYS,
  type AcceptInvitationBody,
  type ClubPeople,
  type ClubRole,
  type Invitation,
  type InvitationPreview,
} from '../../../shared/clubs';
import { ROUTES, withQuery } from '../../../shared/routes';
import type { AppContext } from '../../context';
import type { ClubInvitationRow, ClubRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { assertUncommonPassword } from '../auth/commonPasswords';
import { hashPassword } from '../auth/passwords';
import { createUserIfAbsent, toPublicUser } from '../auth/service';
import { findUserByEmail } from '../auth/store';
import { hashToken, newToken } from '../auth/tokens';
import { enqueueClubMail } from './jobs';
import { invitationMail } from './mails';
import { brandingOf } from './service';
import * as store from './store';

/**
 * Seats and invitations (decision 1701). An invitation is a single-use e-mailed link for one
 * address. Accepting takes a seat with one guarded UPDATE inside the transaction that spends the
 * link, so the plan's seat limit holds however many people accept at once; removing a member
 * hands the seat back. The owner holds no seat.
 */

type Deps = Pick<AppContext, 'db' | 'jobs'>;
const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID_LINK = 'This invitation link is not valid. Ask your club for a new one.';

function statusOf(row: ClubInvitationRow, now: Date): Invitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

function seatsLeftMessage(club: ClubRow): string {
  return `All ${club.seatLimit} seats of ${club.name} are taken. The club owner can free a seat or move to the Club Unlimited plan.`;
}

/** Creates an invitation and queues its e-mail; also used by an administrator to invite a lead's contact as owner. */
export async function sendInvitation(
  deps: Deps,
  club: ClubRow,
  input: { email: string; role: ClubRole; inviterId: string | null; inviterName: string },
  appBaseUrl: string,
): Promise<Invitation> {
  if (input.role !== 'owner' && club.seatLimit !== null && club.seatsTaken >= club.seatLimit) throw httpError(409, seatsLeftMessage(club));
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    const current = await store.membershipOfUser(deps.db, existing.id);
    if (current?.club.id === club.id) throw httpError(409, `${input.email} is already in ${club.name}.`);
  }
  const { token, tokenHash } = newToken();
  const now = new Date();
  const row = await store.insertInvitation(deps.db, {
    clubId: club.id,
    email: input.email,
    role: input.role,
    tokenHash,
    invitedBy: input.inviterId,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
  });
  const link = `${appBaseUrl}${withQuery(ROUTES.clubJoin.path, { token })}`;
  await enqueueClubMail(deps, invitationMail(input.email, brandingOf(club), input.role, input.inviterName, link));
  return toInvitation(row, now);
}

export function toInvitation(row: ClubInvitationRow, now = new Date()): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: statusOf(row, now),
  };
}

export async function clubPeople(deps: Pick<Deps, 'db'>, club: ClubRow): Promise<ClubPeople> {
  const now = new Date();
  const [members, invitations] = await Promise.all([store.membersOf(deps.db, club.id), store.invitationsOf(deps.db, club.id)]);
  return {
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    invitations: invitations.filter((row) => statusOf(row, now) === 'pending').map((row) => toInvitation(row, now)),
  };
}

/** The usable invitation of a token, or the reason it cannot be used. */
function assertUsable(row: ClubInvitationRow | undefined, now: Date): ClubInvitationRow {
  if (!row) throw httpError(404, INVALID_LINK);
  const status = statusOf(row, now);
  if (status === 'accepted') throw httpError(410, 'This invitation has already been used.');
  if (status === 'revoked') throw httpError(410, 'This invitation was withdrawn by the club.');
  if (status === 'expired') throw httpError(410, 'This invitation has expired. Ask your club for a new one.');
  return row;
}

export async function previewInvitation(deps: Pick<Deps, 'db'>, token: string): Promise<InvitationPreview> {
  const row = assertUsable(await store.findInvitationByToken(deps.db, hashToken(token)), new Date());
  const club = (await store.findClub(deps.db, row.clubId))!;
  return {
    clubName: club.name,
    email: row.email,
    role: row.role,
    accountExists: Boolean(await findUserByEmail(deps.db, row.email)),
    branding: brandingOf(club),
  };
}

/**
 * Spends the link and seats the person, in one transaction. Signed in, the account must be the
 * invited address; signed out, the invited address must have no account yet and the body brings
 * the new account's names and password (the link proves the mailbox, as a confirmation link does).
 */
export async function acceptInvitation(
  deps: Pick<Deps, 'db'>,
  signedIn: SessionUser | null,
  body: AcceptInvitationBody,
): Promise<{ user: PublicUser; created: boolean }> {
  // The link is checked before the password is hashed: a made-up token costs no hashing.
  assertUsable(await store.findInvitationByToken(deps.db, hashToken(body.token)), new Date());
  const newAccount = signedIn ? null : await newAccountFields(body);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const invitation = assertUsable(await store.lockInvitation(tx, hashToken(body.token)), now);
    let user: PublicUser;
    if (signedIn) {
      if (signedIn.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw httpError(403, `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`);
      }
      user = toPublicUser(signedIn);
    } else {
      const created = await createUserIfAbsent({ db: tx }, { ...newAccount!, email: invitation.email, role: 'member' });
      if (!created) throw httpError(409, `${invitation.email} already has an account. Sign in to accept the invitation.`);
      user = created;
    }
    const club = (await store.findClub(tx, invitation.clubId))!;
    const current = await store.membershipOfUser(tx, user.id);
    if (current?.club.id === club.id) throw httpError(409, `You are already in ${club.name}.`);
    if (current) throw httpError(409, `You already belong to ${current.club.name}. Leave it before joining another club.`);
    const holdsSeat = invitation.role !== 'owner';
    if (holdsSeat && !(await store.takeClubSeat(tx, club.id))) throw httpError(409, seatsLeftMessage(club));
    // Throwing rolls the seat back with the rest of the transaction.
    if (!(await store.insertMember(tx, { clubId: club.id, userId: user.id, role: invitation.role, holdsSeat }))) {
      throw httpError(409, 'You joined a club a moment ago: one club at a time.');
    }
    await store.updateInvitation(tx, invitation.id, { acceptedAt: now, acceptedBy: user.id });
    return { user, created: !signedIn };
  });
}

async function newAccountFields(body: AcceptInvitationBody) {
  const { firstName, lastName, password } = body;
  if (!firstName || !lastName || !password) throw httpError(400, 'Give your first name, last name and a password to create your account.');
  assertUncommonPassword(password);
  return { firstName, lastName, passwordHash: await hashPassword(password) };
}

/** The owner removes a member or coach; their seat is free again at once. */
export async function removeMember(deps: Pick<Deps, 'db'>, club: ClubRow, memberId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const members = await store.membersOf(tx, club.id);
    const target = members.find((member) => member.userId === memberId);
    if (!target) throw httpError(404, 'This person is not in your club.');
    if (target.role === 'owner') throw httpError(409, 'The owner cannot be removed from the club.');
    const removed = await store.deleteMember(tx, club.id, memberId);
    if (removed?.holdsSeat) await store.releaseClubSeat(tx, club.id);
  });
}
