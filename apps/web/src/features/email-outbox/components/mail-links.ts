/** A run of a text body: plain text, or a web address to open. */
export type TextPart = { text: string; href?: string };

const webAddress = /https?:\/\/[^\s<>"']+/g;
// A sentence's full stop or a closing bracket after an address is not part of it.
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** Splits a text body so that each http(s) address can be shown as a link; other schemes stay text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(webAddress)) {
    const href = match[0].replace(trailingPunctuation, '');
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: href, href });
    from = match.index + href.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Mail written without PUBLIC_BASE_URL names the server's own port (`http://localhost:3000/...`), which is not
 * where an administrator on another machine reaches HOMER: for display, such links point at the page's origin.
 * Only the whole base is replaced (`http://localhost:3000` does not match inside `http://localhost:30001`).
 */
export function atOrigin(body: string, linkBase: string | null, origin: string): string {
  if (!linkBase || linkBase === origin) return body;
  return body.replace(new RegExp(`${escapeRegExp(linkBase)}(?![\\w.:-])`, 'g'), origin);
}
