import { escapeHtml } from '../../infra/mail/html';
import type { MailMessage } from '../../infra/mail';

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
