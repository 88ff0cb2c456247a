import type { OutboxRow } from '../../db/schema';
import { escapeHtml } from './html';

/** Escapes text and turns the http(s) links in it (reset links, mostly) into anchors. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/** The development mailbox: every mail the outbox transport kept, newest first, links clickable. */
export function renderMailboxPage(messages: OutboxRow[]): string {
  const items = messages.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toUTCString())}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Development mailbox · Fairway Coach</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 0 1rem; margin-bottom: 1rem; }
.meta { color: #6b7280; font-size: 0.875rem; }
pre { white-space: pre-wrap; font-family: inherit; }
</style>
</head>
<body>
<h1>Development mailbox</h1>
<p>Mail is kept here instead of being sent because SMTP_URL is not set.</p>
${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}
</body>
</html>
`;
}
