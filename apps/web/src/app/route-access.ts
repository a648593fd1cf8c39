import { type AccessRule, allows, type ModuleAccess } from '@homer/contracts/access';

export type RouteAccessDecision = 'allow' | 'login' | 'denied' | 'mobile';

/** Whether the session is a phone's mobile-scanning one, and whether the route is the scanner page. */
export type MobileMode = { session: boolean; scannerRoute: boolean };

/**
 * The web's half of a route guard; the server makes the same check on every call the page makes. Spec §2.1: the
 * scanner page needs a mobile-scanning session (else login), and such a session is confined to it ('mobile').
 */
export function routeAccessDecision(
  rule: AccessRule,
  access: readonly ModuleAccess[] | null,
  mobile: MobileMode = { session: false, scannerRoute: false },
): RouteAccessDecision {
  if (mobile.scannerRoute) return access !== null && mobile.session ? 'allow' : 'login';
  if (rule === 'public') return 'allow';
  if (access === null) return 'login';
  if (mobile.session) return 'mobile';
  return allows(rule, access) ? 'allow' : 'denied';
}
