import { describe, expect, it } from 'vitest';
import { entryScriptOf } from './new-version.ts';

describe('entryScriptOf', () => {
  it('finds the module entry of a built index page, past classic scripts and preloads', () => {
    const html = `<!doctype html><html><head>
      <script async src="/assets/route-preload-D5Qb8vHO.js"></script>
      <script type="module" crossorigin src="/assets/index-Dh1qu3J7.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-CI69w28C.js">
    </head><body><div id="root"></div></body></html>`;
    expect(entryScriptOf(html)).toBe('/assets/index-Dh1qu3J7.js');
  });

  it('reads attributes in any order and quoting', () => {
    expect(entryScriptOf("<script src='/assets/a.js' type='module'></script>")).toBe('/assets/a.js');
    expect(entryScriptOf('<script crossorigin src=/assets/b.js type=module></script>')).toBe('/assets/b.js');
  });

  it('is null for a page without a module entry (an error page of a proxy, say)', () => {
    expect(entryScriptOf('<html><body>502 Bad Gateway</body></html>')).toBeNull();
    expect(entryScriptOf('<script src="/legacy.js"></script>')).toBeNull();
  });
});
