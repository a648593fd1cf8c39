import { can, Module, type ModuleAccess, Role } from '@homer/contracts/access';

/** Spec §2.2: inventory paths other than inventory orders. */
export function isInventoryPath(pathname: string): boolean {
  return (
    /^\/(inventories|inv|pharmacy\/fulfillment)(\/|$)/.test(pathname) &&
    !/^\/inv(entories)?\/orders(\/|$)/.test(pathname)
  );
}

export function isRepackPath(pathname: string): boolean {
  return /^\/ci-repack(\/|$)/.test(pathname);
}

/**
 * Which parts a user gets on a path (spec §6): the inventory banner for Inventory Technicians and above; the CI
 * workstation parts (the banner for Technicians, the first-visit modal for Users) for CI Users and above. Their code
 * is only fetched for those who see them.
 */
export function areaPartsFor(pathname: string, access: readonly ModuleAccess[]) {
  const repack = isRepackPath(pathname);
  return {
    inventoryBanner: isInventoryPath(pathname) && can(access, Module.Inventory, Role.Technician),
    ciWorkstation: repack && can(access, Module.CI, Role.User),
    complaints: repack,
  };
}
