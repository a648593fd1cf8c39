import { describe, expect, it } from 'vitest';
import { pageScriptUrls } from './page-scripts.ts';

describe('page scripts', () => {
  const table = {
    files: ['assets/login.js', 'assets/form.js'],
    pages: { login: [0, 1], helpTicket: [1, 7] },
  };

  it('gives a route its scripts as addresses from the site root', () => {
    expect(pageScriptUrls(table, 'login')).toEqual(['/assets/login.js', '/assets/form.js']);
  });

  it('gives nothing for a route the table does not list, an index it does not have, or no table', () => {
    expect(pageScriptUrls(table, 'dashboard')).toEqual([]);
    expect(pageScriptUrls(table, 'helpTicket')).toEqual(['/assets/form.js']);
    expect(pageScriptUrls(null, 'login')).toEqual([]);
  });
});
