import { describe, expect, it } from 'vitest';
import { loginDestination, unwrapRedirectUrl } from './login-destination.ts';

const user = { id: 42, needToResetPin: false };

describe('unwrapRedirectUrl', () => {
  it('returns a plain path unchanged', () => {
    expect(unwrapRedirectUrl('/ba/budgets/list')).toBe('/ba/budgets/list');
  });

  it('unwraps nested login redirects', () => {
    expect(
      unwrapRedirectUrl('/login?redirectUrl=%2Flogin%3FredirectUrl%3D%252Fba%252Fbudgets%252Flist'),
    ).toBe('/ba/budgets/list');
  });

  it('unwraps a login redirect without a leading slash and keeps the inner query', () => {
    expect(unwrapRedirectUrl('login?inactive=true&redirectUrl=%2Fba%2Fbudgets%2Flist%3Fpage%3D2')).toBe(
      '/ba/budgets/list?page=2',
    );
  });

  it('decodes a value encoded once too often', () => {
    expect(unwrapRedirectUrl('%2Fba%2Fbudgets%2Flist')).toBe('/ba/budgets/list');
  });

  it('gives null for a login page with no destination', () => {
    expect(unwrapRedirectUrl('/login?inactive=true')).toBeNull();
    expect(unwrapRedirectUrl('')).toBeNull();
    expect(unwrapRedirectUrl(null)).toBeNull();
  });
});

describe('loginDestination', () => {
  it('defaults to the dashboard', () => {
    expect(loginDestination(user, null)).toEqual({ path: '/dashboard', external: false });
  });

  it('follows the unwrapped redirect', () => {
    expect(
      loginDestination(user, '/login?redirectUrl=%2Flogin%3FredirectUrl%3D%252Fba%252Fbudgets%252Flist'),
    ).toEqual({ path: '/ba/budgets/list', external: false });
  });

  it('sends a user who must reset the pin to the security tab, whatever the redirect', () => {
    expect(loginDestination({ id: 7, needToResetPin: true }, '/ba/budgets/list')).toEqual({
      path: '/admin/users/user/edit/security/7',
      external: false,
    });
  });

  it('leaves the app for uploads and quartz, with or without a leading slash', () => {
    expect(loginDestination(user, 'uploads/report.pdf')).toEqual({
      path: '/uploads/report.pdf',
      external: true,
    });
    expect(loginDestination(user, '/uploads/report.pdf')).toEqual({
      path: '/uploads/report.pdf',
      external: true,
    });
    expect(loginDestination(user, 'quartz')).toEqual({ path: '/quartz', external: true });
    expect(loginDestination(user, '/quartz/jobs')).toEqual({ path: '/quartz/jobs', external: true });
  });

  it('adds the leading slash to in-app paths', () => {
    expect(loginDestination(user, 'support/knowledge-base')).toEqual({
      path: '/support/knowledge-base',
      external: false,
    });
  });

  it('refuses destinations on other sites', () => {
    expect(loginDestination(user, 'https://example.com/x')).toEqual({ path: '/dashboard', external: false });
    expect(loginDestination(user, '//example.com/x')).toEqual({ path: '/dashboard', external: false });
    expect(loginDestination(user, 'javascript:alert(1)')).toEqual({ path: '/dashboard', external: false });
  });
});
