import { describe, expect, it } from 'vitest';
import { kbContentImageGuids, kbContentText, sanitizeKbContent } from './sanitize-kb-content.ts';

const guid = '0b6c1c55-8f0e-4c1a-9d6b-3f1e2a4b5c6d';
const ownImage = `/api/HelpDesk/KnowledgeBase/Image/3/${guid}`;

describe('sanitizeKbContent', () => {
  it('keeps formatting, tables, safe links and this app’s images', () => {
    const html =
      '<h2>T</h2><ul><li><b>b</b><i>i</i><u>u</u><s>s</s><code>c</code></li></ul><blockquote>q</blockquote>' +
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      `<a href="mailto:a@b.org">m</a><img src="${ownImage}" alt="a">`;
    expect(sanitizeKbContent(html)).toBe(
      '<h2>T</h2><ul><li><b>b</b><i>i</i><u>u</u><s>s</s><code>c</code></li></ul><blockquote>q</blockquote>' +
        '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
        `<a href="mailto:a@b.org" rel="noopener noreferrer">m</a><img src="${ownImage}" alt="a" />`,
    );
  });

  it('drops scripts, handlers, styles, frames, foreign and data images, and unsafe link schemes', () => {
    const html =
      '<script>x()</script><style>p{}</style><iframe src="https://x.example"></iframe>' +
      '<p style="color:red" onmouseover="x()">p</p><img src="data:image/png;base64,AAAA">' +
      `<img src="https://x.example${ownImage}"><img src="${ownImage}/../../../Account/Logout">` +
      '<a href="javascript:x()" target="_top">j</a><a href="//x.example">r</a><svg><use href="#a"/></svg>';
    expect(sanitizeKbContent(html)).toBe(
      '<p>p</p><a rel="noopener noreferrer">j</a><a rel="noopener noreferrer">r</a>',
    );
  });
});

describe('kbContentText and kbContentImageGuids', () => {
  it('gives the words of the content, blocks kept apart and entities decoded', () => {
    expect(kbContentText('<h2>Title</h2><p>Fish &amp; chips</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Title Fish & chips one two',
    );
  });

  it('finds the guids of this app’s images only', () => {
    expect(
      kbContentImageGuids(`<img src="${ownImage}" /><img src="${ownImage}" /><img src="/x.png" />`),
    ).toEqual([guid]);
  });
});
