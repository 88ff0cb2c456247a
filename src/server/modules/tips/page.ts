import { PRODUCT_NAME } from '../../../shared/routes';
import { escapeHtml } from '../../infra/mail/html';

/**
 * The small pages a tips mail's links open. Following a link only shows a button: mail scanners
 * fetch links, and a GET must neither confirm nor unsubscribe anyone (RFC 8058 §3.2 for the
 * latter); the button POSTs to the same address, as a mail client's one-click unsubscribe does.
 */
export function tipsPage(page: { title: string; paragraph: string; button?: string }): string {
  const form = page.button
    ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(page.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · ${escapeHtml(PRODUCT_NAME)}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #14342b">
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.paragraph)}</p>
${form}
<p><a href="/">${escapeHtml(PRODUCT_NAME)}</a></p>
</body>
</html>
`;
}
