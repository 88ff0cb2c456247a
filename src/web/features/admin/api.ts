import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAnalytics, AdminMember, AdminPayment, ClubLead } from '../../../shared/admin';
import type { EmailCaptureRecord, FeedbackRecord } from '../../../shared/leads';
import { API_ROUTES, pathTo } from '../../../shared/routes';
import type { TipsSchedule } from '../../../shared/tips';
import { toast } from '../../components/ui/toast-store';
import { apiJson, apiRequest, messageOf } from '../../lib/api';

/** Admin reads (spec §7): the default loader, no retry (the query client's default). */
export const ANALYTICS_KEY = [API_ROUTES.adminAnalytics] as const;
export const PAYMENTS_KEY = [API_ROUTES.adminPayments] as const;
const LEADS_KEY = [API_ROUTES.clubLeads] as const;
export const MEMBERS_KEY = [API_ROUTES.adminMembers] as const;
export const EMAIL_CAPTURES_KEY = [API_ROUTES.adminEmailCaptures] as const;
export const FEEDBACK_KEY = [API_ROUTES.adminFeedback] as const;

export const useAdminAnalytics = () => useQuery<AdminAnalytics>({ queryKey: ANALYTICS_KEY, retry: false });
export const useAdminPayments = () => useQuery<AdminPayment[]>({ queryKey: PAYMENTS_KEY, retry: false });
export const useClubLeads = () => useQuery<ClubLead[]>({ queryKey: LEADS_KEY, retry: false });
export const useAdminMembers = () => useQuery<AdminMember[]>({ queryKey: MEMBERS_KEY, retry: false });
export const useEmailCaptures = () => useQuery<EmailCaptureRecord[]>({ queryKey: EMAIL_CAPTURES_KEY, retry: false });
export const useFeedbackList = () => useQuery<FeedbackRecord[]>({ queryKey: FEEDBACK_KEY, retry: false });

const TIPS_SCHEDULE_KEY = [API_ROUTES.adminTipsSchedule] as const;
export const useTipsSchedule = () => useQuery<TipsSchedule>({ queryKey: TIPS_SCHEDULE_KEY, retry: false });

export function useSaveTipsSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: TipsSchedule) => apiJson<TipsSchedule>('PUT', API_ROUTES.adminTipsSchedule, schedule),
    onSuccess: (saved) => {
      queryClient.setQueryData(TIPS_SCHEDULE_KEY, saved);
      toast({
        title: 'Schedule saved',
        description: saved.weekday === null ? 'No tips e-mail will be sent.' : 'The tips e-mail goes out on the day and hour chosen.',
      });
    },
    onError: (error) => toast({ title: 'Schedule Not Saved', description: messageOf(error), variant: 'destructive' }),
  });
}

export function useSendTipsNow() {
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', API_ROUTES.adminTipsSendNow, {}),
    onSuccess: (reply) => toast({ title: 'Tips round started', description: reply.message }),
    onError: (error) => toast({ title: 'Tips Round Failed', description: messageOf(error), variant: 'destructive' }),
  });
}

/** After money or access changed, every admin figure may have moved. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => Promise.all([ANALYTICS_KEY, PAYMENTS_KEY, MEMBERS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useRefund() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (paymentId: string) => apiJson<AdminPayment>('POST', pathTo(API_ROUTES.refundPayment, { id: paymentId }), {}),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Payment refunded', description: 'The money is on its way back and the plan has ended.' });
    },
    onError: (error) => toast({ title: 'Refund Failed', description: messageOf(error), variant: 'destructive' }),
  });
}

export function useMemberAccess() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async ({ memberId, grant }: { memberId: string; grant: boolean }) => {
      const path = pathTo(API_ROUTES.memberAccess, { id: memberId });
      await (grant ? apiRequest('PUT', path, { reason: 'Granted by an administrator' }) : apiRequest('DELETE', path));
    },
    onSuccess: async (_reply, { grant }) => {
      await refresh();
      toast({ title: grant ? 'Access granted' : 'Access revoked' });
    },
    onError: (error) => toast({ title: 'Access change failed', description: messageOf(error), variant: 'destructive' }),
  });
}
