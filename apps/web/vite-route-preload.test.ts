import { describe, expect, it } from 'vitest';
import { chunkFiles, pageScripts, routePattern, signedInShellFiles } from './vite-route-preload.ts';

const chunk = (imports: string[], css: string[] = [], dynamicImports: string[] = [], shared = false) => ({
  imports,
  css,
  dynamicImports,
  shared,
});

describe('route preload', () => {
  it('matches the router paths, parameters and optional parameters included', () => {
    const feedback = new RegExp(routePattern('support/tickets/feedback/:id/:guid'));
    expect(feedback.test('/support/tickets/feedback/12/ab-cd')).toBe(true);
    expect(feedback.test('/support/tickets/feedback/12')).toBe(false);
    const invoices = new RegExp(routePattern('ba/budgets/invoices/list/:id/:poId?'));
    expect(invoices.test('/ba/budgets/invoices/list/3')).toBe(true);
    expect(invoices.test('/ba/budgets/invoices/list/3/4/')).toBe(true);
    expect(new RegExp(routePattern('login')).test('/login-x')).toBe(false);
    expect(new RegExp(routePattern('repositoryregister')).test('/repositoryregister')).toBe(true);
  });

  it('lists a page chunk, its static imports and their CSS, without what the entry loads', () => {
    const chunks = new Map([
      ['index.js', chunk(['react.js'], ['index.css'])],
      ['react.js', chunk([])],
      ['login.js', chunk(['index.js', 'zod.js', 'react.js'], ['login.css'])],
      ['zod.js', chunk([])],
    ]);
    const entry = new Set(chunkFiles(chunks, 'index.js', new Set()));
    expect([...entry]).toEqual(['index.js', 'index.css', 'react.js']);
    expect(chunkFiles(chunks, 'login.js', entry)).toEqual(['login.js', 'login.css', 'zod.js']);
  });

  it("lists each page's scripts once, by index, and leaves their CSS to the entry's own lists", () => {
    const table = pageScripts(
      new Map([
        ['login', ['login.js', 'login.css', 'form.js']],
        ['helpTicket', ['help.js', 'form.js', 'select.css']],
        ['notFound', []],
      ]),
    );
    expect(table.files).toEqual(['login.js', 'form.js', 'help.js']);
    expect(table.pages).toEqual({ login: [0, 1], helpTicket: [2, 1], notFound: [] });
  });

  it("adds to a signed-in page the shell's signed-in parts and the shared chunks the entry loads on start", () => {
    const chunks = new Map([
      ['index.js', chunk(['web.js'], [], ['login.js'])],
      ['web.js', chunk([], [], ['account.js', 'parts.js', 'dashboard.js'])],
      ['account.js', chunk(['web.js', 'zod.js'], [], [], true)],
      ['parts.js', chunk(['web.js', 'floating.js'], ['parts.css'])],
      ['floating.js', chunk([], [], [], true)],
      ['zod.js', chunk([], [], [], true)],
      ['login.js', chunk(['web.js'])],
      ['dashboard.js', chunk(['web.js', 'zod.js'])],
    ]);
    const entry = new Set(chunkFiles(chunks, 'index.js', new Set()));
    expect(signedInShellFiles(chunks, 'index.js', 'parts.js', entry)).toEqual([
      'parts.js',
      'parts.css',
      'floating.js',
      'account.js',
      'zod.js',
    ]);
  });
});
