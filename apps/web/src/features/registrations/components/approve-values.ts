import type { Module, Role } from '@homer/contracts/access';
import type { RegistrationDetail } from '@homer/contracts/registrations';

/** The approval form: module and role start unchosen ('' is refused by the contract with its message). */
export type ApproveValues = {
  mode: 'create' | 'link';
  userName: string;
  linkUserId: number;
  facilityIds: number[];
  access: { module: Module | ''; role: Role | '' }[];
};

/** Pre-filled with the requested facilities, the suggested user name and one empty module access row. */
export function initialApproveValues(detail: RegistrationDetail): ApproveValues {
  return {
    mode: 'create',
    userName: detail.suggestedUserName,
    linkUserId: 0,
    facilityIds: detail.requestedFacilities.map((f) => f.value),
    access: [{ module: '', role: '' }],
  };
}
