import { isPlanKey, type PlanKey } from '../../../shared/plans';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { ApiError } from '../../lib/api';

/** A refusal because the member's plan does not open something (decision 2701). */
export interface PlanUpgrade {
  message: string;
  requiredPlan: PlanKey;
  upgradeUrl: string;
}

/** The 402 plan_upgrade_required answer inside an API error, or null for any other error. */
export function planUpgradeOf(error: unknown): PlanUpgrade | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  try {
    const body = JSON.parse(error.body) as Record<string, unknown>;
    const { code, message, requiredPlan, upgradeUrl } = body;
    if (code !== ERROR_CODES.planUpgradeRequired || typeof requiredPlan !== 'string' || !isPlanKey(requiredPlan)) return null;
    return { message: String(message), requiredPlan, upgradeUrl: String(upgradeUrl) };
  } catch {
    return null;
  }
}
