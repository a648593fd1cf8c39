import { type AccessRule, allows, type ModuleAccess } from '@homer/contracts/access';

export type RouteAccessDecision = 'allow' | 'login' | 'denied';

/** The web's half of a route guard; the server makes the same check on every call the page makes. */
export function routeAccessDecision(
  rule: AccessRule,
  access: readonly ModuleAccess[] | null,
): RouteAccessDecision {
  if (rule === 'public') return 'allow';
  if (access === null) return 'login';
  return allows(rule, access) ? 'allow' : 'denied';
}
