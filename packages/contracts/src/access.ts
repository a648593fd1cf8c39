// Free of zod: the web app's start-up code needs these constants and rules, and zod stays out of it
// (docs/decisions/030-page-weight-budgets.md). The schemas are in access-schema.ts.

/** Modules of spec §1. Inventory is also written SysInv in the spec. */
export const Module = {
  Admin: 'Admin',
  CI: 'CI',
  HEROS: 'HEROS',
  MetabolicFormula: 'MetabolicFormula',
  NDC: 'NDC',
  Inventory: 'Inventory',
  HelpDesk: 'HelpDesk',
  RxConnects: 'RxConnects',
  BA: 'BA',
} as const;
export type Module = (typeof Module)[keyof typeof Module];

export const Role = {
  User: 'User',
  Technician: 'Technician',
  Pharmacist: 'Pharmacist',
  Manager: 'Manager',
  SystemAdmin: 'SystemAdmin',
  UserAdmin: 'UserAdmin',
  RxConnectsAdmin: 'RxConnectsAdmin',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/**
 * Position on the role ladder. UserAdmin and RxConnectsAdmin are named in specific checks only
 * (docs/decisions/004-access-model.md): they rank as User and Manager on the ladder, and a check
 * for either is met by that role itself or by SystemAdmin.
 */
const rank: Record<Role, number> = {
  User: 1,
  UserAdmin: 1,
  Technician: 2,
  Pharmacist: 3,
  Manager: 4,
  RxConnectsAdmin: 4,
  SystemAdmin: 5,
};
const specialRoles: ReadonlySet<Role> = new Set([Role.UserAdmin, Role.RxConnectsAdmin]);

export function roleSatisfies(held: Role, minRole: Role): boolean {
  if (held === Role.SystemAdmin || held === minRole) return true;
  if (specialRoles.has(minRole)) return false;
  return rank[held] >= rank[minRole];
}

/** One module right of a user (access-schema.ts validates it). */
export type ModuleAccess = { module: Module; role: Role };

/** 'any' = access to at least one module at the minimum role (e.g. the knowledge base). */
export type ModuleRule = { module: Module | 'any'; minRole: Role; phi?: true };
export type AccessRule = 'public' | 'signedIn' | ModuleRule;

export function can(access: readonly ModuleAccess[], module: Module | 'any', minRole: Role): boolean {
  return access.some((a) => (module === 'any' || a.module === module) && roleSatisfies(a.role, minRole));
}

/** Whether a signed-in user with these module rights passes a rule (PHI conditions are checked by the server). */
export function allows(rule: AccessRule, access: readonly ModuleAccess[] | null): boolean {
  if (rule === 'public') return true;
  if (access === null) return false;
  if (rule === 'signedIn') return true;
  return can(access, rule.module, rule.minRole);
}

/** Spec document 3 §6: "B&A admin" and "B&A manager". */
export const baAdmin: ModuleRule = { module: Module.BA, minRole: Role.SystemAdmin };
export const baManager: ModuleRule = { module: Module.BA, minRole: Role.Manager };
