import { z } from 'zod';
import { accessSourceSchema } from './billing';
import { ADMIN_PLAN_KEYS, PLAN_KEYS } from './plans';

/** The admin calls of spec §7 and their answers (spec §3 Admin analytics, Payment, Club lead). */

export const planBreakdownEntrySchema = z.object({
  /** Members whose access rests on this plan now. */
  count: z.number().int(),
  /** Pence taken on this plan, refunds excluded. */
  revenue: z.number().int(),
});

export const adminAnalyticsSchema = z.object({
  /** Pence, every completed payment ever, refunds excluded. */
  totalRevenue: z.number().int(),
  /** Percent change of this calendar month's revenue against last month's; null when last month had none. */
  monthlyGrowth: z.number().nullable(),
  /** Members whose access rests on a paid plan now (recurring in period or grace, or lifetime). */
  totalSubscriptions: z.number().int(),
  /** Percent of registered members who ever paid (decision 0603). */
  conversionRate: z.number(),
  planBreakdown: z.record(z.enum(ADMIN_PLAN_KEYS), planBreakdownEntrySchema),
  clubLeads: z.number().int(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const paymentStatusSchema = z.enum(['completed', 'failed', 'refunded']);

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  planType: z.enum(PLAN_KEYS),
  /** Pence. */
  amount: z.number().int(),
  status: paymentStatusSchema,
  customerEmail: z.string(),
  /** Within the 30-day guarantee and not refunded yet. */
  refundable: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = z.array(adminPaymentSchema);

export const clubLeadSchema = z.object({
  id: z.uuid(),
  clubName: z.string(),
  createdAt: z.string(),
  contactName: z.string(),
  email: z.string(),
  partnershipType: z.enum(['club', 'resort', 'academy', 'pro']),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  memberCount: z.number().int().nullable(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  challenges: z.string().nullable(),
  interests: z.array(z.string()),
});
export type ClubLead = z.infer<typeof clubLeadSchema>;
export const clubLeadListSchema = z.array(clubLeadSchema);

export const adminMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['member', 'admin']),
  createdAt: z.string(),
  access: z.object({
    active: z.boolean(),
    source: accessSourceSchema.nullable(),
    planKey: z.enum(PLAN_KEYS).nullable(),
    /** An administrator's grant, which the member list can revoke. */
    granted: z.boolean(),
  }),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMemberListSchema = z.array(adminMemberSchema);

export const grantBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why this member gets access.')
    .max(200, 'The reason must be at most 200 characters.')
    .default('Granted by an administrator'),
});

/** The 30-day satisfaction guarantee (spec §1): an admin refunds within this many days. */
export const GUARANTEE_DAYS = 30;
