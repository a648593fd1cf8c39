import { can, Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { type UserTab, userTabs } from '@homer/contracts/users';

export const tabTitles: Record<UserTab, string> = {
  details: 'User Details',
  security: 'User Security',
  notifications: 'User Notifications',
  organizations: 'User Organizations',
  'module-access': 'Module Access',
  'login-history': 'Login History',
  'audit-history': 'Audit History',
  'heros-agencies': 'HEROS Agencies',
  'rx-connects': 'Rx Connects',
};

/**
 * The tabs a viewer may see of a user (the server refuses the others too): their own details, organizations,
 * HEROS agencies and Rx Connects roles (decision 045), security, notifications (decision 044) and login history
 * (decision 041); a user administrator every tab of anyone, including their own (where the server still refuses
 * changing their own module access, facilities, agencies and Rx Connects roles).
 */
export function visibleTabs(
  viewer: { id: number; access: readonly ModuleAccess[] },
  userId: number,
): UserTab[] {
  const admin =
    can(viewer.access, Module.Admin, Role.SystemAdmin) || can(viewer.access, Module.Admin, Role.UserAdmin);
  if (admin) return [...userTabs];
  return viewer.id === userId
    ? [
        'details',
        'organizations',
        'heros-agencies',
        'security',
        'notifications',
        'login-history',
        'rx-connects',
      ]
    : [];
}
