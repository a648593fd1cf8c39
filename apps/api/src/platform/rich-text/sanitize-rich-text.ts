import sanitizeHtml from 'sanitize-html';

/**
 * Release notes are rich text shown as HTML to every signed-in user, so only formatting survives:
 * sanitize-html's default tag and attribute lists (no script, style, event handlers or javascript: URLs).
 * Links leave the app in a new tab without handing it a reference back to HOMER.
 */
const options: sanitizeHtml.IOptions = {
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
  allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, a: ['href', 'name', 'target', 'rel'] },
};

/** Every staff-written rich text shown to others (release notes, system notifications: decision 042). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
