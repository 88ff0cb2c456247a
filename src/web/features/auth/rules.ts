import { PASSWORD_MIN } from '../../../shared/auth';

/** Spec §5 Login: the button is enabled only with an '@' in the e-mail and an 8-character password. */
export function canSubmitLogin(email: string, password: string): boolean {
  return email.includes('@') && password.length >= PASSWORD_MIN;
}
