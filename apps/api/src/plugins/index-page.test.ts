import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterPaintScript } from '@homer/contracts/inline-scripts';
import { describe, expect, it } from 'vitest';
import { loadIndexPages } from './index-page.ts';

// A built web app as `npm run build` leaves it (decision 064): the entry's script, preload and stylesheet, the
// login page's chunk, and the build's rendering of the login page.
const indexHtml = [
  '<!doctype html><html><head><title>HOMER</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
// `$&` and `$'` would be read as patterns by a replacement string.
const loginMarkup = '<main><h1>Login</h1><p>Fees: $& and $\' apply</p><input value=""/></main>';

const linkMarkup = '<main><h1>Change Password</h1><form>New password</form></main>';
const noLinkMarkup = '<main><h1>Change Password</h1><p>Open the link from your email</p></main>';

function builtApp(renderedFor = indexHtml) {
  const dist = mkdtempSync(join(tmpdir(), 'homer-index-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets/index-1.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets/login-1.css'), '.login{color:red}');
  writeFileSync(
    join(dist, '.vite/route-preloads.json'),
    JSON.stringify([
      { id: 'login', pattern: '^/login/?$', files: ['assets/login-1.js', 'assets/login-1.css'] },
      { id: 'changePassword', pattern: '^/change-password/?$', files: ['assets/password-1.js'] },
    ]),
  );
  const hash = createHash('sha256').update(renderedFor).digest('base64url');
  writeFileSync(
    join(dist, '.vite/prerendered.json'),
    JSON.stringify({
      indexHtml: hash,
      pages: { login: loginMarkup, 'changePassword?': linkMarkup, changePassword: noLinkMarkup },
    }),
  );
  const pages = loadIndexPages(dist);
  if (!pages) throw new Error('no index page');
  return (url: string) => pages(url).identity.toString();
}

describe('the index page of a page the build rendered', () => {
  it('holds the markup, the stylesheets written in, and the scripts held until the page has painted', () => {
    const page = builtApp()('/login');
    expect(page).toContain('<title>Login</title>');
    expect(page).toContain(`<div id="root" data-prerendered="login">${loginMarkup}</div>`);
    // Stylesheets in the HTML, each with a link that is never fetched but tells Vite's loader the sheet is there.
    expect(page).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>',
    );
    expect(page).toContain(
      '<style>.login{color:red}</style><link rel="stylesheet" crossorigin href="/assets/login-1.css" disabled>',
    );
    // No script starts before the first paint: all of them wait in the template, the entry first.
    const [head = '', body = ''] = page.split('</head>');
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    expect(body).toContain(
      '<template id="homer-scripts"><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-1.js"></template>' +
        `<script>${afterPaintScript}</script>`,
    );
  });

  it('is not rendered for an address with a query, which the build did not render', () => {
    const page = builtApp()('/login?redirectUrl=%2Fdashboard');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-1.css">');
    expect(page).not.toContain('<style>');
  });

  it('of a page opened from a link is the rendering of its query’s shape, and none for another query', () => {
    const app = builtApp();
    expect(app('/change-password?token=Zx9&userId=42')).toContain(
      `<div id="root" data-prerendered="changePassword">${linkMarkup}</div>`,
    );
    expect(app('/change-password')).toContain(
      `<div id="root" data-prerendered="changePassword">${noLinkMarkup}</div>`,
    );
    expect(app('/change-password?token=Zx9')).toContain('<div id="root"></div>');
    expect(app('/change-password?token=Zx9&userId=42&utm=x')).toContain('<div id="root"></div>');
  });

  it('is not rendered when the rendering belongs to another build', () => {
    const page = builtApp('<!doctype html><p>an earlier build</p>')('/login');
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('homer-scripts');
  });
});
