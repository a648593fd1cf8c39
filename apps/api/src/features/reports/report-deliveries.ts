import { attainment } from '@homer/contracts/programme-reports';
import {
  frequencyLabels,
  periodReports,
  type ReportSubscriptionSave,
} from '@homer/contracts/report-subscriptions';
import { shipmentProgrammes } from '@homer/contracts/reports';
import { routeById } from '@homer/contracts/routes';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';
import type { ScopedUser } from '../../platform/auth/facility-scope.ts';
import { usDate } from '../../platform/time/zoned-time.ts';
import { adjustmentsReport } from './adjustments.ts';
import { countVarianceReport } from './count-variance.ts';
import { expiringStockReport } from './expiring-stock.ts';
import { helpDeskReport } from './help-desk.ts';
import { herosReport } from './heros.ts';
import { repackScope, repackYieldReport } from './repack-yield.ts';
import { rxConnectsReport } from './rx-connects.ts';
import { shipmentsReport } from './shipments.ts';
import { stockLedgerReport } from './stock-ledger.ts';
import { stockUsageReport } from './stock-usage.ts';
import { periodEndedBefore } from './subscription-calendar.ts';

/** A subscription as stored: the report, the filters its schema kept and how often. */
export type Subscribed = ReportSubscriptionSave;

const units = (n: number) => n.toLocaleString('en-US');
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The report's query string: its kept filters, and for a period report the period a delivery on `day` covers. */
function reportQuery(s: Subscribed, day: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(s.filters))
    if (value !== undefined && value !== '') query[key] = String(value);
  if (periodReports.includes(s.report)) Object.assign(query, periodEndedBefore(day, s.frequency));
  return query;
}

/** Where a delivery on `day` sends the reader: the report's page with its filters (an app path). */
export function reportLink(s: Subscribed, day: string): string {
  return `${routeById(s.report).path}?${new URLSearchParams(reportQuery(s, day))}`;
}

type Named = 'inventory_sites' | 'help_desk_categories' | 'heros_rounds';

/** The names of rows of `table` (0, "every", is left out), in one query however many there are. */
export async function namesOf(
  db: Queryable,
  table: Named,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`select id, name from ${sql.identifier(table)} where id = any(${idArray(wanted)})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A filter naming one row in words: "Site: Main stock", or `every` when it is 0. */
export const chosen = (label: string, every: string, id: number, names: ReadonlyMap<number, string>) =>
  id ? `${label}: ${names.get(id) ?? `#${id}`}` : every;

/** The names the subscriptions' filters refer to (sites, categories, rounds), read with one query per kind. */
export async function filterNames(db: Queryable, subscriptions: readonly Subscribed[]) {
  const ids = (key: string) =>
    subscriptions.map((s) => Number((s.filters as Record<string, unknown>)[key] ?? 0));
  const [sites, categories, rounds] = await Promise.all([
    namesOf(db, 'inventory_sites', ids('siteId')),
    namesOf(db, 'help_desk_categories', ids('categoryId')),
    namesOf(db, 'heros_rounds', ids('roundId')),
  ]);
  return { sites, categories, rounds };
}
type FilterNames = Awaited<ReturnType<typeof filterNames>>;

/** The kept filters in words, for the subscription's row (`names` from filterNames). */
export function filtersText(s: Subscribed, names: FilterNames): string {
  const parts: string[] = [];
  const f = s.filters;
  if ('siteId' in f) parts.push(chosen('Site', 'Every site', f.siteId, names.sites));
  if ('categoryId' in f) parts.push(chosen('Category', 'Every category', f.categoryId, names.categories));
  if ('roundId' in f) parts.push(chosen('Round', 'Every round', f.roundId, names.rounds));
  const programme = 'programme' in f ? f.programme : '';
  if (programme) parts.push(shipmentProgrammes.find((p) => p.key === programme)?.label ?? programme);
  if ('within' in f) parts.push(`Expiring within ${f.within} days`);
  if ('lowBelow' in f) parts.push(`Low below ${f.lowBelow} month${f.lowBelow === '1' ? '' : 's'}`);
  if ('lowOnly' in f && f.lowOnly === 'true') parts.push('Low stock only');
  if ('search' in f && f.search) parts.push(`Search: ${f.search}`);
  return parts.join('; ');
}

/**
 * The headline a delivery on `day` carries: the report's totals as `reader` would see them, read where reports
 * read. These reports name no patient, so the figures may travel by email.
 */
export async function reportHeadline(
  db: Queryable,
  s: Subscribed,
  day: string,
  reader: ScopedUser,
): Promise<string> {
  const page = { page: 1, pageSize: 10 } as const;
  const period = periodEndedBefore(day, s.frequency);
  const span =
    period.from === period.to ? usDate(period.from) : `${usDate(period.from)} to ${usDate(period.to)}`;
  if (s.report === 'reportStockLedger') {
    const { totals, totalRecords } = await stockLedgerReport(db, { ...page, ...s.filters, ...period });
    return `${span}: ${units(totalRecords)} lots; ${units(totals.received)} units received, ${units(totals.shipped)} shipped; ${units(totals.closing)} on hand at the end.`;
  }
  if (s.report === 'reportShipments') {
    const { totals } = await shipmentsReport(db, { ...page, ...s.filters, ...period });
    return `${span}: ${units(totals.shipments)} shipments, ${units(totals.units)} units (${money(totals.value)} at cost) net of ${units(totals.reversed)} reversed.`;
  }
  if (s.report === 'reportAdjustments') {
    const { totals } = await adjustmentsReport(db, { ...page, ...s.filters, ...period });
    return `${span}: ${units(totals.added)} units added and ${units(totals.removed)} removed by adjustments and counts; net value at cost ${money(totals.value)}.`;
  }
  if (s.report === 'reportExpiringStock') {
    const { totals } = await expiringStockReport(db, { ...page, ...s.filters });
    return `${units(totals.lots)} lots expire within ${s.filters.within} days; ${units(totals.atRiskUnits)} units (${money(totals.atRiskValue)}) are at risk of expiring unused.`;
  }
  if (s.report === 'reportRepackYield') {
    const scope = await repackScope(db, reader);
    const { totals } = await repackYieldReport(db, { ...page, ...s.filters, ...period, ...scope });
    const yielded = totals.yieldPercent === null ? '' : `; yield ${totals.yieldPercent}%`;
    return `${span}: ${units(totals.jobs)} repack jobs completed, ${units(totals.cards)} cards; ${units(totals.unitsTaken)} units taken, ${units(totals.wasteUnits)} wasted, ${units(totals.sampleUnits)} kept as samples${yielded}.`;
  }
  if (s.report === 'reportHelpDesk') {
    const { totals: t } = await helpDeskReport(db, { ...page, ...s.filters, ...period });
    const sla = (met: number, measured: number) =>
      measured ? `${attainment(met, measured)}% (${units(met)} of ${units(measured)})` : 'not yet measured';
    const rated = t.averageRating === null ? '' : `, average rating ${t.averageRating}`;
    return `${span}: ${units(t.opened)} tickets opened, ${units(t.resolved)} resolved; first response within SLA ${sla(t.firstResponseMet, t.firstResponseMeasured)}, resolution ${sla(t.resolutionMet, t.resolutionMeasured)}; ${units(t.surveys)} surveys answered${rated}.`;
  }
  if (s.report === 'reportCountVariance') {
    const { totals: t } = await countVarianceReport(db, { ...page, ...s.filters, ...period });
    const accuracy = t.accuracyPercent === null ? '' : `; accuracy ${t.accuracyPercent}%`;
    return `${span}: ${units(t.counts)} counts posted, ${units(t.linesCounted)} lots counted, ${units(t.linesWithVariance)} with a variance; ${units(t.unitsOver)} units over, ${units(t.unitsUnder)} under (net ${money(t.value)} at cost)${accuracy}.`;
  }
  if (s.report === 'reportRxConnects') {
    const { totals: t } = await rxConnectsReport(db, { ...page, ...s.filters, ...period });
    return `${span}: ${units(t.repositories)} repositories; ${units(t.donations)} donations, ${units(t.unitsAccepted)} units accepted; ${units(t.dispensings)} dispensings, ${units(t.unitsDispensed)} units to ${units(t.patients)} patients.`;
  }
  if (s.report === 'reportHeros') {
    const { totals: t } = await herosReport(db, { ...page, ...s.filters });
    return `${units(t.applications)} HEROS applications: ${units(t.dosesRequested)} doses requested, ${units(t.dosesApproved)} approved, ${units(t.dosesPending)} awaiting a decision, ${units(t.dosesDenied)} denied.`;
  }
  const { totals } = await stockUsageReport(db, { ...page, ...s.filters });
  return `${units(totals.products)} products, ${units(totals.low)} low on stock; value at cost ${money(totals.value)}.`;
}

export const deliveryTitle = (s: Subscribed) =>
  `${routeById(s.report).title ?? 'Report'} (${frequencyLabels[s.frequency].split(' ')[0]?.toLowerCase()})`;
