import { escapeHtml } from '../../infra/mail/html';

/** The og: tags of a shared swing's page, put into index.html's head so link previews show the swing. */
export function withPreviewTags(
  html: string,
  preview: { title: string; description: string; imagePath: string | null },
  pageUrl: string,
  origin: string,
): string {
  const tags = [
    ['og:type', 'website'],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', pageUrl],
    ...(preview.imagePath ? [['og:image', `${origin}${preview.imagePath}`]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`)
    .join('');
  return html.replace('</head>', `${tags}</head>`);
}
