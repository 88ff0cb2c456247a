import { z } from 'zod';
import { loginSchema } from './auth';

/** Closing an account (UK GDPR right to erasure): the password again, so a left-open session cannot do it. */
export const deleteAccountSchema = loginSchema.pick({ password: true });
export type DeleteAccountBody = z.infer<typeof deleteAccountSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Your account, videos and analyses have been deleted.';
/** Shown under the password field, so it is a sentence for the golfer, not `field: message`. */
export const WRONG_PASSWORD_MESSAGE = 'That is not your password. Please try again.';
