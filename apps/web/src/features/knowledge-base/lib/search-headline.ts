export type HeadlinePart = { text: string; match: boolean };

/**
 * The search call's headline is plain text with the matched words between « and » (contracts); split it so the
 * page can mark them without ever treating the text as HTML.
 */
export function headlineParts(headline: string): HeadlinePart[] {
  const parts: HeadlinePart[] = [];
  const pattern = /«([^»]*)»/g;
  let last = 0;
  for (const found of headline.matchAll(pattern)) {
    const index = found.index ?? 0;
    if (index > last) parts.push({ text: headline.slice(last, index), match: false });
    if (found[1]) parts.push({ text: found[1], match: true });
    last = index + found[0].length;
  }
  if (last < headline.length) parts.push({ text: headline.slice(last), match: false });
  return parts;
}
