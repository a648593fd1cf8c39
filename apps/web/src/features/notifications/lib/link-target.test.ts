import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target.ts';

describe('linkTarget', () => {
  it('reads app paths and absolute links', () => {
    expect(linkTarget(null)).toBeNull();
    expect(linkTarget('')).toBeNull();
    expect(linkTarget('ba/budgets/list')).toEqual({ href: '/ba/budgets/list', external: false });
    expect(linkTarget('//evil.example/x')).toEqual({ href: '/evil.example/x', external: false });
    expect(linkTarget('https://example.com/a')).toEqual({ href: 'https://example.com/a', external: true });
    expect(linkTarget('javascript:alert(1)')).toEqual({ href: '/javascript:alert(1)', external: false });
  });
});
