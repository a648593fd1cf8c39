import { kbImageSrcPattern } from '@homer/contracts/knowledge-base';
import sanitizeHtml from 'sanitize-html';

/**
 * Knowledge base documents are staff-written HTML shown to many users, so only formatting survives (decision 050):
 * no scripts, styles, frames or event handlers, links to http(s) and mail only, and images only from this app's
 * knowledge base image URL (an image elsewhere could track readers or change after review).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !kbImageSrcPattern.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      return {
        tagName,
        attribs: {
          ...(href === undefined ? {} : { href }),
          // Another tab gets no handle back to HOMER.
          ...(target === '_blank' ? { target } : {}),
          rel: 'noopener noreferrer',
        },
      };
    },
  },
};

export function sanitizeKbContent(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of sanitized content for full-text search: tags become spaces, so words of adjacent blocks stay apart. */
export function kbContentText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(?=\/?(p|div|li|h\d|br|td|th|tr|pre|blockquote)\b)/gi, ' <'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The guids of the knowledge base images sanitized content shows. */
export function kbContentImageGuids(html: string): string[] {
  const guids = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)) {
    const src = match[1] ?? '';
    if (kbImageSrcPattern.test(src)) guids.add(src.slice(src.lastIndexOf('/') + 1));
  }
  return [...guids];
}
