import { PASSWORD_MIN } from '../../../shared/auth';

/**
 * Spec §5 Login: the button is enabled only with an '@' in the e-mail and an 8-character password.
 * While it is disabled the page says which of the two is missing, so the member is never left
 * guessing at a grey button.
 */
export function loginBlocker(email: string, password: string): string | null {
  const emailOk = email.includes('@');
  const passwordOk = password.length >= PASSWORD_MIN;
  if (emailOk && passwordOk) return null;
  if (!emailOk && !passwordOk) return `Enter your email and your password (at least ${PASSWORD_MIN} characters) to sign in.`;
  if (!emailOk) return 'Enter your full email address, with its @, to sign in.';
  return `Your password has at least ${PASSWORD_MIN} characters: ${PASSWORD_MIN - password.length} more to go.`;
}

export function canSubmitLogin(email: string, password: string): boolean {
  return loginBlocker(email, password) === null;
}
