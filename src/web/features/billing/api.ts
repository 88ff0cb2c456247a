import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSubscriptionBody, CreateSubscriptionReply, Membership, TestCheckout } from '../../../shared/billing';
import type { PlanKey } from '../../../shared/plans';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import { TOASTS } from '../../../shared/texts';
import { toast } from '../../components/ui/toast-store';
import { apiJson, messageOf } from '../../lib/api';

export const MEMBERSHIP_KEY = [API_ROUTES.membership] as const;

/** The signed-in member's premium access (only asked for when someone is signed in). */
export function useMembership(enabled: boolean) {
  return useQuery<Membership>({ queryKey: MEMBERSHIP_KEY, enabled });
}

/**
 * Spec §7: POST /api/create-subscription, then a full redirect to the returned url (Stripe
 * Checkout, or our TEST MODE page). Failures toast 'Subscription Failed' with the server's reason.
 */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: (body: CreateSubscriptionBody) => apiJson<CreateSubscriptionReply>('POST', API_ROUTES.createSubscription, body),
    onSuccess: (reply) => {
      window.location.assign(reply.url);
    },
    onError: (error) =>
      toast({ title: TOASTS.subscribeFailed.title, description: messageOf(error) || TOASTS.subscribeFailed.description, variant: 'destructive' }),
  });
}

export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Membership>('POST', API_ROUTES.cancelMembership, {}),
    onSuccess: (membership) => {
      queryClient.setQueryData(MEMBERSHIP_KEY, membership);
      toast({ title: 'Plan cancelled', description: 'Your access continues until the end of the period you paid for.' });
    },
    onError: (error) => toast({ title: 'Cancellation Failed', description: messageOf(error), variant: 'destructive' }),
  });
}

/** Moves the renewing plan (decision 2703); the answer is the membership after the change. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planKey: PlanKey) => apiJson<Membership>('POST', API_ROUTES.changePlan, { planKey }),
    onSuccess: async (membership) => {
      queryClient.setQueryData(MEMBERSHIP_KEY, membership);
      // Pages refused under the old plan ask again: an upgrade opens them at once.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== MEMBERSHIP_KEY[0] });
      toast({
        title: membership.pendingPlanKey ? 'Plan change booked' : 'Plan changed',
        description: membership.pendingPlanKey ? 'Your current plan runs to the end of the period you paid for.' : 'Everything in your new plan is open now.',
      });
    },
    onError: (error) => toast({ title: 'Plan change failed', description: messageOf(error), variant: 'destructive' }),
  });
}

export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiJson<{ url: string }>('POST', API_ROUTES.membershipPortal, {}),
    onSuccess: (reply) => window.location.assign(reply.url),
    onError: (error) => toast({ title: 'Billing portal unavailable', description: messageOf(error), variant: 'destructive' }),
  });
}

export function useTestCheckout(sessionId: string) {
  return useQuery<TestCheckout>({ queryKey: [pathTo(API_ROUTES.testCheckout, { sessionId })] });
}

const FINISH_TEST_CHECKOUT = { confirm: API_ROUTES.confirmTestCheckout, cancel: API_ROUTES.cancelTestCheckout } as const;

/** Confirm or cancel the TEST MODE checkout; the server says where to go next. */
export function useFinishTestCheckout(sessionId: string, action: 'confirm' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ redirectUrl: string }>('POST', pathTo(FINISH_TEST_CHECKOUT[action], { sessionId }), {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY });
    },
    onError: (error) => toast({ title: TOASTS.subscribeFailed.title, description: messageOf(error), variant: 'destructive' }),
  });
}
