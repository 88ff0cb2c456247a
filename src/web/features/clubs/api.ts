import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationBody,
  ApiKey,
  BrandingBody,
  ClubPeople,
  CoachComment,
  CoachCommentBody,
  CreatedApiKey,
  InvitationPreview,
  InviteBody,
  MemberAnalyses,
  MyClub,
  TeamDashboard,
} from '../../../shared/clubs';
import type { UserReply } from '../../../shared/auth';
import type { PerformanceRange } from '../../../shared/performance';
import { API_ROUTES, pathTo, withQuery } from '../../../shared/routes';
import { toast } from '../../components/ui/toast-store';
import { apiJson, apiRequest, messageOf } from '../../lib/api';
import { MY_CLUB_KEY } from '../../lib/clubBranding';
import { CURRENT_USER_KEY } from '../../lib/session';

const PEOPLE_KEY = [API_ROUTES.clubPeople] as const;
const KEYS_KEY = [API_ROUTES.clubApiKeys] as const;
const failed = (title: string) => (error: unknown) => toast({ title, description: messageOf(error), variant: 'destructive' });

/** Team numbers change whenever a member's analysis finishes, so the dashboard reloads on each visit. */
export function useTeamDashboard(days: PerformanceRange) {
  return useQuery<TeamDashboard>({
    queryKey: [withQuery(API_ROUTES.clubDashboard, { days: String(days) })],
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}

export function useClubPeople(enabled: boolean) {
  return useQuery<ClubPeople>({ queryKey: PEOPLE_KEY, enabled, refetchOnMount: 'always' });
}

export function useMemberAnalyses(memberId: string) {
  return useQuery<MemberAnalyses>({ queryKey: [pathTo(API_ROUTES.clubMemberAnalyses, { memberId })], refetchOnMount: 'always' });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => apiJson('POST', API_ROUTES.clubInvitations, body),
    onSuccess: async (_reply, body) => {
      toast({ title: 'Invitation sent', description: `${body.email} has been e-mailed a link to join.` });
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
    },
    onError: failed('Invitation Failed'),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => apiRequest('DELETE', pathTo(API_ROUTES.clubMember, { memberId })),
    onSuccess: async () => {
      toast({ title: 'Member removed', description: 'Their seat is free again.' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }), queryClient.invalidateQueries({ queryKey: MY_CLUB_KEY })]);
    },
    onError: failed('Removal Failed'),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => apiRequest('DELETE', pathTo(API_ROUTES.clubInvitation, { invitationId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
    onError: failed('Could Not Withdraw'),
  });
}

export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandingBody) => apiJson<MyClub>('PUT', API_ROUTES.clubBranding, body),
    onSuccess: (club) => {
      queryClient.setQueryData(MY_CLUB_KEY, club);
      toast({ title: 'Branding saved', description: 'Your members see it from their next page.' });
    },
    onError: failed('Branding Not Saved'),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageData: string) => apiJson<MyClub>('PUT', API_ROUTES.clubLogo, { imageData }),
    onSuccess: (club) => queryClient.setQueryData(MY_CLUB_KEY, club),
    onError: failed('Logo Not Saved'),
  });
}

export function useApiKeys(enabled: boolean) {
  return useQuery<ApiKey[]>({ queryKey: KEYS_KEY, enabled });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson<CreatedApiKey>('POST', API_ROUTES.clubApiKeys, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
    onError: failed('Key Not Created'),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => apiJson<ApiKey>('DELETE', pathTo(API_ROUTES.clubApiKey, { keyId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
    onError: failed('Key Not Revoked'),
  });
}

const PREVIEW_KEY = 'invitation-preview';

export function useInvitationPreview(token: string) {
  return useQuery<InvitationPreview>({
    queryKey: [PREVIEW_KEY, token],
    queryFn: () => apiJson('POST', API_ROUTES.invitationPreview, { token }),
    enabled: token.length > 0,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => apiJson<UserReply>('POST', API_ROUTES.acceptInvitation, body),
    onSuccess: async (reply) => {
      queryClient.setQueryData(CURRENT_USER_KEY, reply.user);
      // Access and club both changed: everything cached about the person is reloaded (not the
      // spent invitation, which would now read "already used" under the page that is leaving).
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] && query.queryKey[0] !== PREVIEW_KEY });
    },
  });
}

export function coachNotesKey(analysisId: string) {
  return [pathTo(API_ROUTES.analysisComments, { id: analysisId })] as const;
}

export function useCoachNotes(analysisId: string) {
  return useQuery<CoachComment[]>({ queryKey: coachNotesKey(analysisId), refetchOnMount: 'always' });
}

export function useAddCoachNote(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachCommentBody) => apiJson<CoachComment>('POST', pathTo(API_ROUTES.analysisComments, { id: analysisId }), body),
    onSuccess: async () => {
      toast({ title: 'Note saved', description: 'The member has been e-mailed and sees it on their swing.' });
      await queryClient.invalidateQueries({ queryKey: coachNotesKey(analysisId) });
    },
    onError: failed('Note Not Saved'),
  });
}
