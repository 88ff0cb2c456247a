import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, PublicUser, RegisterBody, UserReply } from '../../../shared/auth';
import { API_ROUTES } from '../../../shared/routes';
import { TOASTS, type ToastText } from '../../../shared/texts';
import { apiJson, apiRequest, messageOf } from '../../lib/api';
import { identifyUser } from '../../lib/analytics';
import { toast } from '../../components/ui/toast-store';
import { CURRENT_USER_KEY } from './useCurrentUser';

function failureToast(text: ToastText, error: unknown): void {
  toast({ title: text.title, description: messageOf(error) || text.description, variant: 'destructive' });
}

/** Register and login share this: the returned user becomes the current user (spec §4 Auth). */
function useSignIn<Body>(path: string, success: ToastText, failure: ToastText) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => (await apiJson<UserReply>('POST', path, body)).user,
    onSuccess: (user: PublicUser) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      identifyUser(user.id);
      toast(success);
    },
    onError: (error) => failureToast(failure, error),
  });
}

export function useLogin() {
  return useSignIn<LoginBody>(API_ROUTES.login, TOASTS.loginSuccess, TOASTS.loginFailed);
}

export function useRegister() {
  return useSignIn<RegisterBody>(API_ROUTES.register, TOASTS.registerSuccess, TOASTS.registerFailed);
}

/** Logout forgets everything cached about the member; a failure is only logged (spec §8). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', API_ROUTES.logout, {});
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      toast(TOASTS.logoutSuccess);
    },
    onError: (error) => console.error('Logout failed', error),
  });
}
