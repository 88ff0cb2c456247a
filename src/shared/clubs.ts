import { z } from 'zod';
import { swingEventNameSchema } from './analysis';
import { drawingShapeSchema, type DrawingShape } from './drawings';
import { emailSchema, newPasswordSchema, textField } from './auth';
import { performanceSessionSchema, trendsQuerySchema } from './performance';
import { ENTITLEMENTS } from './entitlements';
import { PLANS, type PlanKey } from './plans';

/**
 * Clubs and academies (issue 17): club plans, roles, seats, invitations, the team dashboard,
 * coach review, branding and API keys. The browser validates with these schemas and the server
 * validates the same bodies again.
 */

export const CLUB_ROLES = ['owner', 'coach', 'member'] as const;
export const clubRoleSchema = z.enum(CLUB_ROLES);
export type ClubRole = z.infer<typeof clubRoleSchema>;
/** An owner invitation is sent by an administrator to the contact of a club lead. */
export type ClubInviteRole = ClubRole;

export type ClubPlanKey = Extract<PlanKey, 'club_starter' | 'club'>;
export const CLUB_PLAN_KEYS: readonly ClubPlanKey[] = ['club_starter', 'club'];

/** Spec §9: club_starter covers up to 10 member accounts; club is unlimited (null). From the entitlement table. */
export const CLUB_SEAT_LIMITS: Record<ClubPlanKey, number | null> = { club_starter: ENTITLEMENTS.club_starter.clubSeats, club: ENTITLEMENTS.club.clubSeats };
/** Spec §9: API access and white-label come with the club plan only; the entitlement table says so. */
export const CLUB_PLAN_FEATURES: Record<ClubPlanKey, { apiAccess: boolean; whiteLabel: boolean }> = {
  club_starter: { apiAccess: ENTITLEMENTS.club_starter.api, whiteLabel: ENTITLEMENTS.club_starter.whiteLabel },
  club: { apiAccess: ENTITLEMENTS.club.api, whiteLabel: ENTITLEMENTS.club.whiteLabel },
};

export function isClubPlan(key: PlanKey): key is ClubPlanKey {
  return PLANS[key].planType === 'club';
}

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 14;

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colours are written as #RRGGBB.')
  .transform((value) => value.toLowerCase());

export const clubBrandingSchema = z.object({
  clubId: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  accentColor: z.string().nullable(),
  /** True: the member's screens and e-mails show the club instead of the Fairway Coach brand. */
  whiteLabel: z.boolean(),
});
export type ClubBranding = z.infer<typeof clubBrandingSchema>;

export const myClubSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    planKey: z.enum(['club_starter', 'club']),
    role: clubRoleSchema,
    seatLimit: z.number().int().nullable(),
    seatsTaken: z.number().int(),
    /** The plan behind the club gives access now (a lapsed plan leaves the club without it). */
    active: z.boolean(),
    apiAccess: z.boolean(),
    whiteLabelAvailable: z.boolean(),
    /** Coach notes on the member's swings they have not opened yet (the in-app notification). */
    unreadCoachNotes: z.number().int(),
    branding: clubBrandingSchema,
  })
  .nullable();
export type MyClub = z.infer<typeof myClubSchema>;

/** A club's name, as its owner types it (branding, and the club plan's checkout). */
export const clubNameSchema = textField('Club name')
  .trim()
  .min(2, 'Club name must be at least 2 characters.')
  .max(80, 'Club name must be at most 80 characters.');

export const brandingBodySchema = z.object({
  name: clubNameSchema,
  primaryColor: hexColor.nullable(),
  accentColor: hexColor.nullable(),
  whiteLabel: z.boolean(),
});
export type BrandingBody = z.input<typeof brandingBodySchema>;

/** Logos: small images of these types, checked by their bytes on the server. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const inviteBodySchema = z.object({
  email: emailSchema,
  role: z.enum(['member', 'coach'], { error: 'Invite as member or coach.' }),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: clubRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const rosterEntrySchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: clubRoleSchema,
  joinedAt: z.string(),
});
export const clubPeopleSchema = z.object({ members: z.array(rosterEntrySchema), invitations: z.array(invitationSchema) });
export type ClubPeople = z.infer<typeof clubPeopleSchema>;

/** The invitation token travels in bodies, never in a URL the logs would keep. */
export const invitationTokenSchema = z.object({ token: textField('Invitation').min(10, 'This invitation link is not valid.').max(200) });

export const invitationPreviewSchema = z.object({
  clubName: z.string(),
  email: z.string(),
  role: clubRoleSchema,
  /** The invited address already has an account: sign in as it to accept. */
  accountExists: z.boolean(),
  branding: clubBrandingSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Accepting while signed out creates the account of the invited address (the link proves the mailbox). */
export const acceptInvitationSchema = invitationTokenSchema.extend({
  firstName: textField('First name').trim().min(2, 'First name must be at least 2 characters.').max(80).optional(),
  lastName: textField('Last name').trim().min(2, 'Last name must be at least 2 characters.').max(80).optional(),
  password: newPasswordSchema.optional(),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationSchema>;

export const teamQuerySchema = trendsQuerySchema;

export const teamMemberStatsSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: clubRoleSchema,
  latestScore: z.number().nullable(),
  /** Spec §9 improvement over the range's sessions, percent; null with fewer than two. */
  trend: z.number().nullable(),
  sessionsThisMonth: z.number().int(),
  sessionsInRange: z.number().int(),
  mainFault: z.string().nullable(),
  lastSessionAt: z.string().nullable(),
});
export type TeamMemberStats = z.infer<typeof teamMemberStatsSchema>;

export const teamDashboardSchema = z.object({
  days: z.number().int(),
  members: z.array(teamMemberStatsSchema),
  commonFaults: z.array(z.object({ name: z.string(), count: z.number().int(), members: z.number().int() })),
  leaderboard: z.array(z.object({ userId: z.string(), name: z.string(), improvement: z.number(), sessions: z.number().int() })),
  /** Every member's sessions in the range, oldest first, for the team charts. */
  sessions: z.array(performanceSessionSchema),
});
export type TeamDashboard = z.infer<typeof teamDashboardSchema>;

export const memberAnalysisSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  overallScore: z.number().nullable(),
  status: z.string(),
  comments: z.number().int(),
});
export const memberAnalysesSchema = z.object({
  member: rosterEntrySchema,
  analyses: z.array(memberAnalysisSchema),
});
export type MemberAnalyses = z.infer<typeof memberAnalysesSchema>;

/** A coach's drawing on a note: the member's drawing shapes (one layer draws both, decision 3300). */
export const coachDrawingSchema = drawingShapeSchema;
export type CoachDrawing = DrawingShape;

export const COMMENT_MAX = 2000;
export const coachCommentBodySchema = z.object({
  frame: z.number({ error: 'Pick the frame the note is about.' }).int().min(0).max(100_000),
  event: swingEventNameSchema.nullable().default(null),
  text: textField('Note').trim().min(1, 'Write the note first.').max(COMMENT_MAX, `A note is at most ${COMMENT_MAX} characters.`),
  drawing: coachDrawingSchema.nullable().default(null),
});
export type CoachCommentBody = z.input<typeof coachCommentBodySchema>;

export const coachCommentSchema = z.object({
  id: z.string(),
  analysisId: z.string(),
  authorName: z.string(),
  frame: z.number().int(),
  event: swingEventNameSchema.nullable(),
  text: z.string(),
  drawing: coachDrawingSchema.nullable(),
  createdAt: z.string(),
});
export type CoachComment = z.infer<typeof coachCommentSchema>;
export const coachCommentListSchema = z.array(coachCommentSchema);

export const apiKeyBodySchema = z.object({
  name: textField('Key name').trim().min(1, 'Name the key (e.g. the system that will use it).').max(60, 'A key name is at most 60 characters.'),
});
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);
/** The only answer that carries the key itself. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** Public API: requests per key per minute. */
export const PUBLIC_API_RATE = { points: 60, windowMs: 60_000 } as const;
export const API_KEY_HEADER = 'x-api-key';
