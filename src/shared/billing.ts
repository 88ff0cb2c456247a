import { z } from 'zod';
import { emailSchema, textField } from './auth';
import { clubNameSchema } from './clubs';
import { ERROR_CODES } from './errorCodes';
import { PLAN_KEYS } from './plans';
import { ROUTES } from './routes';

/**
 * Billing contracts (spec §7 create-subscription, §3 Plan/Payment): the subscribe form validates
 * with these schemas and the server validates the same body again.
 */

export const planKeySchema = z.enum(PLAN_KEYS, { error: 'Choose one of the plans.' });

export const createSubscriptionSchema = z.object({
  planType: planKeySchema,
  userEmail: emailSchema,
  userName: textField('Name').trim().min(1, 'Please fill in your email and name.').max(120, 'Name must be at most 120 characters.'),
  isSpecialOffer: z.boolean({ error: 'isSpecialOffer must be true or false.' }).default(false),
  /** A club plan's club, by the name its buyer gives it (issue 26); ignored for other plans. */
  clubName: clubNameSchema.optional(),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionSchema>;

export const createSubscriptionReplySchema = z.object({ sessionId: z.string(), url: z.string() });
export type CreateSubscriptionReply = z.infer<typeof createSubscriptionReplySchema>;

/** Where a member's premium access comes from, strongest first. */
export const accessSourceSchema = z.enum(['admin', 'grant', 'lifetime', 'subscription', 'club']);
export type AccessSource = z.infer<typeof accessSourceSchema>;

export const membershipSchema = z.object({
  active: z.boolean(),
  source: accessSourceSchema.nullable(),
  planKey: planKeySchema.nullable(),
  status: z.enum(['active', 'past_due', 'canceled']).nullable(),
  /** ISO 8601; when a cancelled plan ends, or the current period ends. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** ISO 8601; set while a payment has failed and access runs on the grace period. */
  graceEndsAt: z.string().nullable(),
  /** 'stripe' members manage billing in Stripe's portal; 'test' ones on our own page. */
  provider: z.enum(['test', 'stripe']).nullable(),
  /** The plan whose entitlements the member has now (src/shared/entitlements.ts); null: no access. */
  entitledAs: planKeySchema.nullable(),
  /** A downgrade chosen on the plan page, and when it starts (ISO 8601): the end of the paid period. */
  pendingPlanKey: planKeySchema.nullable(),
  pendingPlanFrom: z.string().nullable(),
});

/** POST /api/membership/plan: move a renewing personal plan to another (decision 2703). */
export const changePlanSchema = z.object({ planKey: planKeySchema });
export type Membership = z.infer<typeof membershipSchema>;

export const PREMIUM_REQUIRED = {
  code: ERROR_CODES.premiumRequired,
  message: `This is part of Fairway Coach Premium. Choose a plan at ${ROUTES.subscribe.path} to continue.`,
  subscribeUrl: ROUTES.subscribe.path,
} as const;

/** What the local TEST MODE checkout page shows before the buyer confirms or cancels. */
export const testCheckoutSchema = z.object({
  sessionId: z.string(),
  planKey: planKeySchema,
  specialOffer: z.boolean(),
  /** Pence. */
  amount: z.number().int(),
  customerEmail: z.string(),
  customerName: z.string(),
  status: z.enum(['open', 'completed', 'expired', 'refunded']),
  expiresAt: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const portalReplySchema = z.object({ url: z.string() });
