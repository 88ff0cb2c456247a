import { ENTITLEMENTS, firstPlanWith, upgradeMessage, upgradeUrlFor, type Entitlements } from '../../shared/entitlements';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { PlanKey } from '../../shared/plans';
import { HttpError } from './errors';

/**
 * 402 like a missing plan (decision 0601), with a different code: the member pays already, and the
 * answer names the cheapest plan that opens this and where to see what it adds (decision 2701).
 */
export function planUpgradeRequired(what: string, requiredPlan: PlanKey): HttpError {
  return new HttpError(
    402,
    upgradeMessage(what, requiredPlan),
    {},
    { code: ERROR_CODES.planUpgradeRequired, requiredPlan, upgradeUrl: upgradeUrlFor(requiredPlan) },
  );
}

/** Refuses with 402 plan_upgrade_required unless `plan`'s entitlements pass `test`; `what` names it to the golfer. */
export function assertEntitled(plan: PlanKey, test: (entitlements: Entitlements) => boolean, what: string): void {
  if (!test(ENTITLEMENTS[plan])) throw planUpgradeRequired(what, firstPlanWith(test));
}
