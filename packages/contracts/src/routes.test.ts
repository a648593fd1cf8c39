import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('gives the spec document 3 access rules', () => {
    const byId = Object.fromEntries(routes.map((r) => [r.id, r.access]));
    expect(byId.budgetList).toEqual({ module: 'BA', minRole: 'User' });
    expect(byId.budgetPos).toEqual({ module: 'BA', minRole: 'Manager' });
    expect(byId.fiscalYears).toEqual({ module: 'BA', minRole: 'SystemAdmin' });
    expect(byId.globalAuditList).toEqual({ module: 'Admin', minRole: 'Manager' });
    expect(byId.releaseNotes).toBe('signedIn');
    expect(byId.login).toBe('public');
  });
});
