import { type AccessRule, allows, type ModuleAccess } from '@homer/contracts/access';

export type RouteAccessDecision = 'allow' | 'login' | 'denied' | 'mobile' | 'secondFactor';

/** Whether the session is a phone's mobile-scanning one, and whether the route is the scanner page. */
export type MobileMode = { session: boolean; scannerRoute: boolean };

/**
 * The web's half of a route guard; the server makes the same check on every call the page makes. Spec §2.1: the
 * scanner page needs a mobile-scanning session (else login), and such a session is confined to it ('mobile').
 * A PHI page the user may open but whose calls the server would refuse with 467 (no second factor in this session,
 * or no inactivity timeout: spec §8) gives 'secondFactor', the page that says how to get one (decision 083).
 */
export function routeAccessDecision(
  rule: AccessRule,
  access: readonly ModuleAccess[] | null,
  mobile: MobileMode = { session: false, scannerRoute: false },
  phiReady = false,
): RouteAccessDecision {
  if (mobile.scannerRoute) return access !== null && mobile.session ? 'allow' : 'login';
  if (rule === 'public') return 'allow';
  if (access === null) return 'login';
  if (mobile.session) return 'mobile';
  if (!allows(rule, access)) return 'denied';
  return typeof rule === 'object' && rule.phi && !phiReady ? 'secondFactor' : 'allow';
}
