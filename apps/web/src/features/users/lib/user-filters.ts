import type { Module, Role } from '@homer/contracts/access';

export type UserFilters = {
  status: '' | 'active' | 'disabled';
  module: '' | Module;
  role: '' | Role;
};

export const defaultUserFilters: UserFilters = { status: 'active', module: '', role: '' };
