import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown to the HTML an article shows (decision 1010). marked writes whatever raw HTML the
 * author typed straight through, so everything it produces passes sanitize-html's allow-list:
 * no script, style, iframe or form survives, no on* attribute, and links and images keep only
 * http(s), mailto and site-relative addresses.
 */

// Own instance: options set here never leak into another user of marked in the process.
// `breaks` turns a single newline into <br> (spec §2: newlines become line breaks).
const marked = new Marked({ gfm: true, breaks: true, async: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // An article's own h1 is its title; headings in the body start at h2.
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * Sanitised HTML with no newline between blocks, so a client that turns newlines into <br>
 * (the spec's article page) adds no blank lines; newlines inside <pre> stay, they are code.
 */
export function renderMarkdown(markdown: string): string {
  const html = sanitizeHtml(marked.parse(markdown) as string, ALLOWED);
  return html
    .split(/(<pre>[\s\S]*?<\/pre>)/)
    .map((part) => (part.startsWith('<pre>') ? part : part.replace(/>\s*\n\s*</g, '><').replace(/\n/g, ' ')))
    .join('');
}
