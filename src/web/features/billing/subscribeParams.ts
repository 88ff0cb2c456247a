import { isPlanKey, PLANS, SPECIAL_OFFER, SUBSCRIBE_PLAN_KEYS, type PlanKey } from '../../../shared/plans';
import { ROUTES } from '../../../shared/routes';
import { isSubscribeReturnPath } from '../../../shared/subscribeReturn';

export interface SubscribeSelection {
  planKey: PlanKey;
  isSpecialOffer: boolean;
  /** The plans the grid offers: spec §9's six, plus lifetime when the visitor came for it. */
  offered: readonly PlanKey[];
}

/**
 * Spec §2 /subscribe query: `plan` preselects a plan; `special=first100` means lifetime and
 * `special=true` turns on the special offer (which is for Starter Weekly only). Unknown values
 * fall back to the popular plan rather than an error page.
 */
export function readSubscribeParams(params: URLSearchParams): SubscribeSelection {
  const plan = params.get('plan') ?? '';
  const special = params.get('special');
  const lifetime = special === 'first100' || plan === 'lifetime';
  const offered = lifetime ? [...SUBSCRIBE_PLAN_KEYS, 'lifetime' as const] : SUBSCRIBE_PLAN_KEYS;
  if (lifetime) return { planKey: 'lifetime', isSpecialOffer: false, offered };
  if (special === 'true') return { planKey: SPECIAL_OFFER.planKey, isSpecialOffer: true, offered };
  const fallback = (Object.values(PLANS).find((candidate) => candidate.popular)?.key ?? 'starter') as PlanKey;
  return { planKey: isPlanKey(plan) && offered.includes(plan) ? plan : fallback, isSpecialOffer: false, offered };
}

/** The subscribe page to return to after signing up; only /subscribe addresses, so `next` cannot send anyone off-site. */
export function subscribeReturnPath(next: string | null): string {
  return next && isSubscribeReturnPath(next) ? next : ROUTES.subscribe.path;
}
