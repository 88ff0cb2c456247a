import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, PublicUser, RegisterBody, UserReply } from '../../../shared/auth';
import { TOASTS, type ToastText } from '../../../shared/texts';
import { apiJson, messageOf } from '../../lib/api';
import { identifyUser } from '../../lib/analytics';
import { toast } from '../../components/ui/toast-store';
import { CURRENT_USER_KEY } from '../../lib/session';

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
  return useSignIn<LoginBody>('/api/auth/login', TOASTS.loginSuccess, TOASTS.loginFailed);
}

export function useRegister() {
  return useSignIn<RegisterBody>('/api/auth/register', TOASTS.registerSuccess, TOASTS.registerFailed);
}
