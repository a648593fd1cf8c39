import { can, Module, type ModuleAccess, Role } from '@homer/contracts/access';
import type { UserTab } from '@homer/contracts/users';

export const tabTitles: Record<UserTab, string> = {
  details: 'User Details',
  security: 'User Security',
  'module-access': 'Module Access',
};

/**
 * The tabs a viewer may see of a user (the server refuses the others too): their own details and security;
 * a user administrator every tab of anyone, except changing their own module access, which they still see.
 */
export function visibleTabs(
  viewer: { id: number; access: readonly ModuleAccess[] },
  userId: number,
): UserTab[] {
  const admin =
    can(viewer.access, Module.Admin, Role.SystemAdmin) || can(viewer.access, Module.Admin, Role.UserAdmin);
  if (admin) return ['details', 'security', 'module-access'];
  return viewer.id === userId ? ['details', 'security'] : [];
}
