// Free of zod: the signed-in shell's inactivity watch needs this, and zod stays out of the shell
// (docs/decisions/030-page-weight-budgets.md).

/** Spec §9: an idle session of a user with inactivityTimeout ends after 450 seconds. */
export const inactivityLimitSeconds = 450;
