import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailConfirmBody, LoginBody, PublicUser, RegisterBody, RegistrationReply, UserReply } from '../../../shared/auth';
import { API_ROUTES } from '../../../shared/routes';
import { TOASTS, type ToastText } from '../../../shared/texts';
import { apiJson, messageOf } from '../../lib/api';
import { identifyUser } from '../../lib/analytics';
import { toast } from '../../components/ui/toast-store';
import { CURRENT_USER_KEY } from '../../lib/session';

function failureToast(text: ToastText, error: unknown): void {
  toast({ title: text.title, description: messageOf(error) || text.description, variant: 'destructive' });
}

/** Login and e-mail confirmation share this: the returned user becomes the current user (spec §4 Auth). */
function useSignIn<Body>(path: string, success: ToastText, failure: ToastText) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => (await apiJson<UserReply>('POST', path, body)).user,
    onSuccess: async (user: PublicUser) => {
      // A /api/auth/me sent before the session cookie existed (the confirm page opens signed out)
      // would otherwise land after this and sign the page out again.
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
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

/** Register only mails a confirmation link (decision 0708): nobody is signed in yet. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => apiJson<RegistrationReply>('POST', API_ROUTES.register, body),
    onError: (error) => failureToast(TOASTS.registerFailed, error),
  });
}

/** Opening the e-mailed link creates the account and signs in: the spec's register success. */
export function useConfirmEmail() {
  return useSignIn<EmailConfirmBody>(API_ROUTES.confirmEmail, TOASTS.registerSuccess, TOASTS.registerFailed);
}
