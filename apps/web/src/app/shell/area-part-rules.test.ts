import { Module, Role } from '@homer/contracts/access';
import { describe, expect, it } from 'vitest';
import { areaPartsFor, isInventoryPath, isRepackPath } from './area-part-rules.ts';

describe('area part paths (spec §2.2)', () => {
  it('inventory paths are the inventories, inv and fulfilment areas, except inventory orders', () => {
    for (const path of [
      '/inventories/sites/list',
      '/inventories',
      '/inv/phone-scanner',
      '/pharmacy/fulfillment/list',
    ])
      expect(isInventoryPath(path), path).toBe(true);
    for (const path of [
      '/inventories/orders/list',
      '/inv/orders',
      '/inventoriesx',
      '/invoices',
      '/pharmacy/home-delivery/list',
      '/dashboard',
      '/ci-repack/orders/list',
    ])
      expect(isInventoryPath(path), path).toBe(false);
  });

  it('the repack area is ci-repack and below', () => {
    expect(isRepackPath('/ci-repack/admin/workstations')).toBe(true);
    expect(isRepackPath('/ci-repack')).toBe(true);
    expect(isRepackPath('/ci-repackaging')).toBe(false);
    expect(isRepackPath('/ci-short-over')).toBe(false);
  });
});

describe('who gets the workstation parts (spec §6)', () => {
  const inventory = (role: Role) => [{ module: Module.Inventory, role }];
  const ci = (role: Role) => [{ module: Module.CI, role }];

  it('the inventory banner: Inventory Technicians and above, on inventory paths', () => {
    expect(areaPartsFor('/inventories/sites/list', inventory(Role.User)).inventoryBanner).toBe(false);
    expect(areaPartsFor('/inventories/sites/list', inventory(Role.Technician)).inventoryBanner).toBe(true);
    expect(areaPartsFor('/inventories/sites/list', inventory(Role.SystemAdmin)).inventoryBanner).toBe(true);
    expect(areaPartsFor('/inventories/orders/list', inventory(Role.SystemAdmin)).inventoryBanner).toBe(false);
    expect(areaPartsFor('/inventories/sites/list', ci(Role.SystemAdmin)).inventoryBanner).toBe(false);
  });

  it('the CI workstation parts: CI Users and above, in the repack area; the Complaints button there', () => {
    expect(areaPartsFor('/ci-repack/orders/list', ci(Role.User))).toEqual({
      inventoryBanner: false,
      ciWorkstation: true,
      complaints: true,
    });
    expect(areaPartsFor('/ci-repack/orders/list', inventory(Role.SystemAdmin)).ciWorkstation).toBe(false);
    expect(areaPartsFor('/inventories/sites/list', ci(Role.SystemAdmin)).ciWorkstation).toBe(false);
  });
});
