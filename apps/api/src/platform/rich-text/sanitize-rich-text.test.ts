import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

/** A scheme as attackers spell it: any case, with tabs, newlines or entities the browser would ignore or decode. */
const javascriptScheme = fc
  .tuple(
    fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    fc.constantFrom('', '\t', '\n', '&#x09;', '&Tab;'),
    fc.constantFrom('', ' ', '\u0001'),
    fc.constantFrom(':', '&colon;', '&#58;', '&#x3A;'),
  )
  .map(
    ([upper, inner, lead, colon]) =>
      `${lead}${[...'javascript']
        .map((c, i) => (upper[i] ? c.toUpperCase() : c))
        .join('')
        .replace('va', `va${inner}`)}${colon}alert(1)`,
  );

const handlerName = fc.stringMatching(/^[a-z]{1,10}$/).map((name) => `on${name}`);
const tagName = fc.constantFrom('a', 'p', 'img', 'div', 'span', 'iframe', 'svg', 'b', 'form', 'object');
const quote = fc.constantFrom('"', "'", '');

const dangerous = fc.oneof(
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<scr<script>ipt>alert(1)</script>',
    '<style>body{background:url(javascript:alert(1))}</style>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<!--<script>alert(1)</script>-->',
  ),
  fc
    .tuple(tagName, handlerName, quote)
    .map(([tag, handler, q]) => `<${tag} ${handler}=${q}alert(1)${q}>x</${tag}>`),
  fc
    .tuple(
      fc.constantFrom('a href', 'img src', 'iframe src', 'form action', 'a xlink:href'),
      javascriptScheme,
      quote,
    )
    .map(([tagAttr, url, q]) => `<${tagAttr}=${q}${url}${q}>x</${tagAttr.split(' ')[0]}>`),
);

const harmless = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('<p>', '</p>', '<strong>bold</strong>', '<a href="https://example.com">x</a>', '<ul><li>'),
);

const richText = fc
  .array(fc.oneof(dangerous, harmless), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''));

/** The tags of the output: its text has `<` escaped, so every `<` left opens a real tag. */
const tagsOf = (html: string) => html.match(/<[^>]*>?/g) ?? [];

/** What a browser skips inside a URL's scheme: whitespace and control characters. */
const withoutBlanks = (text: string) => [...text].filter((c) => c.charCodeAt(0) > 32).join('');

describe('sanitizeRichText', () => {
  it('never lets a script, an event handler or a javascript: URL through', () => {
    fc.assert(
      fc.property(richText, (input) => {
        const output = sanitizeRichText(input);
        expect(output).not.toMatch(/<\s*\/?\s*script/i);
        for (const tag of tagsOf(output)) {
          expect(tag).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
          // Attribute values are written with their characters decoded, so a scheme cannot hide in an entity.
          expect(withoutBlanks(tag)).not.toMatch(/javascript:/i);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps formatting and safe links', () => {
    expect(
      sanitizeRichText(
        '<p><strong>New</strong> <em>list</em>:</p><ul><li><a href="https://x.example/a">a</a></li></ul>',
      ),
    ).toBe('<p><strong>New</strong> <em>list</em>:</p><ul><li><a href="https://x.example/a">a</a></li></ul>');
  });

  it('gives a link that opens a new tab no reference back to HOMER, and leaves other links alone', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example">x</a>')).toBe('<a href="https://x.example">x</a>');
  });

  it('drops styles and trims what is left', () => {
    expect(sanitizeRichText('  <p style="position:fixed">hi</p><style>p{}</style>\n')).toBe('<p>hi</p>');
  });
});
