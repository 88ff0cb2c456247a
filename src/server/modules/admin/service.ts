import { ADMIN_PLAN_KEYS, type AdminPlanKey } from '../../../shared/plans';
import { GUARANTEE_DAYS, type AdminAnalytics, type AdminMember, type AdminPayment, type ClubLead } from '../../../shared/admin';
import type { AppContext } from '../../context';
import type { ClubLeadRow, EmailCaptureRow, FeedbackRow, PaymentRow, SubscriptionRow } from '../../db/schema';
import type { EmailCaptureRecord, FeedbackRecord } from '../../../shared/leads';
import { httpError } from '../../http/errors';
import { membershipOf } from '../billing/membership';
import * as billing from '../billing/store';
import { planAccess } from '../subscriptions/access';
import * as store from './store';

type Deps = Pick<AppContext, 'db' | 'payments' | 'config' | 'log'>;

const DAY_MS = 24 * 60 * 60 * 1000;

function monthStart(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/** One decimal, as the tiles show it. */
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** The paid plans that give access now, one per member (a member with two counts once). */
function payingPlans(plans: SubscriptionRow[], now: Date, graceDays: number): Map<string, SubscriptionRow> {
  const byMember = new Map<string, SubscriptionRow>();
  for (const plan of plans) {
    if (!byMember.has(plan.userId) && planAccess(plan, now, graceDays).active) byMember.set(plan.userId, plan);
  }
  return byMember;
}

/** GET /api/admin/analytics; definitions in decision 0603. */
export async function analytics(deps: Deps, now = new Date()): Promise<AdminAnalytics> {
  const [totalRevenue, thisMonth, lastMonth, byPlan, conversion, plans, clubLeads] = await Promise.all([
    store.completedRevenue(deps.db),
    store.completedRevenue(deps.db, { from: monthStart(now, 0), to: monthStart(now, -1) }),
    store.completedRevenue(deps.db, { from: monthStart(now, 1), to: monthStart(now, 0) }),
    store.revenueByPlan(deps.db),
    store.memberConversion(deps.db),
    billing.liveSubscriptions(deps.db),
    store.clubLeadCount(deps.db),
  ]);
  const paying = payingPlans(plans, now, deps.config.billing.graceDays);
  const planBreakdown = Object.fromEntries(ADMIN_PLAN_KEYS.map((key) => [key, { count: 0, revenue: byPlan.get(key) ?? 0 }])) as AdminAnalytics['planBreakdown'];
  for (const plan of paying.values()) planBreakdown[plan.planKey as AdminPlanKey].count += 1;
  return {
    totalRevenue,
    monthlyGrowth: lastMonth === 0 ? null : percent(thisMonth - lastMonth, lastMonth),
    totalSubscriptions: paying.size,
    conversionRate: conversion.members === 0 ? 0 : percent(conversion.payers, conversion.members),
    planBreakdown,
    clubLeads,
  };
}

function isRefundable(payment: PaymentRow, now: Date): boolean {
  return payment.status === 'completed' && now.getTime() - payment.createdAt.getTime() <= GUARANTEE_DAYS * DAY_MS;
}

export function toAdminPayment(payment: PaymentRow, now = new Date()): AdminPayment {
  return {
    id: payment.id,
    createdAt: payment.createdAt.toISOString(),
    planType: payment.planType,
    amount: payment.amount,
    status: payment.status,
    customerEmail: payment.customerEmail,
    refundable: isRefundable(payment, now),
  };
}

export async function paymentList(deps: Deps): Promise<AdminPayment[]> {
  const now = new Date();
  return (await store.allPayments(deps.db)).map((payment) => toAdminPayment(payment, now));
}

/**
 * The 30-day guarantee: the money goes back through the provider first, then the payment is
 * marked refunded and the plan it paid for ends at once (a refunded member keeps no access).
 */
export async function refundPayment(deps: Deps, paymentId: string): Promise<AdminPayment> {
  const now = new Date();
  const payment = await billing.findPayment(deps.db, paymentId);
  if (!payment) throw httpError(404, 'There is no such payment.');
  if (payment.status !== 'completed') throw httpError(409, `This payment is ${payment.status}, so there is nothing to refund.`);
  if (!isRefundable(payment, now)) throw httpError(409, `This payment is older than the ${GUARANTEE_DAYS}-day guarantee.`);
  await deps.payments.refund({ providerPaymentId: payment.providerPaymentId, providerPaymentIntentId: payment.providerPaymentIntentId });
  // A deleted account's payment has no plan left to end (decision 2600).
  const plan =
    payment.subscriptionId && payment.userId
      ? (await billing.subscriptionsOf(deps.db, payment.userId)).find((row) => row.id === payment.subscriptionId)
      : undefined;
  if (plan?.providerSubscriptionId && plan.status !== 'canceled') await deps.payments.cancelNow(plan.providerSubscriptionId);
  const [refunded] = await deps.db.transaction(async (tx) => {
    const changed = await billing.markRefunded(tx, { id: payment.id }, now);
    if (plan) await billing.updateSubscription(tx, plan.id, { status: 'canceled', endedAt: now });
    return changed;
  });
  return toAdminPayment(refunded ?? { ...payment, status: 'refunded', refundedAt: now }, now);
}

export function toClubLead(row: ClubLeadRow): ClubLead {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function toEmailCapture(row: EmailCaptureRow): EmailCaptureRecord {
  // The row's token stays out: it confirms and unsubscribes the address.
  const { id, email, source, captures } = row;
  const tipsStatus = row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'waiting';
  return { id, email, source, captures, createdAt: row.createdAt.toISOString(), lastCapturedAt: row.lastCapturedAt.toISOString(), tipsStatus };
}

export function toFeedback(row: FeedbackRow): FeedbackRecord {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Every account with what its access rests on, from the function the server gates with (a club
 * golfer's seat included, issue 26); the grant column is what an admin can revoke.
 */
export async function memberList(deps: Deps): Promise<AdminMember[]> {
  const now = new Date();
  const accounts = await store.allMembers(deps.db);
  const memberships = await Promise.all(accounts.map((account) => membershipOf(deps.db, account, deps.config.billing.graceDays, now)));
  return accounts.map((account, index) => {
    const { active, source, planKey } = memberships[index]!;
    const paid = source === 'subscription' || source === 'lifetime';
    return {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      createdAt: account.createdAt.toISOString(),
      access: { active, source, planKey: paid ? planKey : null, granted: account.grantedAt !== null },
    };
  });
}

export async function grantAccess(deps: Deps, adminId: string, userId: string, reason: string): Promise<void> {
  if (!(await store.userExists(deps.db, userId))) throw httpError(404, 'There is no such member.');
  await billing.insertGrant(deps.db, { userId, reason, grantedBy: adminId });
}

export async function revokeAccess(deps: Deps, userId: string): Promise<void> {
  if (!(await billing.deleteGrant(deps.db, userId))) throw httpError(404, 'This member has no granted access to revoke.');
}
