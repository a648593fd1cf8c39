import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target.ts';

describe('linkTarget', () => {
  it('navigates in the app for paths and opens http(s) addresses', () => {
    expect(linkTarget('ba/budgets/list')).toEqual({ href: '/ba/budgets/list', external: false });
    expect(linkTarget('/dashboard')).toEqual({ href: '/dashboard', external: false });
    expect(linkTarget('https://example.com/a')).toEqual({ href: 'https://example.com/a', external: true });
  });

  it('ignores empty, script and protocol-relative targets', () => {
    for (const link of [
      null,
      undefined,
      '',
      '  ',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '\\\\evil.example',
    ])
      expect(linkTarget(link), String(link)).toBeNull();
  });
});
