import { type RouteId, routeById } from '@homer/contracts/routes';
import type { Db } from '../../db/pool.ts';
import type { ExportDefinition, PdfParticulars } from '../../platform/exports/export-definition.ts';
import { usDate } from '../../platform/time/zoned-time.ts';
import { namesOf } from './report-deliveries.ts';

type Printed<F> = NonNullable<ExportDefinition<F>['pdf']>;

/** A printed report: the title its route gives and its filters in words, the report's own, then the search. */
export function printed<F extends { search?: string | undefined }>(
  routeId: RouteId,
  own: (db: Db, f: F) => Promise<PdfParticulars>,
): Printed<F> {
  return {
    title: routeById(routeId).title ?? routeId,
    particulars: async (db, f) => [
      ...(await own(db, f)),
      ...(f.search ? [{ label: 'Search', value: f.search }] : []),
    ],
  };
}

/** The name of row `id` of `table` (a site, a category, a round), or `every` when the filter is 0 (none). */
export async function nameOf(db: Db, table: Parameters<typeof namesOf>[1], id: number, every: string) {
  if (!id) return every;
  return (await namesOf(db, table, [id])).get(id) ?? `#${id}`;
}

/** A stock report's filters in words: the inventory site, then the report's own. */
export const atSite =
  <F>(own: (f: F) => PdfParticulars) =>
  async (db: Db, f: F & { siteId: number }): Promise<PdfParticulars> => [
    { label: 'Inventory site', value: await nameOf(db, 'inventory_sites', f.siteId, 'Every site') },
    ...own(f),
  ];

/** A YYYY-MM-DD day as an Excel date cell (empty when none). */
export const dateCell = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
/** A YYYY-MM month as the date of its first day, shown with numFmt 'mmm yyyy'. */
export const monthCell = (month: string) => new Date(`${month}-01T00:00:00Z`);
export const money = '$#,##0.00';

export const period = (f: { from: string; to: string }) => [
  { label: 'Period', value: `${usDate(f.from)} to ${usDate(f.to)}` },
];
