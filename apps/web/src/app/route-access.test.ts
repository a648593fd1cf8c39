import { describe, expect, it } from 'vitest';
import { routeAccessDecision } from './route-access.ts';

const baUser = [{ module: 'BA', role: 'User' }] as const;

describe('routeAccessDecision', () => {
  it('lets anyone through a public route', () => {
    expect(routeAccessDecision('public', null)).toBe('allow');
  });

  it('sends a signed-out visitor to login', () => {
    expect(routeAccessDecision('signedIn', null)).toBe('login');
    expect(routeAccessDecision({ module: 'BA', minRole: 'User' }, null)).toBe('login');
  });

  it('allows a signed-in user on signed-in routes even without module rights', () => {
    expect(routeAccessDecision('signedIn', [])).toBe('allow');
  });

  it('checks the module and minimum role', () => {
    expect(routeAccessDecision({ module: 'BA', minRole: 'User' }, baUser)).toBe('allow');
    expect(routeAccessDecision({ module: 'BA', minRole: 'Manager' }, baUser)).toBe('denied');
    expect(routeAccessDecision({ module: 'Admin', minRole: 'User' }, baUser)).toBe('denied');
  });
});

describe('routeAccessDecision in mobile scanning mode', () => {
  const phone = { session: true, scannerRoute: false };
  it('confines a mobile-scanning session to the scanner page', () => {
    expect(routeAccessDecision('signedIn', [], phone)).toBe('mobile');
    expect(routeAccessDecision({ module: 'BA', minRole: 'User' }, baUser, phone)).toBe('mobile');
    expect(routeAccessDecision('public', [], phone)).toBe('allow');
    expect(routeAccessDecision('signedIn', [], { session: true, scannerRoute: true })).toBe('allow');
  });

  it('sends anyone else on the scanner page to login', () => {
    expect(routeAccessDecision('signedIn', null, { session: false, scannerRoute: true })).toBe('login');
    expect(routeAccessDecision('signedIn', [], { session: false, scannerRoute: true })).toBe('login');
  });
});

describe('routeAccessDecision on PHI pages', () => {
  const phiRule = { module: 'Inventory', minRole: 'Technician', phi: true } as const;
  const technician = [{ module: 'Inventory', role: 'Technician' }] as const;
  const desk = { session: false, scannerRoute: false };

  it('sends a user without a second factor to the page that explains it', () => {
    expect(routeAccessDecision(phiRule, technician, desk, false)).toBe('secondFactor');
    expect(routeAccessDecision(phiRule, technician)).toBe('secondFactor');
  });

  it('lets a user whose session has a second factor through', () => {
    expect(routeAccessDecision(phiRule, technician, desk, true)).toBe('allow');
  });

  it('refuses a user below the role before speaking of a second factor', () => {
    expect(routeAccessDecision(phiRule, [{ module: 'Inventory', role: 'User' }], desk, false)).toBe('denied');
  });

  it('does not ask for a second factor on pages without PHI', () => {
    expect(routeAccessDecision({ module: 'Inventory', minRole: 'User' }, technician, desk, false)).toBe(
      'allow',
    );
  });
});
