import type { ReactNode } from 'react';
import { ENTITLEMENTS, firstPlanWith, GATED_FEATURE_NAMES, upgradeMessage, upgradeUrlFor, type GatedFeature } from '../../../shared/entitlements';
import { Spinner } from '../../components/ui/Spinner';
import { useMembership } from './api';
import { UpgradeCard } from './UpgradeCard';

/**
 * A page part the member's plan must open (decision 2700): read from the same table the server
 * checks, so the member sees the upgrade card before any request is refused.
 */
export function RequirePlanFeature({ feature, children }: { feature: GatedFeature; children: ReactNode }) {
  const membership = useMembership(true);
  if (membership.isLoading) return <Spinner />;
  const plan = membership.data?.entitledAs;
  if (!plan || ENTITLEMENTS[plan][feature]) return children;
  const requiredPlan = firstPlanWith((entitlements) => entitlements[feature]);
  return (
    <UpgradeCard upgrade={{ message: upgradeMessage(GATED_FEATURE_NAMES[feature], requiredPlan), requiredPlan, upgradeUrl: upgradeUrlFor(requiredPlan) }} />
  );
}
