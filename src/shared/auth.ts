import { z } from 'zod';
import { isSubscribeReturnPath } from './subscribeReturn';
import { controlCharactersMessage, hasControlCharacters } from './text';

/**
 * Account bodies and replies (spec §3 Registration/Login, §5 Register/Login rules, issue 2).
 * The browser validates its forms with these schemas and the server validates the same bodies
 * again, so a rule lives in exactly one place. Messages are written for the person typing.
 * Unknown keys are dropped (zod's default), so a body cannot smuggle in e.g. `role: 'admin'`.
 */

export const EMAIL_MAX = 254;
export const NAME_MIN = 2;
export const NAME_MAX = 80;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/**
 * A single-line string field whose type errors read "First name is required." rather than zod's
 * jargon, and which refuses control characters (see text.ts).
 */
export function textField(label: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`),
    })
    .refine((value) => !hasControlCharacters(value), controlCharactersMessage(label));
}

/** Trimmed and lower-cased so that Ann@Example.com and ann@example.com are one account. */
export const emailSchema = textField('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters.`)
  .pipe(z.email('Please enter a valid email address.'));

function nameSchema(label: string) {
  return textField(label)
    .trim()
    .min(NAME_MIN, `${label} must be at least ${NAME_MIN} characters.`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters.`);
}

/** New passwords: never trimmed (spaces are legitimate password characters). */
export const newPasswordSchema = textField('Password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** Adds the spec's "Passwords don't match" rule, reported on the confirmPassword field. */
function withMatchingConfirmation<T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(schema: T) {
  return schema.refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
}

export const registerSchema = withMatchingConfirmation(
  z.object({
    firstName: nameSchema('First name'),
    lastName: nameSchema('Last name'),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: textField('Password confirmation').max(PASSWORD_MAX, `Password confirmation must be at most ${PASSWORD_MAX} characters.`),
    /** The plan page to continue to after confirming, carried in the e-mailed link. */
    next: textField('Next page').refine(isSubscribeReturnPath, 'Next page must be a /subscribe address.').optional(),
  }),
);
export type RegisterBody = z.infer<typeof registerSchema>;

/** How long an e-mailed confirmation link works (decision 0708). */
export const CONFIRMATION_LINK_VALID_HOURS = 24;

/**
 * Register's answer, the same whether or not the address already has an account (decision 0708):
 * the account only exists once the e-mailed link is opened.
 */
export const registrationReplySchema = z.object({ confirmationSent: z.literal(true), email: z.string(), message: z.string() });
export type RegistrationReply = z.infer<typeof registrationReplySchema>;

export function confirmationSentMessage(email: string): string {
  return `Check your e-mail to confirm your account. We sent a link to ${email}; it works for ${CONFIRMATION_LINK_VALID_HOURS} hours.`;
}

export const CONFIRMATION_TOKEN_MAX = 200;

/** The body of POST /api/auth/confirm-email: the token of the e-mailed link. */
export const emailConfirmSchema = z.object({
  token: textField('Confirmation token').trim().min(1, 'Confirmation token is required.').max(CONFIRMATION_TOKEN_MAX, 'Confirmation token is not valid.'),
});
export type EmailConfirmBody = z.infer<typeof emailConfirmSchema>;

/**
 * Login only bounds the password length: an old account's password is checked by the hash, not
 * by today's rules, and a wrong one must read the same as an unknown e-mail.
 */
export const loginSchema = z.object({
  email: emailSchema,
  password: textField('Password').min(1, 'Password is required.').max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
});
export type LoginBody = z.infer<typeof loginSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestSchema>;

export const RESET_TOKEN_MAX = 200;

export const passwordResetConfirmSchema = withMatchingConfirmation(
  z.object({
    token: textField('Reset token').trim().min(1, 'Reset token is required.').max(RESET_TOKEN_MAX, 'Reset token is not valid.'),
    password: newPasswordSchema,
    confirmPassword: textField('Password confirmation').max(PASSWORD_MAX, `Password confirmation must be at most ${PASSWORD_MAX} characters.`),
  }),
);
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmSchema>;

export const userRoleSchema = z.enum(['member', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

export const publicUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: userRoleSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The reply of confirm-email and login. */
export const userReplySchema = z.object({ user: publicUserSchema });
export type UserReply = z.infer<typeof userReplySchema>;

/**
 * The reply of GET /api/auth/me: the signed-in user, or null for a visitor. A 200 either way, so a
 * visitor's "who am I" is not a failed request in the browser's console (decision 1020).
 */
export const currentUserReplySchema = z.object({ user: publicUserSchema.nullable() });
export type CurrentUserReply = z.infer<typeof currentUserReplySchema>;

export const websocketTokenReplySchema = z.object({ token: z.string() });
export type WebsocketTokenReply = z.infer<typeof websocketTokenReplySchema>;

/** One answer whether or not the address has an account, so the form cannot probe for members. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account exists for that email, we have sent a link to reset the password. It is valid for one hour.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Please log in with the new password.';

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** Server answers whose exact text the browser may show or tests may compare. */
export const AUTH_MESSAGES = {
  duplicateEmail: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  notLoggedIn: 'Please log in to continue.',
  resetTokenInvalid: 'This password reset link is invalid or has already been used. Please request a new one.',
  resetTokenExpired: 'This password reset link has expired. Please request a new one.',
  confirmationTokenInvalid: 'This confirmation link is invalid or has already been used. Please register again or log in.',
  confirmationTokenExpired: 'This confirmation link has expired. Please register again.',
} as const;

/** The 429 text of the login/register rate limits; the browser shows it as the toast body. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${retryAfterSeconds} seconds.`;
}
