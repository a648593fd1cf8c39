import { describe, expect, it } from 'vitest';
import { chunkFiles, pageScripts, routePattern } from './vite-route-preload.ts';

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
      ['index.js', { imports: ['react.js'], css: ['index.css'] }],
      ['react.js', { imports: [], css: [] }],
      ['login.js', { imports: ['index.js', 'zod.js', 'react.js'], css: ['login.css'] }],
      ['zod.js', { imports: [], css: [] }],
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
});
