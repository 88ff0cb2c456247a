/**
 * The plan catalog of spec §9 (prices in GBP). Static: the landing page, the subscribe page and the
 * billing module all read it from here, so a price is written once. What each plan opens, and the
 * feature lines written from it, are in ./entitlements.ts.
 */

export const PLAN_KEYS = ['starter_weekly', 'starter', 'starter_annual', 'individual', 'club_starter', 'club', 'lifetime'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export type PlanPeriod = 'week' | 'month' | 'year' | 'one-time';
export type PlanType = 'individual' | 'club' | 'lifetime';

export interface Plan {
  key: PlanKey;
  name: string;
  /** GBP, major units. */
  price: number;
  period: PlanPeriod;
  planType: PlanType;
  popular: boolean;
  badge?: string;
  savings?: string;
  isLifetime: boolean;
}

export const PLANS: Record<PlanKey, Plan> = {
  starter_weekly: {
    key: 'starter_weekly',
    name: 'Starter Weekly',
    price: 6.99,
    period: 'week',
    planType: 'individual',
    popular: false,
    badge: 'Try it this week',
    isLifetime: false,
  },
  starter: {
    key: 'starter',
    name: 'Starter',
    price: 25.99,
    period: 'month',
    planType: 'individual',
    popular: true,
    badge: 'Most Popular',
    isLifetime: false,
  },
  starter_annual: {
    key: 'starter_annual',
    name: 'Starter Annual',
    price: 330,
    period: 'year',
    planType: 'individual',
    popular: false,
    // 52 × £6.99 = £363.48 a year on the weekly plan. Against monthly (12 × £25.99 = £311.88) the
    // year costs more, so spec §9's "saves 40+ vs monthly" is not claimed (decision 0600).
    savings: 'Save £33 a year vs weekly',
    isLifetime: false,
  },
  individual: {
    key: 'individual',
    name: 'Individual Pro',
    price: 65,
    period: 'month',
    planType: 'individual',
    popular: false,
    isLifetime: false,
  },
  club_starter: {
    key: 'club_starter',
    name: 'Club Starter',
    price: 127,
    period: 'month',
    planType: 'club',
    popular: false,
    badge: 'For clubs',
    isLifetime: false,
  },
  club: {
    key: 'club',
    name: 'Club Unlimited',
    price: 497,
    period: 'month',
    planType: 'club',
    popular: false,
    isLifetime: false,
  },
  lifetime: {
    key: 'lifetime',
    name: 'Lifetime Access',
    price: 497,
    period: 'one-time',
    planType: 'lifetime',
    popular: false,
    badge: 'First 100 customers',
    isLifetime: true,
  },
};

/** The five plans the landing page shows (spec §9). */
export const LANDING_PLAN_KEYS: readonly PlanKey[] = ['starter_weekly', 'starter', 'individual', 'club_starter', 'lifetime'];

/** The six plans the subscribe page offers (spec §9). */
export const SUBSCRIBE_PLAN_KEYS: readonly PlanKey[] = ['starter_weekly', 'starter', 'starter_annual', 'individual', 'club_starter', 'club'];

/** The timed special offer on starter_weekly (spec §2 modals, §9). */
export const SPECIAL_OFFER = { planKey: 'starter_weekly', price: 4.99, savings: 'Save 29%', seats: 50 } as const;

/** Plans above this price (GBP) count as subscription conversions in analytics (spec §9). */
export const CONVERSION_TRACKING_MIN_PRICE = 50;

/** Plan keys the admin analytics know: the catalog plus enterprise, sold by hand to large clubs (spec §3). */
export const ADMIN_PLAN_KEYS = [...PLAN_KEYS, 'enterprise'] as const;
export type AdminPlanKey = (typeof ADMIN_PLAN_KEYS)[number];

/** What one year of a plan costs in pence (a one-time plan: its price once). */
export function yearlyCostPence(plan: Pick<Plan, 'price' | 'period'>): number {
  const pence = Math.round(plan.price * 100);
  const perYear: Record<PlanPeriod, number> = { week: 52, month: 12, year: 1, 'one-time': 1 };
  return pence * perYear[plan.period];
}

/** A plan's price in pence, the unit payments and the admin figures use. */
export function pricePence(plan: Pick<Plan, 'price'>): number {
  return Math.round(plan.price * 100);
}

export function isPlanKey(value: string): value is PlanKey {
  return (PLAN_KEYS as readonly string[]).includes(value);
}

/** How each period reads after a price: '£6.99/week', '£497 one-time'. */
export const PERIOD_LABELS: Record<PlanPeriod, string> = { week: '/week', month: '/month', year: '/year', 'one-time': 'one-time' };

/** '£6.99', '£497': whole pounds are shown without pence. */
export function formatPrice(pounds: number): string {
  return `£${Number.isInteger(pounds) ? String(pounds) : pounds.toFixed(2)}`;
}

export function formatPlanPrice(plan: Pick<Plan, 'price' | 'period'>): string {
  const label = PERIOD_LABELS[plan.period];
  return `${formatPrice(plan.price)}${label.startsWith('/') ? label : ` ${label}`}`;
}
