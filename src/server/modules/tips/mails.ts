import { TIPS_POSTS_PER_MAIL } from '../../../shared/tips';
import { API_ROUTES, pathTo, PRODUCT_NAME, ROUTES } from '../../../shared/routes';
import type { MailMessage } from '../../infra/mail';
import { escapeHtml } from '../../infra/mail/html';
import { mailLink, type LinkConfig } from './links';

/** The tips list's two mails (decision 2711): the opt-in confirmation, and the tips themselves. */

export interface TipsPost {
  slug: string;
  title: string;
  excerpt: string;
}

const confirmUrl = (config: LinkConfig, token: string) => mailLink(config, pathTo(API_ROUTES.tipsConfirm, { token }));
export const unsubscribeUrl = (config: LinkConfig, token: string) => mailLink(config, pathTo(API_ROUTES.tipsUnsubscribe, { token }));

/** Sent once, when the address is first given: nothing else comes until the link is followed. */
export function tipsConfirmationMail(config: LinkConfig, to: string, token: string): MailMessage {
  const link = confirmUrl(config, token);
  const text = [
    `Someone, we hope you, asked for golf tips from ${PRODUCT_NAME} at this address.`,
    `To get them, confirm your address: ${link}`,
    'On a weekly round we send the newest articles from our blog that you have not had. Every tips e-mail has a link to unsubscribe with one click.',
    'If you did not ask, ignore this e-mail: without the confirmation we send nothing more.',
  ];
  const html = [
    `<p>${escapeHtml(text[0]!)}</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm your address</a></p>`,
    `<p>${escapeHtml(text[2]!)}</p>`,
    `<p>${escapeHtml(text[3]!)}</p>`,
  ];
  return { to, subject: `Confirm your address for ${PRODUCT_NAME} golf tips`, text: text.join('\n\n'), html: html.join('\n') };
}

/**
 * The newest posts the address has not had, with a visible unsubscribe link and RFC 8058's
 * one-click headers, which mail clients turn into their own unsubscribe button (a POST).
 */
export function tipsMail(config: LinkConfig, to: string, token: string, posts: TipsPost[]): MailMessage {
  const unsubscribe = unsubscribeUrl(config, token);
  const shown = posts.slice(0, TIPS_POSTS_PER_MAIL).map((post) => ({ ...post, url: mailLink(config, pathTo(ROUTES.blogArticle.path, { slug: post.slug })) }));
  const text = [
    `New on the ${PRODUCT_NAME} blog:`,
    ...shown.map((post) => `${post.title}\n${post.excerpt}\n${post.url}`),
    `You get this because you confirmed your address for golf tips. Unsubscribe: ${unsubscribe}`,
  ];
  const html = [
    `<p>New on the ${escapeHtml(PRODUCT_NAME)} blog:</p>`,
    ...shown.map((post) => `<h2><a href="${escapeHtml(post.url)}">${escapeHtml(post.title)}</a></h2>\n<p>${escapeHtml(post.excerpt)}</p>`),
    `<p>You get this because you confirmed your address for golf tips. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`,
  ];
  return {
    to,
    subject: `Golf tips from ${PRODUCT_NAME}: ${shown[0]?.title ?? 'new on the blog'}`,
    text: text.join('\n\n'),
    html: html.join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
