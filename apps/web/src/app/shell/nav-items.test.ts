import { routes } from '@homer/contracts/routes';
import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items.ts';

const mounted = (id: string) => ['dashboard', 'quartzHistory', 'budgetList'].includes(id);
const anyIcon = () => true;

describe('navItems', () => {
  it('shows a plain signed-in user only the mounted items every user may view', () => {
    expect(navItems(routes, mounted, anyIcon, [])).toEqual([
      { id: 'dashboard', path: '/dashboard', label: 'Dashboard', icon: 'home', phi: false },
    ]);
  });

  it('adds items the module rights allow', () => {
    const items = navItems(routes, mounted, anyIcon, [
      { module: 'Admin', role: 'SystemAdmin' },
      { module: 'BA', role: 'User' },
    ]);
    expect(items.map((i) => i.label)).toEqual(['Dashboard', 'Scheduled jobs', 'Budget Tracking']);
  });

  it('leaves out items whose page is not mounted or whose icon is unknown', () => {
    const items = navItems(
      routes,
      (id) => id === 'dashboard' || id === 'quartzHistory',
      (icon) => icon !== 'clock',
      [
        { module: 'Admin', role: 'SystemAdmin' },
        { module: 'BA', role: 'User' },
      ],
    );
    expect(items.map((i) => i.id)).toEqual(['dashboard']);
  });

  it('marks the pages whose calls need a second factor (spec §8 PHI)', () => {
    const items = navItems(routes, (id) => ['fulfillmentList', 'inventorySiteList'].includes(id), anyIcon, [
      { module: 'Inventory', role: 'Technician' },
    ]);
    expect(items.map((i) => [i.id, i.phi])).toEqual([
      ['fulfillmentList', true],
      ['inventorySiteList', false],
    ]);
  });
});
