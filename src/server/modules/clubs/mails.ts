import type { ClubBranding, ClubRole } from '../../../shared/clubs';
import { INVITATION_VALID_DAYS } from '../../../shared/clubs';
import { PRODUCT_NAME } from '../../../shared/routes';
import { escapeHtml } from '../../infra/mail/html';
import type { MailMessage } from '../../infra/mail';

/**
 * Club e-mails carry the club's brand: its name in its colour at the top, and without the
 * Fairway Coach name when the club is white-labelled.
 */
function brandedMail(to: string, subject: string, branding: ClubBranding, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  const colour = branding.primaryColor ?? '#165238';
  const footer = branding.whiteLabel ? branding.name : `${branding.name} · ${PRODUCT_NAME}`;
  return {
    to,
    subject,
    text: [...paragraphs, link.href, footer].join('\n\n'),
    html: [
      `<div style="background:${escapeHtml(colour)};color:#ffffff;padding:12px 16px;font-weight:bold">${escapeHtml(branding.name)}</div>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
      `<p style="color:#666666">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  };
}

const ROLE_WORDS: Record<ClubRole, string> = { owner: 'as its owner', coach: 'as a coach', member: 'as a member' };

export function invitationMail(to: string, branding: ClubBranding, role: ClubRole, inviterName: string, link: string): MailMessage {
  const service = branding.whiteLabel ? 'its swing coaching' : `its ${PRODUCT_NAME} swing coaching`;
  return brandedMail(
    to,
    `${inviterName} invited you to ${branding.name}`,
    branding,
    [
      `${inviterName} invited you to join ${branding.name} ${ROLE_WORDS[role]}, with premium access to ${service}.`,
      `Open this link within ${INVITATION_VALID_DAYS} days to accept. It works once.`,
      'If you did not expect this invitation, ignore this e-mail.',
    ],
    { href: link, label: `Join ${branding.name}` },
  );
}

export function coachNoteMail(to: string, branding: ClubBranding, coachName: string, note: string, link: string): MailMessage {
  return brandedMail(
    to,
    `${coachName} left a note on your swing`,
    branding,
    [`${coachName} reviewed your swing and wrote:`, note.length > 300 ? `${note.slice(0, 300)}…` : note],
    { href: link, label: 'See the note on your swing' },
  );
}
