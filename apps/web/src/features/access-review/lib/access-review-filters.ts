import type { Module, Role } from '@homer/contracts/access';

export type AccessReviewFilters = {
  module: '' | Module;
  role: '' | Role;
  status: '' | 'active' | 'disabled';
};

/** Every grant, of enabled and disabled users alike: a review looks at what is held, not only what is used. */
export const defaultAccessReviewFilters: AccessReviewFilters = { module: '', role: '', status: '' };
