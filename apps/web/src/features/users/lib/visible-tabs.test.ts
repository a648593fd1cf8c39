import { Module, Role } from '@homer/contracts/access';
import { describe, expect, it } from 'vitest';
import { visibleTabs } from './visible-tabs.ts';

describe('visibleTabs', () => {
  it('gives a user their own details, organizations, HEROS agencies, security, notifications, login history and Rx Connects, nothing of anyone else', () => {
    const viewer = { id: 7, access: [{ module: Module.Admin, role: Role.Manager }] };
    expect(visibleTabs(viewer, 7)).toEqual([
      'details',
      'organizations',
      'heros-agencies',
      'security',
      'notifications',
      'login-history',
      'rx-connects',
    ]);
    expect(visibleTabs(viewer, 8)).toEqual([]);
  });

  it('gives a user administrator every tab of anyone', () => {
    for (const role of [Role.UserAdmin, Role.SystemAdmin]) {
      const viewer = { id: 1, access: [{ module: Module.Admin, role }] };
      expect(visibleTabs(viewer, 8)).toEqual([
        'details',
        'organizations',
        'heros-agencies',
        'security',
        'notifications',
        'module-access',
        'login-history',
        'audit-history',
        'rx-connects',
      ]);
      expect(visibleTabs(viewer, 1)).toEqual(visibleTabs(viewer, 8));
    }
  });
});
