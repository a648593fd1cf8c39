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
import { expiringStockReport } from './expiring-stock.ts';
import { repackScope, repackYieldReport } from './repack-yield.ts';
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

/** The names of inventory sites (0, every site, is left out), in one query however many there are. */
export async function siteNames(db: Queryable, siteIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(siteIds.filter((id) => id > 0))];
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`select id, name from inventory_sites where id = any(${idArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A report's site filter in words. */
export const siteText = (siteId: number, sites: ReadonlyMap<number, string>) =>
  siteId ? `Site: ${sites.get(siteId) ?? `#${siteId}`}` : 'Every site';

/** The kept filters in words, for the subscription's row (`sites` from siteNames). */
export function filtersText(s: Subscribed, sites: ReadonlyMap<number, string>): string {
  const parts: string[] = [];
  parts.push(siteText(s.filters.siteId, sites));
  const programme = 'programme' in s.filters ? s.filters.programme : '';
  if (programme) parts.push(shipmentProgrammes.find((p) => p.key === programme)?.label ?? programme);
  if ('within' in s.filters) parts.push(`Expiring within ${s.filters.within} days`);
  if ('lowBelow' in s.filters)
    parts.push(`Low below ${s.filters.lowBelow} month${s.filters.lowBelow === '1' ? '' : 's'}`);
  if ('lowOnly' in s.filters && s.filters.lowOnly === 'true') parts.push('Low stock only');
  if (s.filters.search) parts.push(`Search: ${s.filters.search}`);
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
  const { totals } = await stockUsageReport(db, { ...page, ...s.filters });
  return `${units(totals.products)} products, ${units(totals.low)} low on stock; value at cost ${money(totals.value)}.`;
}

export const deliveryTitle = (s: Subscribed) =>
  `${routeById(s.report).title ?? 'Report'} (${frequencyLabels[s.frequency].split(' ')[0]?.toLowerCase()})`;
