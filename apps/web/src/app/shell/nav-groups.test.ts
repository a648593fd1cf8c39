import { Module, Role } from '@homer/contracts/access';
import { routes } from '@homer/contracts/routes';
import { describe, expect, it } from 'vitest';
import { groupOfPath, isWithin, navTree } from './nav-groups.ts';
import { navItems } from './nav-items.ts';

const everyModuleAsSystemAdmin = Object.values(Module).map((module) => ({ module, role: Role.SystemAdmin }));
const allMounted = () => true;
const anyIcon = () => true;

describe('navTree', () => {
  it('places every nav item of the route table in an area, none left to the catch-all', () => {
    const items = navItems(routes, allMounted, anyIcon, everyModuleAsSystemAdmin);
    const tree = navTree(items);
    const placed = [...tree.top, ...tree.groups.flatMap((g) => g.items)].map((i) => i.id);
    expect(placed.toSorted()).toEqual(items.map((i) => i.id).toSorted());
    // The catch-all would append unplaced items after System Update; nothing is there.
    expect(tree.groups.find((g) => g.id === 'administration')?.items.at(-1)?.id).toBe('systemUpdate');
  });

  it('orders the areas by how often staff use them, Dashboard alone on top and the spec page last', () => {
    const tree = navTree(navItems(routes, allMounted, anyIcon, everyModuleAsSystemAdmin));
    expect(tree.top.map((i) => i.label)).toEqual(['Dashboard']);
    expect(tree.groups.map((g) => g.label)).toEqual([
      'Pharmacy',
      'Programmes',
      'Support',
      'Budget',
      'Administration',
      'About',
    ]);
    expect(tree.groups[0]?.items.map((i) => i.label)).toEqual([
      'Fulfillment',
      'Home Delivery',
      'Inventories',
      'Stock',
      'Receive Stock',
      'Transfers',
      'Stock Counts',
      'Stock Documents',
      'Reports',
      'Phone Scanner',
      'CI Orders',
      'Repack Jobs',
      'NDC Formulary',
      'FDA Recalls',
      'Stock Reasons',
    ]);
    expect(tree.groups.find((g) => g.id === 'administration')?.items.map((i) => i.label)).toEqual([
      'Users',
      'Registrations',
      'Access Review',
      'Organizations',
      'Facilities',
      'Global Audit List',
      'Error Reports',
      'Scheduled jobs',
      'Email Outbox',
      'System Notifications',
      'Holiday Calendar',
      'System Update',
    ]);
    expect(tree.groups.at(-1)?.items.map((i) => i.label)).toEqual(['Tech Spec']);
  });

  it('drops areas the user has nothing in', () => {
    const tree = navTree(navItems(routes, allMounted, anyIcon, []));
    expect(tree.top.map((i) => i.id)).toEqual(['dashboard']);
    expect(tree.groups.map((g) => g.id)).toEqual(['about']);
  });

  it('puts an item the table gains later at the end of Administration rather than losing it', () => {
    const stray = { id: 'newPage', path: '/new', label: 'New page', icon: 'list', phi: false };
    const tree = navTree([stray]);
    expect(tree.groups).toEqual([expect.objectContaining({ id: 'administration', items: [stray] })]);
  });
});

describe('groupOfPath', () => {
  const tree = navTree(navItems(routes, allMounted, anyIcon, everyModuleAsSystemAdmin));
  it('finds the area of a page and of the pages below it', () => {
    expect(groupOfPath(tree, '/ba/budgets/list')).toBe('budget');
    expect(groupOfPath(tree, '/admin/system/quartz/pcg-history')).toBe('administration');
    expect(groupOfPath(tree, '/dashboard')).toBeNull();
  });

  it('does not take a longer path sharing a prefix for a page below', () => {
    expect(isWithin('/tech-spec', '/tech-spec')).toBe(true);
    expect(isWithin('/tech-specs', '/tech-spec')).toBe(false);
    expect(isWithin('/tech-spec/x', '/tech-spec')).toBe(true);
  });
});
