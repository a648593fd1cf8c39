import type { Module, Role } from '@homer/contracts/access';
import type { LastSignInFilter } from '@homer/contracts/user-admin';

export type UserFilters = {
  status: '' | 'active' | 'disabled';
  module: '' | Module;
  role: '' | Role;
  /** null: any (null, not 0, so that the list does not count it as an active filter). */
  facilityId: number | null;
  organizationId: number | null;
  lastSignIn: '' | LastSignInFilter;
};

export const defaultUserFilters: UserFilters = {
  status: 'active',
  module: '',
  role: '',
  facilityId: null,
  organizationId: null,
  lastSignIn: '',
};
