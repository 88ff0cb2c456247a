import { eq } from 'drizzle-orm';
import { CLUB_SEAT_LIMITS, type ClubPlanKey, type Invitation } from '../../../shared/clubs';
import type { AppContext } from '../../context';
import { clubLeads, clubs } from '../../db/schema';
import { httpError } from '../../http/errors';
import { sendInvitation } from './invitations';
import * as store from './store';

/**
 * An administrator turns a club lead into a club sold by hand (no subscription behind it) and
 * the lead's contact is e-mailed an owner invitation: accepting it makes them the owner.
 */
export async function createClubFromLead(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  leadId: string,
  planKey: ClubPlanKey,
  admin: { id: string; name: string },
  appBaseUrl: string,
): Promise<Invitation> {
  const [lead] = await ctx.db.select().from(clubLeads).where(eq(clubLeads.id, leadId)).limit(1);
  if (!lead) throw httpError(404, 'There is no such club lead.');
  const [existing] = await ctx.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.leadId, leadId)).limit(1);
  if (existing) throw httpError(409, `${lead.clubName} already has a club.`);
  const club = await store.insertClub(ctx.db, { name: lead.clubName, planKey, seatLimit: CLUB_SEAT_LIMITS[planKey], leadId, soldByHand: true });
  return sendInvitation(ctx, club, { email: lead.email.toLowerCase(), role: 'owner', inviterId: admin.id, inviterName: admin.name }, appBaseUrl);
}
