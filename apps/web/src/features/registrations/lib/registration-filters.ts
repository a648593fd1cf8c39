import type { RegistrationKind, RegistrationStatus } from '@homer/contracts/registrations';

export type RegistrationFilters = {
  kind: '' | RegistrationKind;
  status: '' | RegistrationStatus;
};

/** The queue opens on what waits for a decision. */
export const defaultRegistrationFilters: RegistrationFilters = { kind: '', status: 'Pending' };
