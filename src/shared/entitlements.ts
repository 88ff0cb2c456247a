import type { Membership } from './billing';
import type { PerformanceRange } from './performance';
import { PLANS, type PlanKey } from './plans';
import { ROUTES, withQuery } from './routes';

/**
 * What each plan opens (decision 2700). The one table access is decided by: the server's route and
 * socket checks, the landing grid, /subscribe and the member's plan page all read it, and the
 * feature lines a plan shows are written from it, so a plan cannot list what it does not open.
 */
export interface Entitlements {
  /** Swing uploads (every way in: file, link, data URL, on-device) per rolling 7 days; null: no cap. */
  uploadsPerWeek: number | null;
  /** The camera panel: frames analysed on the server every 0.5–2 s. */
  liveAnalysis: boolean;
  /** The pose model runs in the browser; only the keypoints reach the server. */
  privateAnalysis: boolean;
  /** The /performance ranges the member may open (days); empty: no performance dashboard. */
  performanceRanges: readonly PerformanceRange[];
  /** The coach chat; false: no coach. */
  coach: boolean;
  /** The five rooms and direct messages. */
  community: boolean;
  /** The skeleton and the swing trace over the video (the hands' path, the club's where it is seen clearly on an uploaded video, the plane line on a down-the-line swing), and two swings side by side. */
  traceAndCompare: boolean;
  /** Faults with their causes and drills on every analysis. */
  detailedReports: boolean;
  /** A waiting swing starts before those of plans without it. */
  priorityQueue: boolean;
  /** Members a club may seat; 0 for a personal plan, null: no limit. */
  clubSeats: number | null;
  /** Club API keys for the public API. */
  api: boolean;
  /** The club's brand instead of Fairway Coach's on its members' screens. */
  whiteLabel: boolean;
  /** The founding member badge beside the member's name in the community and on their profile. */
  foundingMemberBadge: boolean;
}

/** A switch of the table that a route or socket message can require. */
export type GatedFeature = 'liveAnalysis' | 'privateAnalysis' | 'coach' | 'community' | 'api' | 'whiteLabel';

/** How a refusal names a gated feature to the golfer. */
export const GATED_FEATURE_NAMES: Record<GatedFeature, string> = {
  liveAnalysis: 'Live analysis',
  privateAnalysis: 'Private analysis',
  coach: 'The golf coach chat',
  community: 'The community',
  api: 'The club API',
  whiteLabel: 'White-label branding',
};

/** Where a refusal sends the member: their plan page with the plan that opens it chosen. */
export function upgradeUrlFor(plan: PlanKey): string {
  return withQuery(ROUTES.subscribe.path, { plan });
}

/** The answer's words when `what` needs `plan`. */
export function upgradeMessage(what: string, plan: PlanKey): string {
  return `${what} is part of ${PLANS[plan].name} and above. See what ${PLANS[plan].name} adds at ${upgradeUrlFor(plan)}.`;
}

/** How a refusal names a performance range: 'Trends over a year'. */
export function rangeName(days: PerformanceRange): string {
  return RANGE_LINES[days];
}

const CORE: Entitlements = {
  uploadsPerWeek: null,
  liveAnalysis: false,
  privateAnalysis: true,
  performanceRanges: [7, 30],
  coach: false,
  community: false,
  traceAndCompare: true,
  detailedReports: true,
  priorityQueue: false,
  clubSeats: 0,
  api: false,
  whiteLabel: false,
  foundingMemberBadge: false,
};

const STARTER: Entitlements = { ...CORE, liveAnalysis: true, performanceRanges: [7, 30, 90], coach: true, community: true };
const PRO: Entitlements = { ...STARTER, performanceRanges: [7, 30, 90, 365], priorityQueue: true };

export const ENTITLEMENTS: Record<PlanKey, Entitlements> = {
  starter_weekly: CORE,
  starter: STARTER,
  starter_annual: STARTER,
  individual: PRO,
  club_starter: { ...PRO, clubSeats: 10 },
  club: { ...PRO, clubSeats: null, api: true, whiteLabel: true },
  lifetime: { ...PRO, foundingMemberBadge: true },
};

/**
 * The plans a member climbs through, cheapest commitment first: the plan a refusal names is the
 * first of these that opens the feature. Club plans come last: a golfer is pointed to a personal
 * plan when one opens it.
 */
export const UPGRADE_ORDER: readonly PlanKey[] = ['starter_weekly', 'starter', 'starter_annual', 'individual', 'lifetime', 'club_starter', 'club'];

/** The cheapest plan (in UPGRADE_ORDER) whose entitlements pass the test. */
export function firstPlanWith(test: (entitlements: Entitlements) => boolean): PlanKey {
  const plan = UPGRADE_ORDER.find((key) => test(ENTITLEMENTS[key]));
  if (!plan) throw new Error('No plan opens this');
  return plan;
}

/** One line per range, so a plan with a longer view adds a line rather than rewording one. */
const RANGE_LINES: Record<PerformanceRange, string> = {
  7: 'Performance dashboard: trends over a week',
  30: 'Trends over a month',
  90: 'Trends over three months',
  365: 'Trends over a year',
};

/** Every line a plan's entitlements give, in the order the grid shows them. */
export function entitlementLines(entitlements: Entitlements): string[] {
  const e = entitlements;
  const lines = [
    e.uploadsPerWeek === null ? 'Unlimited swing uploads' : `${e.uploadsPerWeek} swing uploads a week`,
    'Score, measurements and coaching for every swing',
  ];
  if (e.detailedReports) lines.push('Fault reports with the drill for each');
  if (e.traceAndCompare)
    lines.push('Swing trace: skeleton, hand path, club path on uploads where the club is seen clearly, plane line from down the line; side-by-side compare');
  if (e.privateAnalysis) lines.push('Private analysis on your own device');
  lines.push(...e.performanceRanges.map((days) => RANGE_LINES[days]));
  if (e.liveAnalysis) lines.push('Live camera check-ins every 0.5–2 seconds');
  if (e.coach) lines.push('Golf coach chat about your own swings');
  if (e.community) lines.push('Community rooms and direct messages');
  if (e.priorityQueue) lines.push('Priority place in the analysis queue when it is busy');
  if (e.clubSeats !== 0) {
    lines.push(e.clubSeats === null ? 'Unlimited member seats' : `Up to ${e.clubSeats} member seats`);
    lines.push('Team dashboard, coach notes and your club’s colours');
  }
  if (e.api) lines.push('Club API access');
  if (e.whiteLabel) lines.push('White-label: your club’s brand on every screen');
  if (e.foundingMemberBadge) lines.push('Founding member badge beside your name in the community and on your profile');
  return lines;
}

/**
 * Whether a member wears the founding member badge (decision 2710): read from the membership the
 * server decides access with, but only from the member's own plan. Administrators, granted accounts
 * and seated club members get Lifetime's access, not the badge: it says what the member bought.
 */
export function hasFoundingBadge(membership: Pick<Membership, 'source' | 'planKey'>): boolean {
  const ownPlan = membership.source === 'lifetime' || membership.source === 'subscription';
  return ownPlan && membership.planKey !== null && ENTITLEMENTS[membership.planKey].foundingMemberBadge;
}

/** The lines of `plan` that `base` does not have: what moving from base to plan adds. */
export function linesAdded(base: PlanKey, plan: PlanKey): string[] {
  const had = new Set(entitlementLines(ENTITLEMENTS[base]));
  return entitlementLines(ENTITLEMENTS[plan]).filter((line) => !had.has(line));
}

/**
 * The feature list a plan shows on the landing grid and /subscribe: "Everything in X" and what it
 * adds when it builds on a cheaper plan, otherwise every line; then what the plan itself is
 * (one payment, a year, cancel anytime).
 */
export function planFeatures(plan: PlanKey): string[] {
  const base = FEATURES_BUILD_ON[plan];
  const lines = base ? [`Everything in ${PLANS[base].name}`, ...linesAdded(base, plan)] : entitlementLines(ENTITLEMENTS[plan]);
  return [...lines, ...TERMS[plan]];
}

/** Which cheaper plan a plan's list starts from ("Everything in …"), when it has one. */
const FEATURES_BUILD_ON: Record<PlanKey, PlanKey | null> = {
  starter_weekly: null,
  starter: 'starter_weekly',
  starter_annual: 'starter',
  individual: 'starter',
  club_starter: 'individual',
  club: 'individual',
  lifetime: 'individual',
};

/** What the plan is as a purchase, not what it opens. */
const TERMS: Record<PlanKey, readonly string[]> = {
  starter_weekly: ['Cancel anytime'],
  starter: ['Cancel anytime'],
  starter_annual: ['One payment for the whole year'],
  individual: ['Cancel anytime'],
  club_starter: ['Cancel anytime'],
  club: ['Cancel anytime'],
  lifetime: ['One payment, access for life'],
};
