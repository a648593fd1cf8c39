import { type AccessRule, allows, type ModuleAccess } from '@homer/contracts/access';
import { reportAreas, reportCatalogue } from '@homer/contracts/reports';
import { type RouteId, routeById } from '@homer/contracts/routes';

export type CatalogueReport = { routeId: RouteId; path: string; title: string; description: string };
export type CatalogueArea = { area: (typeof reportAreas)[number]; reports: CatalogueReport[] };

/**
 * The catalogue's reports a user's rights open, by area in the contract's order; areas left empty are dropped.
 * Rights are checked as useCan checks a route's access.
 */
export function openReports(access: readonly ModuleAccess[] | null): CatalogueArea[] {
  const reports = reportCatalogue.flatMap((entry) => {
    const route = routeById(entry.routeId);
    if (!allows(route.access as AccessRule, access)) return [];
    const report = {
      routeId: entry.routeId,
      path: `/${route.path}`,
      title: route.title ?? entry.routeId,
      description: entry.description,
    };
    return [{ area: entry.area, report }];
  });
  return reportAreas
    .map((area) => ({ area, reports: reports.filter((r) => r.area === area).map((r) => r.report) }))
    .filter((group) => group.reports.length > 0);
}
