import { PARTNERSHIP_TYPE_LABELS, type PartnershipType } from '../../../shared/leads';
import { PRODUCT_NAME } from '../../../shared/routes';
import { escapeHtml } from '../../infra/mail/html';
import type { MailMessage } from '../../infra/mail';

/** Plain text for every client, and the same paragraphs as simple HTML. */
function mail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}

/** Tells the person who sent a club enquiry that it arrived and what happens next. */
export function clubLeadConfirmationMail(to: string, lead: { contactName: string; clubName: string; partnershipType: PartnershipType }): MailMessage {
  return mail(to, `Your ${PRODUCT_NAME} partnership enquiry`, [
    `Hi ${lead.contactName},`,
    `Thank you for your enquiry about a ${PARTNERSHIP_TYPE_LABELS[lead.partnershipType].toLowerCase()} partnership for ${lead.clubName}. Our partnerships team will contact you within 24 hours.`,
    'If you did not send this enquiry, ignore this e-mail.',
  ]);
}
