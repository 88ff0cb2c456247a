import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAnalytics, AdminMember, AdminPayment, ClubLead } from '../../../shared/admin';
import { toast } from '../../components/ui/toast-store';
import { apiJson, apiRequest, messageOf } from '../../lib/api';

/** Admin reads (spec §7): the default loader, no retry (the query client's default). */
export const ANALYTICS_KEY = ['/api/admin/analytics'] as const;
export const PAYMENTS_KEY = ['/api/admin/payments'] as const;
const LEADS_KEY = ['/api/club-leads'] as const;
export const MEMBERS_KEY = ['/api/admin/members'] as const;

export const useAdminAnalytics = () => useQuery<AdminAnalytics>({ queryKey: ANALYTICS_KEY, retry: false });
export const useAdminPayments = () => useQuery<AdminPayment[]>({ queryKey: PAYMENTS_KEY, retry: false });
export const useClubLeads = () => useQuery<ClubLead[]>({ queryKey: LEADS_KEY, retry: false });
export const useAdminMembers = () => useQuery<AdminMember[]>({ queryKey: MEMBERS_KEY, retry: false });

/** After money or access changed, every admin figure may have moved. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => Promise.all([ANALYTICS_KEY, PAYMENTS_KEY, MEMBERS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useRefund() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (paymentId: string) => apiJson<AdminPayment>('POST', `/api/admin/payments/${paymentId}/refund`, {}),
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
      const path = `/api/admin/members/${memberId}/access`;
      await (grant ? apiRequest('PUT', path, { reason: 'Granted by an administrator' }) : apiRequest('DELETE', path));
    },
    onSuccess: async (_reply, { grant }) => {
      await refresh();
      toast({ title: grant ? 'Access granted' : 'Access revoked' });
    },
    onError: (error) => toast({ title: 'Access change failed', description: messageOf(error), variant: 'destructive' }),
  });
}
