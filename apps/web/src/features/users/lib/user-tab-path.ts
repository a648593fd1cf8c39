import type { UserTab } from '@homer/contracts/users';

export const userTabPath = (tab: UserTab, userId: number | 'currentUser') =>
  `/admin/users/user/edit/${tab}/${userId}`;
