const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/**
 * Readable text of stored rich text, for comparing revisions: block ends become line breaks, tags go, images
 * leave a marker so an added or removed picture still shows in the comparison.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, ' [image] ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (entities[name]) return entities[name];
      const code = name.startsWith('#x')
        ? Number.parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? Number(name.slice(1))
          : Number.NaN;
      return Number.isInteger(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
