import { can, Module, Role } from '@homer/contracts/access';
import type { DashboardSummary } from '@homer/contracts/dashboard';
import {
  allowsAny,
  type DashboardWidgetId,
  dashboardWidgetCatalogue,
} from '@homer/contracts/dashboard-widgets';
import { HerosStatus } from '@homer/contracts/heros';
import { routeById } from '@homer/contracts/routes';
import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { workingStatuses } from '../../platform/help-desk/ticket-sla.ts';
import { heldStock, productOfRecall } from '../../platform/recalls/recall-holdings.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';

/** How many recalls affecting our stock the widget names. */
export const newestRecallsShown = 5;

const widgetAllows = (id: DashboardWidgetId, auth: Auth) =>
  allowsAny(dashboardWidgetCatalogue.find((w) => w.id === id)?.access ?? [], auth.user.access);
const routeAllows = (id: Parameters<typeof routeById>[0], auth: Auth) =>
  allowsAny([routeById(id).access], auth.user.access);

/** A count the caller may see, or a literal null so the answer carries nothing of it. */
const countIf = (allowed: boolean, query: SQL) => (allowed ? sql`(${query})` : sql`null::int`);

/**
 * GET api/Dashboard/GetDashboardSummary (decision 091): every count behind the work widgets in one statement, each
 * read from an index. A part the caller may not open the list of is never queried, so it cannot leak.
 */
export async function dashboardSummary(db: Queryable, auth: Auth): Promise<DashboardSummary> {
  const userId = auth.user.id;
  const tickets = widgetAllows('ticketsDue', auth);
  const heros = routeAllows('herosApplicationList', auth);
  const rxConnects = routeAllows('rxConnectsDonorList', auth);
  const registrations = routeAllows('pfsRegistrationList', auth);
  const budgets = widgetAllows('budgetsBelowLevel', auth);
  const recalls = widgetAllows('recallsInStock', auth);
  const ciOrders = routeAllows('ciOrderList', auth);
  const homeDelivery = routeAllows('homeDeliveryQueue', auth);
  const formula = routeAllows('mfOrderList', auth);
  // CI administrators work every facility's orders, others those their facilities order or supply (as the CI
  // order list does, decision 107).
  const ciFacilities = can(auth.user.access, Module.CI, Role.SystemAdmin)
    ? sql`true`
    : sql`(o.facility_id in (select uf.facility_id from user_facilities uf where uf.user_id = ${userId})
        or o.supplying_site_id in (select s.id from inventory_sites s join user_facilities uf
          on uf.facility_id = s.facility_id where uf.user_id = ${userId}))`;
  const working = sql.join(
    workingStatuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    mine_due: number | null;
    unassigned: number | null;
    heros: number | null;
    rx_donors: number | null;
    rx_repositories: number | null;
    registrations: number | null;
    budgets: { id: number; name: string; programName: string }[] | null;
    recall_count: number | null;
    recalls: { id: number; recallNumber: string; productDescription: string }[] | null;
    ci_ordered: number | null;
    home_delivery: number | null;
    formula_due: number | null;
  }>(sql`
    with held_recalls as (
      select r.id, r.recall_number, r.product_description, r.recall_initiation_date
      from fda_recalls r
      where ${recalls ? sql`r.status = 'Ongoing'` : sql`false`} and exists (
        select 1 from ${heldStock} where ${productOfRecall})
    )
    select
      ${countIf(
        tickets,
        sql`select count(*)::int from help_desk_tickets t join help_desk_priorities p on p.id = t.priority_id
          where t.assignee_user_id = ${userId} and t.status in (${working})
            and business_add_hours(t.created_at, p.resolution_hours) < now() + interval '1 day'`,
      )} as mine_due,
      ${countIf(
        tickets,
        sql`select count(*)::int from help_desk_tickets t
          where t.assignee_user_id is null and t.status in (${working})`,
      )} as unassigned,
      ${countIf(
        heros,
        sql`select count(*)::int from heros_applications a where a.application_status = ${HerosStatus.Submitted}`,
      )} as heros,
      ${countIf(
        rxConnects,
        sql`select count(*)::int from rx_connects_donors d where d.status_id = ${RxConnectsStatus.Pending}`,
      )} as rx_donors,
      ${countIf(
        rxConnects,
        sql`select count(*)::int from rx_connects_repositories d where d.status_id = ${RxConnectsStatus.Pending}`,
      )} as rx_repositories,
      ${countIf(registrations, sql`select count(*)::int from pfs_registrations g where g.status = 'Pending'`)}
        as registrations,
      ${
        budgets
          ? sql`(select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name,
                'programName', coalesce(p.name, '')) order by b.name, b.id), '[]')
              from budgets b left join ba_programs p on p.id = b.program_id
              where b.notified_below_level and b.is_active)`
          : sql`null::json`
      } as budgets,
      ${countIf(recalls, sql`select count(*)::int from held_recalls`)} as recall_count,
      ${
        recalls
          ? sql`(select coalesce(json_agg(json_build_object('id', h.id, 'recallNumber', h.recall_number,
                'productDescription', h.product_description)), '[]')
              from (select * from held_recalls
                order by recall_initiation_date desc nulls last, id desc limit ${newestRecallsShown}) h)`
          : sql`null::json`
      } as recalls,
      ${countIf(
        ciOrders,
        sql`select count(*)::int from ci_orders o
        where o.status in ('Submitted', 'Approved', 'Purchasing', 'Received', 'Repacking', 'Shipped')
          and ${ciFacilities}`,
      )}
        as ci_ordered,
      ${countIf(
        homeDelivery,
        sql`select count(*)::int from home_delivery_requests h where h.status = 'Received'`,
      )} as home_delivery,
      ${countIf(
        formula,
        // Due this period: submitted, and the period has begun in the programme's calendar (or is past).
        sql`select count(*)::int from mf_orders o where o.status = 'Submitted'
          and o.period_start <= (now() at time zone (select time_zone from program_calendar where id = 1))::date`,
      )} as formula_due`);
  const row = rows[0];
  if (!row) throw new Error('dashboard summary returned no row');
  const applications = heros || rxConnects || registrations;
  return {
    tickets: tickets ? { mineDue: row.mine_due ?? 0, unassigned: row.unassigned ?? 0 } : null,
    applications: applications
      ? {
          herosSubmitted: row.heros,
          rxConnectsPendingDonors: row.rx_donors,
          rxConnectsPendingRepositories: row.rx_repositories,
          registrationsPending: row.registrations,
        }
      : null,
    budgetsBelowLevel: budgets ? (row.budgets ?? []) : null,
    recallsInStock: recalls ? { count: row.recall_count ?? 0, newest: row.recalls ?? [] } : null,
    orders:
      ciOrders || homeDelivery || formula
        ? {
            ciOrdered: row.ci_ordered,
            homeDeliveryReceived: row.home_delivery,
            formulaDue: row.formula_due,
          }
        : null,
  };
}
