import type { RouteId } from '@homer/contracts/routes';

/**
 * Public pages whose first paint the build writes into the HTML (decision 064): a visitor sees the page before its
 * scripts have run, and the client hydrates it. Only pages that need no address parameter, and whose first render
 * depends on nothing but the address. Pages opened from links are also rendered per shape of their query
 * (@homer/contracts/prerendered-links, decision 104).
 */
export const prerenderedRouteIds = [
  'login',
  'pfsRegister',
  'helpTicket',
  'herosApplication',
  'homeDelivery',
  'forgotPassword',
  'repositoryRegister',
  'donorRegistration',
  'patientApplication',
  'homerRegister',
  'changePassword',
  'notFound',
] as const satisfies readonly RouteId[];
