import { escapeHtml } from '../../infra/mail/html';
import type { MailMessage } from '../../infra/mail';
import { CONFIRMATION_LINK_VALID_HOURS } from '../../../shared/auth';

export const RESET_LINK_VALID_MINUTES = 60;

/** The password reset e-mail: plain text for every client, the same words as simple HTML. */
export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Fairway Coach account.',
    `Open this link within ${RESET_LINK_VALID_MINUTES} minutes to choose a new password:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    '<p>Someone (hopefully you) asked to reset the password of your Fairway Coach account.</p>',
    `<p><a href="${escapeHtml(link)}">Choose a new password</a> (valid for ${RESET_LINK_VALID_MINUTES} minutes, works once).</p>`,
    '<p>If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject: 'Reset your Fairway Coach password', text, html };
}

/**
 * The link that creates a registration's account. It names who registered, because the
 * registration (names and password) was typed by whoever used the form, not necessarily by the
 * owner of the mailbox (decision 0708).
 */
export function confirmRegistrationMail(to: string, firstName: string, link: string): MailMessage {
  const text = [
    `Hi ${firstName},`,
    '',
    `Someone (hopefully you) signed up for Fairway Coach with this address as ${firstName}.`,
    `Open this link within ${CONFIRMATION_LINK_VALID_HOURS} hours to confirm your e-mail and create your account:`,
    '',
    link,
    '',
    'The link works once. If you did not sign up, ignore this e-mail: no account is created.',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    `<p>Someone (hopefully you) signed up for Fairway Coach with this address as ${escapeHtml(firstName)}.</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm your e-mail and create your account</a> (valid for ${CONFIRMATION_LINK_VALID_HOURS} hours, works once).</p>`,
    '<p>If you did not sign up, ignore this e-mail: no account is created.</p>',
  ].join('\n');
  return { to, subject: 'Confirm your Fairway Coach account', text, html };
}

/** Sent instead of a confirmation link when the address already has an account. */
export function registrationAttemptMail(to: string, firstName: string, loginLink: string, resetLink: string): MailMessage {
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone tried to create a Fairway Coach account with this address, which already has one.',
    'No new account was created and your password and sessions are unchanged.',
    '',
    `If it was you, sign in: ${loginLink}`,
    `Forgot your password? Reset it: ${resetLink}`,
    '',
    'If it was not you, you can ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    '<p>Someone tried to create a Fairway Coach account with this address, which already has one.</p>',
    '<p>No new account was created and your password and sessions are unchanged.</p>',
    `<p>If it was you, <a href="${escapeHtml(loginLink)}">sign in</a>. Forgot your password? <a href="${escapeHtml(resetLink)}">Reset it</a>.</p>`,
    '<p>If it was not you, you can ignore this e-mail.</p>',
  ].join('\n');
  return { to, subject: 'Someone tried to sign up with your e-mail', text, html };
}
