import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type AppRoute, routes } from '@homer/contracts/routes';
import { type APIRequestContext, type Browser, devices, expect, type Page, test } from '@playwright/test';
import { parseRoutePages } from '../../apps/web/route-page-modules.ts';
import { withDatabase } from './e2e-database.ts';
import { demoPassword, expectNoSeriousA11yViolations } from './helpers.ts';

/**
 * Every page of the route table, on a phone (390×844), in the light and the dark colour scheme (issue 10): nothing
 * scrolls sideways, and axe (WCAG 2.0–2.2 A/AA) finds no serious or critical violation. Public pages are opened
 * signed out, the others as the demo admin, on records each test writes for itself.
 */

type PageCase = {
  id: string;
  /** The address to open; records it needs are created first. */
  path: () => Promise<string>;
  signedIn: boolean;
  /** Known failures that other changes fix; named so they can be turned back on. */
  fixme?: string;
  /** A PHI page: opened as the demo pharmacist (inactivity timeout) on a multi-factor session, not as the admin. */
  phi?: true;
};

const one = async <T>(sql: string, values: unknown[] = []) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(sql, values);
    if (!rows[0]) throw new Error(`No row from: ${sql}`);
    return rows[0] as T;
  });

/** A budget of the 2026-27 fiscal year with a PO and an invoice. */
async function budgetRecords() {
  const tag = randomUUID().slice(0, 8);
  const budget = await one<{ id: number }>(
    `insert into budgets (name, fiscal_year_id, allocated_amt)
     values ($1, (select id from fiscal_years where start_date = '2026-07-01'), '250000.00') returning id`,
    [`Every Page ${tag}`],
  );
  const po = await one<{ id: number }>(
    `insert into purchase_orders (budget_id, po_number, vendor_name, po_value)
     values ($1, $2, 'Cardinal Health', '120000.00') returning id`,
    [budget.id, `PO-${tag}`],
  );
  const invoice = await one<{ id: number }>(
    `insert into invoices (budget_id, po_id, invoice_number, status_id, request_number, invoiced_amt)
     values ($1, $2, $3, 1, 'REQ-1', '4500.00') returning id`,
    [budget.id, po.id, `INV-${tag}`],
  );
  return { budgetId: budget.id, poId: po.id, invoiceId: invoice.id };
}

async function ticketSurvey() {
  const ticket = await one<{ id: number }>(
    `insert into help_desk_tickets
       (source, status, full_name, email, phone_number, facility_id, facility_name, category_id, priority_id,
        subject, description, closed_at)
     select 'PFS', 'Closed', 'Pat Doe', 'pat@clinic.org', '850-555-0100', id, name, 4, 1, 'Printer', 'Help.', now()
     from facilities where name = 'Central Pharmacy' returning id`,
  );
  const feedback = await one<{ guid: string }>(
    'insert into help_desk_feedback (help_desk_ticket_id) values ($1) returning guid',
    [ticket.id],
  );
  return `/support/tickets/feedback/${ticket.id}/${feedback.guid}`;
}

/** A New ticket with a staff reply, as the queue, the ticket page and the reply link show it. */
async function openTicket() {
  const ticket = await one<{ id: number; guid: string }>(
    `insert into help_desk_tickets
       (source, status, full_name, email, phone_number, facility_id, facility_name, category_id, priority_id,
        subject, description)
     select 'PFS', 'New', 'Pat Doe', 'pat@clinic.org', '850-555-0100', id, name, 4, 1, 'Printer', 'Help.'
     from facilities where name = 'Central Pharmacy' returning id, guid`,
  );
  await one(
    `insert into help_desk_ticket_messages (help_desk_ticket_id, author_kind, author_name, body)
     values ($1, 'staff', 'Avery Admin', 'Please restart it.') returning id`,
    [ticket.id],
  );
  return ticket;
}

const icqReview = () =>
  one<{ id: number; reviewer: number }>(
    `insert into icq_reviews (facility_id, facility_street_address, facility_city, facility_state_abr,
       facility_zip, proposed_schedule_at, reviewer_user_id)
     select f.id, '6101 Lake Ellenor Dr', 'Orlando', 'FL', '32809', '2027-04-06T14:00:00Z', u.id
     from facilities f, users u
     where f.name = 'Orange County Health Department Pharmacy' and u.user_name = 'pharmacist'
     returning id, reviewer_user_id as reviewer`,
  );

/** The scheduling email's link, signed as the app signs it (decision 021; see icq.spec.ts). */
async function icqScheduleLink() {
  const review = await icqReview();
  const file = new URL(`../../data/e2e-${process.env.E2E_PORT ?? 3100}/jwt-secret.key`, import.meta.url);
  const secret = process.env.JWT_SECRET ?? readFileSync(file, 'utf8').trim();
  const key = createHmac('sha256', secret).update('icq-schedule-link').digest();
  const date = '2027-04-06T10:00';
  const token = createHmac('sha256', key)
    .update(`${review.id}.${review.reviewer}.${date}`)
    .digest('base64url');
  return `/icq/scheduling/${review.id}/${review.reviewer}?approve=true&scheduleDate=${date}&token=${token}`;
}

async function pfsRegistrationLink() {
  const userName = `pfs${randomUUID().slice(0, 8)}`;
  const person = await one<{ id: number; guid: string }>(
    `insert into pfs_users (first_name, last_name, user_name, email, phone_number)
     values ('Jordan', 'Rivera', $1, $2, '850-555-0199') returning id, guid`,
    [userName, `${userName}@clinic.org`],
  );
  await one(
    `insert into pfs_user_facilities (pfs_user_id, facility_id)
     select $1, id from facilities where name = 'Central Pharmacy' returning pfs_user_id`,
    [person.id],
  );
  return `/homer-register?guid=${person.guid}`;
}

async function passwordResetLink() {
  const userName = `reset-${randomUUID().slice(0, 8)}`;
  const user = await one<{ id: number }>(
    `insert into users (user_name, email, first_name, last_name, password_hash)
     select $1, $2, 'Pat', 'Reset', password_hash from users where user_name = 'user'
     returning id`,
    [userName, `${userName}@e2e.example`],
  );
  const token = `e2e-${randomUUID()}`;
  await one(
    `insert into password_reset_tokens (user_id, token_hash, expires_at)
     values ($1, encode(sha256(convert_to($2, 'UTF8')), 'hex'), now() + interval '1 hour') returning user_id`,
    [user.id, token],
  );
  return `/change-password?token=${encodeURIComponent(token)}&userId=${user.id}`;
}

const routeTable: readonly AppRoute[] = routes;

/**
 * The route's title; a record page puts the record's name first, "<record> · <title>" (decision 084), and the
 * user pages name their tab, not "Edit User" (record-pages.spec.ts checks the names themselves).
 */
function expectedTitle(route: AppRoute | undefined): string | RegExp {
  if (!route?.title) return 'a title of its own';
  if (route.id === 'userEdit') return /^.+ · User Details$/;
  if (!route.path.includes(':')) return route.title;
  const escaped = route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(.+ · )?${escaped}$`);
}
const at = (path: string) => async () => path;

/** A submitted HEROS application of a demo agency in the demo round. */
const herosApplicationInsert = `insert into heros_applications
    (round_id, agency_id, is_public_submit, application_status, overdoses_previous_year,
     percentage_trained_naloxone, narrative, oath_accepted_new, oath_date_time_new)
  select r.id, a.id, true, 1, '12', '80%', 'Every page check.', true, now()
  from heros_rounds r, heros_agencies a
  where r.name = 'HEROS Round 1' and a.agency_name = 'Tampa Fire Rescue' returning id`;

/** An error group of this run alone (decision 070). */
const errorGroupInsert = `insert into error_report_groups
    (fingerprint, source, type, message, top_frame, route, last_release)
  values (md5(random()::text) || md5(random()::text), 'web', 'TypeError', 'Every page check.', '', '/dashboard', 'e2e')
  returning id`;

const pages: PageCase[] = [
  { id: 'login', path: at('/login'), signedIn: false },
  { id: 'notFound', path: at('/404'), signedIn: false },
  { id: 'helpTicket', path: at('/help-ticket'), signedIn: false },
  { id: 'ticketFeedback', path: ticketSurvey, signedIn: false },
  {
    id: 'ticketReply',
    path: async () => {
      const ticket = await openTicket();
      return `/support/tickets/reply/${ticket.id}/${ticket.guid}`;
    },
    signedIn: false,
  },
  { id: 'herosApplication', path: at('/heros-application'), signedIn: false },
  { id: 'pfsRegister', path: at('/pfs-register'), signedIn: false },
  { id: 'homerRegister', path: pfsRegistrationLink, signedIn: false },
  { id: 'forgotPassword', path: at('/forgot-password'), signedIn: false },
  { id: 'changePassword', path: passwordResetLink, signedIn: false },
  { id: 'homeDelivery', path: at('/home-delivery'), signedIn: false },
  { id: 'holidays', path: at('/holidays'), signedIn: false },
  { id: 'donorRegistration', path: at('/donorregistration'), signedIn: false },
  { id: 'repositoryRegister', path: at('/repositoryregister'), signedIn: false },
  { id: 'patientApplication', path: at('/patient-application'), signedIn: false },
  // The refusal: a valid code prints and closes the window (ci-orders.spec.ts covers the report itself).
  { id: 'ciShortOver', path: at('/ci-short-over?code=expired'), signedIn: false },
  // A code that opens nothing: the page says so (a real invoice is opened in ci-orders.spec.ts).
  { id: 'invoicePdf', path: at('/public/invoice/pdf/expired'), signedIn: false },
  {
    id: 'icqFeedback',
    path: async () => {
      const review = await icqReview();
      const feedback = await one<{ id: number; guid: string }>(
        'insert into icq_feedback (icq_review_id) values ($1) returning id, guid',
        [review.id],
      );
      return `/icq-feedback/${feedback.id}/${feedback.guid}`;
    },
    signedIn: false,
  },
  { id: 'icqScheduling', path: icqScheduleLink, signedIn: false },
  { id: 'dashboard', path: at('/dashboard'), signedIn: true },
  // The admin has no second factor: the page explains what a PHI page needs (decision 083).
  { id: 'secondFactorRequired', path: at('/second-factor-required'), signedIn: true },
  { id: 'releaseNotes', path: at('/support/web-release-notes'), signedIn: true },
  { id: 'knowledgeBase', path: at('/support/knowledge-base'), signedIn: true },
  {
    id: 'knowledgeBaseDocument',
    path: async () =>
      `/support/knowledge-base/${(await one<{ id: number }>('select id from kb_documents order by id limit 1')).id}`,
    signedIn: true,
  },
  { id: 'ticketList', path: at('/support/tickets/list'), signedIn: true },
  { id: 'ticketEdit', path: async () => `/support/tickets/edit/${(await openTicket()).id}`, signedIn: true },
  { id: 'icqReviewList', path: at('/icq/reviews/list'), signedIn: true },
  { id: 'icqReviewEdit', path: async () => `/icq/reviews/edit/${(await icqReview()).id}`, signedIn: true },
  { id: 'rxConnectsDashboard', path: at('/rxconnects/dashboard'), signedIn: true },
  { id: 'rxConnectsDonorList', path: at('/rxconnects/donors/list'), signedIn: true },
  {
    id: 'rxConnectsDonorEdit',
    path: async () =>
      `/rxconnects/donors/edit/${(await one<{ id: number }>('select id from rx_connects_donors order by id limit 1')).id}`,
    signedIn: true,
  },
  { id: 'rxConnectsRepositoryList', path: at('/rxconnects/repositories/list'), signedIn: true },
  {
    id: 'rxConnectsRepositoryEdit',
    path: async () =>
      `/rxconnects/repositories/edit/${(await one<{ id: number }>('select id from rx_connects_repositories order by id limit 1')).id}`,
    signedIn: true,
  },
  { id: 'rxConnectsDenialReasons', path: at('/rxconnects/admin/denial-reasons'), signedIn: true },
  { id: 'techSpec', path: at('/tech-spec'), signedIn: true },
  { id: 'quartzHistory', path: at('/admin/system/quartz/pcg-history'), signedIn: true },
  { id: 'emailOutbox', path: at('/admin/system/email-outbox'), signedIn: true },
  { id: 'errorReports', path: at('/error-report'), signedIn: true },
  {
    id: 'errorReportGroup',
    path: async () => `/error-report/${(await one<{ id: number }>(errorGroupInsert)).id}`,
    signedIn: true,
  },
  { id: 'systemNotificationList', path: at('/admin/system/notifications/list'), signedIn: true },
  { id: 'systemNotificationEdit', path: at('/admin/system/notifications/edit/0'), signedIn: true },
  { id: 'systemUpdate', path: at('/admin/system/update'), signedIn: true },
  { id: 'holidayCalendar', path: at('/admin/system/holidays'), signedIn: true },
  { id: 'organizationList', path: at('/admin/organizations/list'), signedIn: true },
  {
    id: 'organizationEdit',
    path: async () =>
      `/admin/organizations/edit/${(await one<{ id: number }>("select id from organizations where name = 'Bureau of Public Health Pharmacy'")).id}`,
    signedIn: true,
  },
  { id: 'facilityList', path: at('/admin/facilities/list'), signedIn: true },
  {
    id: 'facilityEdit',
    path: async () =>
      `/admin/facilities/edit/${(await one<{ id: number }>("select id from facilities where name = 'Central Pharmacy'")).id}`,
    signedIn: true,
  },
  { id: 'globalAuditList', path: at('/admin/users/global-audit-list'), signedIn: true },
  { id: 'usersList', path: at('/admin/users/list'), signedIn: true },
  { id: 'userCreate', path: at('/admin/users/create'), signedIn: true },
  { id: 'accessReview', path: at('/admin/users/access-review'), signedIn: true },
  { id: 'pfsRegistrationList', path: at('/admin/users/registrations/list'), signedIn: true },
  {
    id: 'pfsRegistrationEdit',
    path: async () => {
      const request = await one<{ id: number }>(
        `insert into pfs_registrations (first_name, last_name, email, phone_number)
         values ('Pat', 'Every', 'pat.every@clinic.org', '850-555-0100') returning id`,
      );
      return `/admin/users/registrations/edit/pfs/${request.id}`;
    },
    signedIn: true,
  },
  {
    id: 'userEdit',
    path: async () => {
      const admin = await one<{ id: number }>("select id from users where user_name = 'admin'");
      return `/admin/users/user/edit/details/${admin.id}`;
    },
    signedIn: true,
  },
  { id: 'budgetList', path: at('/ba/budgets/list'), signedIn: true },
  {
    id: 'budgetDetails',
    path: async () => `/ba/budgets/details/${(await budgetRecords()).budgetId}`,
    signedIn: true,
  },
  {
    id: 'budgetPos',
    path: async () => `/ba/budgets/pos/list/${(await budgetRecords()).budgetId}`,
    signedIn: true,
  },
  {
    id: 'poEdit',
    path: async () => {
      const records = await budgetRecords();
      return `/ba/budgets/pos/edit/${records.poId}/${records.budgetId}`;
    },
    signedIn: true,
  },
  {
    id: 'budgetInvoices',
    path: async () => `/ba/budgets/invoices/list/${(await budgetRecords()).budgetId}`,
    signedIn: true,
  },
  {
    id: 'invoiceEdit',
    path: async () => {
      const records = await budgetRecords();
      return `/ba/budgets/invoices/edit/${records.invoiceId}/${records.budgetId}`;
    },
    signedIn: true,
  },
  { id: 'herosApplicationList', path: at('/heros/applications/list'), signedIn: true },
  {
    id: 'herosApplicationEdit',
    path: async () => `/heros/applications/edit/${(await one<{ id: number }>(herosApplicationInsert)).id}`,
    signedIn: true,
  },
  { id: 'herosRoundList', path: at('/heros/rounds/list'), signedIn: true },
  {
    id: 'herosRoundEdit',
    path: async () =>
      `/heros/rounds/edit/${(await one<{ id: number }>("select id from heros_rounds where name = 'HEROS Round 1'")).id}`,
    signedIn: true,
  },
  { id: 'herosAgencyList', path: at('/heros/agencies/list'), signedIn: true },
  {
    id: 'herosAgencyEdit',
    path: async () =>
      `/heros/agencies/edit/${(await one<{ id: number }>("select id from heros_agencies where agency_name = 'Tampa Fire Rescue'")).id}`,
    signedIn: true,
  },
  { id: 'baPrograms', path: at('/ba/admin/ba-programs/list'), signedIn: true },
  { id: 'fiscalYears', path: at('/ba/admin/fiscal-years'), signedIn: true },
  { id: 'homeDeliveryQueue', path: at('/pharmacy/home-delivery/list'), signedIn: true, phi: true },
  { id: 'ciOrderList', path: at('/ci-repack/orders/list'), signedIn: true },
  {
    id: 'ciOrderEdit',
    path: async () =>
      `/ci-repack/orders/edit/${(await one<{ id: number }>("select id from ci_orders where status = 'Received by county' order by id limit 1")).id}`,
    signedIn: true,
  },
  { id: 'repackJobList', path: at('/ci-repack/jobs/list'), signedIn: true },
  {
    id: 'repackJobEdit',
    // The demo's draft job (repack-jobs demo seed): its form, source lots and beyond-use preview.
    path: async () =>
      `/ci-repack/jobs/edit/${(await one<{ id: number }>('select min(id) as id from repack_jobs')).id}`,
    signedIn: true,
  },
  { id: 'mfPatientList', path: at('/metabolic-formula/patients/list'), signedIn: true, phi: true },
  {
    id: 'mfPatientEdit',
    // The first patient the metabolic formula demo seed enrols: enrolment, eligibility, prescriptions and orders.
    path: async () =>
      `/metabolic-formula/patients/edit/${(await one<{ id: number }>('select min(patient_id) as id from mf_enrolments')).id}`,
    signedIn: true,
    phi: true,
  },
  { id: 'mfOrderList', path: at('/metabolic-formula/orders/list'), signedIn: true, phi: true },
  {
    id: 'mfOrderEdit',
    // The demo seed's first formula order.
    path: async () =>
      `/metabolic-formula/orders/edit/${(await one<{ id: number }>('select min(id) as id from mf_orders')).id}`,
    signedIn: true,
    phi: true,
  },
  // Decision 112: applicants are patient data, opened as the demo pharmacist of the demo repository.
  {
    id: 'rxPatientApplicationList',
    path: at('/rxconnects/patient-applications/list'),
    signedIn: true,
    phi: true,
  },
  {
    id: 'patientApplicationEdit',
    path: async () =>
      `/patient-application/${(await one<{ id: number }>('select min(id) as id from rx_patient_applications')).id}`,
    signedIn: true,
    phi: true,
  },
  { id: 'rxDonationList', path: at('/rxconnects/donations/list'), signedIn: true },
  {
    id: 'rxDonationEdit',
    // The rx-connects-patients demo seed's donation, received and inspected.
    path: async () =>
      `/rxconnects/donations/edit/${(await one<{ id: number }>('select min(id) as id from rx_donations')).id}`,
    signedIn: true,
  },
  { id: 'rxMonthlyDispensing', path: at('/rxconnects/reports/monthly-dispensing'), signedIn: true },
  { id: 'phoneScanner', path: at('/inv/phone-scanner'), signedIn: true },
  {
    id: 'mobileScanning',
    // The phone's page needs a mobile-scanning session: the admin's QR sign-in link opens one.
    path: async () => {
      const response = await fetch(
        `http://localhost:${process.env.E2E_PORT ?? 3100}/api/QrLogin/CreateToken`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${visitorTokens.get('admin')}` },
        },
      );
      const url = new URL((await response.json()).value.url);
      return `${url.pathname}${url.search}`;
    },
    signedIn: true,
  },
  {
    id: 'homeDeliveryRequestEdit',
    path: async () => {
      const request = await one<{ id: number }>(
        // An Rx no demo patient has: the public form's own tests keep theirs free of open requests.
        `with r as (insert into home_delivery_requests (phone_number) values ('(850) 555-0199') returning id),
              l as (insert into home_delivery_request_lines (request_id, rx_number, refills_remaining)
                    select id, '19999999', 3 from r)
         insert into home_delivery_request_history (request_id, to_status) select id, 'Received' from r
         returning request_id as id`,
      );
      return `/pharmacy/home-delivery/edit/${request.id}`;
    },
    signedIn: true,
    phi: true,
  },
  { id: 'ndcFormularyList', path: at('/ndcs/formulary/list'), signedIn: true },
  {
    id: 'ndcFormularyEdit',
    path: async () => {
      const product = await one<{ id: number }>(`select id from ndc_products order by id limit 1`);
      return `/ndcs/formulary/edit/${product.id}`;
    },
    signedIn: true,
  },
  { id: 'fdaRecallList', path: at('/ndcs/recalls/list'), signedIn: true },
  { id: 'inventorySiteList', path: at('/inventories/sites/list'), signedIn: true },
  {
    id: 'inventorySiteEdit',
    path: async () => {
      const site = await one<{ id: number }>(
        `select id from inventory_sites where name = 'Central Pharmacy Main Inventory' order by id limit 1`,
      );
      return `/inventories/sites/edit/${site.id}`;
    },
    signedIn: true,
  },
  { id: 'stockList', path: at('/inventories/stock/list'), signedIn: true },
  {
    id: 'stockLot',
    // A lot of its own (empty: stock arrives only through the ledger) of the first formulary product.
    path: async () => {
      const lot = await one<{ id: number }>(
        `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, source_kind)
         select (select id from inventory_sites where name = 'Central Pharmacy Main Inventory' order by id limit 1),
           (select id from ndc_products order by id limit 1), $1, 'opening'
         returning id`,
        [`EP-${randomUUID().slice(0, 8)}`],
      );
      return `/inventories/stock/lot/${lot.id}`;
    },
    signedIn: true,
  },
  { id: 'stockCountList', path: at('/inventories/counts/list'), signedIn: true },
  {
    id: 'stockCountEdit',
    // A cancelled count holds no site, so it never stands in the way of another test's count.
    path: async () => {
      const count = await one<{ id: number }>(
        `insert into stock_counts (inventory_site_id, scope, status, cancelled_at)
         select id, 'all', 'cancelled', now() from inventory_sites order by id limit 1 returning id`,
      );
      return `/inventories/counts/edit/${count.id}`;
    },
    signedIn: true,
  },
  { id: 'ciWorkstations', path: at('/ci-repack/admin/workstations'), signedIn: true },
  { id: 'stockReceive', path: at('/inventories/stock/receive'), signedIn: true },
  { id: 'stockTransferList', path: at('/inventories/transfers/list'), signedIn: true },
  {
    id: 'stockTransferEdit',
    // A draft between the two Central Pharmacy sites of the demo.
    path: async () => {
      const transfer = await one<{ id: number }>(
        `insert into stock_transfers (from_site_id, to_site_id)
         select (select id from inventory_sites where name = 'Central Pharmacy Main Inventory' order by id limit 1),
           (select id from inventory_sites where name = 'Central Pharmacy Satellite' order by id limit 1)
         returning id`,
      );
      return `/inventories/transfers/edit/${transfer.id}`;
    },
    signedIn: true,
  },
  { id: 'stockReasonList', path: at('/inventories/admin/stock-reasons'), signedIn: true },
  { id: 'stockDocumentList', path: at('/inventories/stock/documents/list'), signedIn: true },
  { id: 'reportsIndex', path: at('/reporting'), signedIn: true },
  { id: 'reportStockLedger', path: at('/reporting/stock-ledger'), signedIn: true },
  { id: 'reportExpiringStock', path: at('/reporting/expiring-stock'), signedIn: true },
  { id: 'reportStockUsage', path: at('/reporting/stock-usage'), signedIn: true },
  { id: 'reportAdjustments', path: at('/reporting/adjustments'), signedIn: true },
  { id: 'reportShipments', path: at('/reporting/shipments'), signedIn: true },
  { id: 'reportRepackYield', path: at('/reporting/repack-yield'), signedIn: true },
  { id: 'reportHelpDesk', path: at('/reporting/help-desk'), signedIn: true },
  { id: 'reportHeros', path: at('/reporting/heros'), signedIn: true },
  { id: 'reportCountVariance', path: at('/reporting/count-variance'), signedIn: true },
  { id: 'reportRxConnects', path: at('/reporting/rx-connects'), signedIn: true },
  { id: 'reportFormulaShipments', path: at('/reporting/formula-shipments'), signedIn: true, phi: true },
  { id: 'reportRecallImpact', path: at('/reporting/recall-impact'), signedIn: true, phi: true },
  {
    id: 'stockDocument',
    // The demo's newest posted document (the demo stock history posts dozens).
    path: async () => {
      const document = await one<{ id: number }>('select max(id) as id from stock_documents');
      return `/inventories/stock/documents/${document.id}`;
    },
    signedIn: true,
  },
  { id: 'fulfillmentList', path: at('/pharmacy/fulfillment/list'), signedIn: true, phi: true },
  {
    id: 'fulfillmentEdit',
    // A new shipment at Central Pharmacy's first inventory (the pharmacist's facility), still Not Submitted.
    path: async () => {
      const shipment = await one<{ id: number; site: number }>(
        `with s as (select i.id, i.facility_id from inventory_sites i join facilities f on f.id = i.facility_id
                    where f.name = 'Central Pharmacy' order by i.id limit 1),
              r as (insert into refill_shipments (facility_id, inventory_site_id, created_by_user_id)
                    select s.facility_id, s.id, (select id from users where user_name = 'pharmacist') from s
                    returning id, inventory_site_id, created_by_user_id)
         insert into refill_shipment_steps (shipment_id, to_step, changed_by_user_id)
         select id, -1, created_by_user_id from r returning shipment_id as id,
           (select inventory_site_id from r) as site`,
      );
      return `/pharmacy/fulfillment/edit/${shipment.id}/${shipment.site}`;
    },
    signedIn: true,
    phi: true,
  },
];

test('the list covers every route that has a page', () => {
  const source = readFileSync(new URL('../../apps/web/src/app/route-pages.ts', import.meta.url), 'utf8');
  const withPage = routeTable.filter((route) => parseRoutePages(source).has(route.id));
  expect(pages.map((p) => p.id).sort()).toEqual(withPage.map((route) => route.id).sort());
  // Each page's document title says which page it is (issue 10: detail pages were all "HOMER").
  expect(withPage.filter((route) => !route.title).map((route) => route.id)).toEqual([]);
});

type Visitor = 'public' | 'admin' | 'phi';

/** The tokens the visitor pages were opened with (the mobile scanning page needs the admin's). */
const visitorTokens = new Map<Visitor, string>();

/** A visitor's bearer token: the admin's, or the demo pharmacist's on a session marked multi-factor verified. */
async function tokenFor(request: APIRequestContext, visitor: Exclude<Visitor, 'public'>): Promise<string> {
  const userName = visitor === 'admin' ? 'admin' : 'pharmacist';
  const answer = await request.post('/api/Account/Login', { data: { userName, password: demoPassword } });
  const token = (await answer.json()).value?.token as string | undefined;
  if (!token) throw new Error(`No token for ${userName}: ${answer.status()}`);
  if (visitor === 'phi') {
    // PHI pages answer 467 without a second factor (the pharmacist has the inactivity timeout; mfa.spec.ts
    // proves the real second factor).
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    await one('update sessions set mfa_verified = true where id = $1 returning id', [payload.sid]);
  }
  visitorTokens.set(visitor, token);
  return token;
}

/**
 * One phone-sized page per kind of visitor and worker, kept across the tests: the app's bundles load and compile
 * once per visitor instead of once per page checked, which was most of each test's time on a 2-core CI machine.
 * Every test opens its own address afresh, so nothing of the page before stays but the cache and the session.
 */
const visitorPages = new Map<Visitor, Page>();
async function pageFor(browser: Browser, baseURL: string, visitor: Visitor): Promise<Page> {
  const open = visitorPages.get(visitor);
  if (open && !open.isClosed()) return open;
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 390, height: 844 },
    baseURL,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (visitor !== 'public') {
    const token = await tokenFor(context.request, visitor);
    await page.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  }
  visitorPages.set(visitor, page);
  return page;
}

/**
 * Waits until the page has its heading, its data and no spinner. The shell's progress bar shows while any
 * page request is pending; "network idle" is not used, as the public forms' security check keeps the network busy.
 */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test.describe('every page at 390×844', () => {
  // The kept pages hold live-event streams open: they go when this worker leaves the list for other specs.
  test.afterAll(async () => {
    for (const page of visitorPages.values()) await page.context().close();
    visitorPages.clear();
  });

  for (const entry of pages) {
    const route = routeTable.find((r) => r.id === entry.id);
    test(`${route?.title ?? entry.id} (${entry.id}), light and dark`, async ({ browser, baseURL }) => {
      test.fixme(entry.fixme !== undefined, entry.fixme);
      const page = await pageFor(
        browser,
        baseURL ?? '',
        entry.phi ? 'phi' : entry.signedIn ? 'admin' : 'public',
      );
      // One load per page, both schemes: the app follows the system scheme as it changes (defaultColorScheme
      // 'auto'), and a second load cost CI as much as the checks themselves.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(await entry.path());
      await settled(page);
      await expect(page).toHaveTitle(expectedTitle(route));

      for (const scheme of ['light', 'dark'] as const) {
        await test.step(scheme, async () => {
          await page.emulateMedia({ colorScheme: scheme });
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
          const widths = await page.evaluate(() => ({
            content: document.scrollingElement?.scrollWidth ?? 0,
            viewport: window.innerWidth,
          }));
          expect(widths.content, 'the page scrolls sideways').toBeLessThanOrEqual(widths.viewport);
          // Other tests' records are pushed live to the admin (a new ticket to every support user) and can land
          // over a kept page at any moment: the page is checked, not those pushes (waiting them out took CI 60 s a
          // page and could still lose the race to the next one).
          await expectNoSeriousA11yViolations(page, { exclude: ['.homer-push-stack'] });
        });
      }
    });
  }
});

test.describe('inputs and focus (WCAG 2.2 AA)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('tabbing through a long form on a phone: the focused element is never under the fixed header or footer', async ({
    page,
  }) => {
    await page.goto('/help-ticket');
    await settled(page);
    const header = await page.locator('header').first().boundingBox();
    const footer = await page.locator('footer').first().boundingBox();
    if (!header || !footer) throw new Error('The shell has no header or footer');
    const visibleTop = header.y + header.height;
    const visibleBottom = footer.y;

    let fields = 0;
    for (let step = 0; step < 40 && fields < 12; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        // The header's and footer's own links, and the skip link over the header, are where they always are.
        if (element.closest('header, footer, .homer-skip-link')) return null;
        const box = element.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, name: element.outerHTML.slice(0, 80) };
      });
      if (!focused) continue;
      fields += 1;
      expect(focused.top, `${focused.name} is under the header`).toBeGreaterThanOrEqual(visibleTop);
      expect(focused.bottom, `${focused.name} is under the footer`).toBeLessThanOrEqual(visibleBottom);
    }
    expect(fields).toBeGreaterThanOrEqual(12);
  });

  for (const [scheme, border, ring] of [
    ['light', 'rgb(134, 142, 150)', 'rgb(25, 113, 194)'],
    ['dark', 'rgb(130, 130, 130)', 'rgb(77, 171, 247)'],
  ] as const) {
    test(`${scheme}: input borders and the 2 px focus ring use the theme's contrast colours`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/login');
      const userName = page.getByLabel('Username');
      const password = page.getByRole('textbox', { name: 'Password' });
      await expect(userName).toHaveCSS('border-top-color', border);
      await expect(userName).toHaveCSS('outline-style', 'none');
      await userName.focus();
      await expect(userName).toHaveCSS('outline-style', 'solid');
      await expect(userName).toHaveCSS('outline-width', '2px');
      await expect(userName).toHaveCSS('outline-color', ring);
      // The password field's box is the element around its input (the eye button sits inside it too).
      await page.keyboard.press('Tab');
      await expect(password).toBeFocused();
      await expect(page.locator('.mantine-Input-input:has(input[type="password"])')).toHaveCSS(
        'outline-width',
        '2px',
      );
    });
  }

  test('read-only values read as text at full contrast, not as faded fields', async ({ page }) => {
    await page.goto(await pfsRegistrationLink());
    const firstName = page.getByRole('textbox', { name: 'First Name' });
    await expect(firstName).toHaveValue('Jordan');
    await expect(firstName).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
    await expect(firstName).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(firstName).toHaveCSS('opacity', '1');
    const colours = await firstName.evaluate((input) => ({
      text: getComputedStyle(input).color,
      page: getComputedStyle(document.body).color,
    }));
    expect(colours.text).toBe(colours.page);
  });
});
