import { readFile } from 'node:fs/promises';
import { Module, Role } from '@homer/contracts/access';
import { type NotificationTypeKey, notificationTypes } from '@homer/contracts/notification-settings';
import { routes } from '@homer/contracts/routes';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRoutePages } from '../../../web/route-page-modules.ts';
import { userFacilities } from '../db/schema/core.ts';
import { icqReviews } from '../db/schema/icq.ts';
import { userNotifications } from '../db/schema/notifications.ts';
import { inventorySites, ndcProducts, prescriptions } from '../db/schema/pharmacy.ts';
import { reportSubscriptions } from '../db/schema/reporting.ts';
import { systemActor, withTx } from '../db/tx.ts';
import { openDirectRoom, sendMessage } from '../features/chat/service.ts';
import { importRecalls } from '../features/fda-recalls/import-recalls.ts';
import type { RecallRecord } from '../features/fda-recalls/openfda-format.ts';
import { noticeAssigned, noticeRequesterReply } from '../features/help-desk-tickets/notices.ts';
import { herosApplicationSubmitted } from '../features/heros-public/notices.ts';
import { noticeReviewAnswered } from '../features/icq-public/review-answered-notice.ts';
import { runInactiveAccounts } from '../features/inactive-accounts/run-inactive-accounts.ts';
import { runRecertificationWarnings } from '../features/metabolic-formula/run-recertification-warnings.ts';
import { runSubscriptionDeliveries } from '../features/reports/deliver-subscriptions.ts';
import type { JobDefinition } from '../jobs/registry.ts';
import { runJob } from '../jobs/run-job.ts';
import { notify } from '../platform/notify/notify.ts';
import { receive } from '../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from './create-signed-in-user.ts';
import { insertBudgets } from './insert-budgets.ts';
import { insertFacilities } from './insert-facilities.ts';
import { addDays, insertFormulaPatient } from './insert-formula-patient.ts';
import { validDonor } from './rx-connects-bodies.ts';
import { submitPublicForm } from './submit-public-form.ts';
import { bearer, createTestContext, createUser, type TestContext } from './test-context.ts';

// Issue 27: every notification leads to the record it is about (spec document 1 §4.2: "any other notification
// navigates to its link"). Each type of the catalogue is raised by the code that raises it in the product, and
// its link must be a page the web app mounts.

/**
 * The routes the web app mounts: the route table's ids that have a page in apps/web's route-pages.ts (decision
 * 006), read from that file the way the build and the size check read it (the API cannot load page modules).
 */
async function mountedRoutes() {
  const source = await readFile(new URL('../../../web/src/app/route-pages.ts', import.meta.url), 'utf8');
  const withPage = parseRoutePages(source);
  return routes.filter((route) => withPage.has(route.id));
}

/** The router's `:param` and `:param?` segments as a pattern over a whole path. */
function pathPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
  });
  return new RegExp(`^${segments.join('')}$`);
}

let ctx: TestContext;
/** Holds every module at the role each type's audience needs, so it receives every type. */
let staff: number;
let colleague: number;
let baAdminToken: string;
let facility: number;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await createUser(ctx.db, {
    userName: 'links-staff',
    access: [
      { module: Module.Admin, role: Role.SystemAdmin },
      { module: Module.HelpDesk, role: Role.SystemAdmin },
      { module: Module.HEROS, role: Role.SystemAdmin },
      { module: Module.RxConnects, role: Role.RxConnectsAdmin },
      { module: Module.Inventory, role: Role.SystemAdmin },
      { module: Module.BA, role: Role.Manager },
      { module: Module.MetabolicFormula, role: Role.User },
    ],
  });
  colleague = await createUser(ctx.db, { userName: 'links-colleague' });
  baAdminToken = (
    await createSignedInUser(ctx, {
      userName: 'links-ba-admin',
      access: [{ module: Module.BA, role: Role.SystemAdmin }],
    })
  ).token;
  const { facilityIds } = await insertFacilities(ctx.db, [{ name: 'Links Clinic', usesPfs: true }]);
  facility = facilityIds[0] as number;
});
afterAll(() => ctx.close());

const ok = (res: { statusCode: number; body: string; json: () => { isSuccessful?: boolean } }) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().isSuccessful, res.body).toBe(true);
  return res;
};

/** The ticket a public submission made (its own notice is 'helpdesk.ticket-submitted'). */
let ticket: { id: number; subject: string; fullName: string } | null = null;
async function publicTicket() {
  if (ticket) return ticket;
  const body = {
    fullName: 'Lena Links',
    email: 'lena.links@clinic.example.com',
    phoneNumber: '(850) 555-0100',
    facilityId: facility,
    categoryId: 4,
    priorityId: 1,
    subject: 'Links ticket',
    description: 'Where does the notice lead?',
    isRegister: false,
  };
  const res = ok(await submitPublicForm(ctx.app, '/api/PublicPfsHelpTicket/SubmitPfsHelpTicket', body));
  ticket = {
    id: Number((res.json() as { value: number }).value),
    subject: body.subject,
    fullName: body.fullName,
  };
  return ticket;
}

/**
 * What raises each type in the product. A Record over the catalogue's keys: a type added to the catalogue does
 * not compile here until the test knows what raises it.
 */
const triggers: Record<NotificationTypeKey, () => Promise<unknown>> = {
  'helpdesk.ticket-submitted': publicTicket,
  'helpdesk.ticket-assigned': async () => {
    const t = await publicTicket();
    await withTx(ctx.db, { userId: colleague }, (tx) => noticeAssigned(tx, ctx.config, t, staff, colleague));
  },
  'helpdesk.ticket-reply': async () => {
    const t = await publicTicket();
    await withTx(ctx.db, systemActor, (tx) =>
      noticeRequesterReply(tx, ctx.config, { ...t, assigneeUserId: staff }, 'Any news?'),
    );
  },
  'heros.application-submitted': () =>
    // The HEROS public form's call (heros-public/service.ts), without standing up a round and an agency.
    withTx(ctx.db, systemActor, (tx) =>
      notify(tx, ctx.config, herosApplicationSubmitted(41, 'Links Agency')),
    ),
  'rx-connects.application-submitted': async () =>
    ok(await submitPublicForm(ctx.app, '/api/PublicDonorRegistration/SaveDonor/', validDonor())),
  'admin.pfs-registration-submitted': async () =>
    ok(
      await submitPublicForm(ctx.app, '/api/PublicPfsRegister/RegisterPfsUser', {
        firstName: 'Lou',
        lastName: 'Links',
        email: 'lou.links@clinic.example.com',
        confirmEmail: 'lou.links@clinic.example.com',
        phoneNumber: '850-555-0100',
        facilityIds: [facility],
      }),
    ),
  'pharmacy.home-delivery-submitted': async () => {
    await ctx.db
      .insert(prescriptions)
      .values({ rxNumber: '27000001', patientPhone: '8505550127', drugName: 'A', refillsRemaining: 2 });
    const boxes = Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((i) => [`rxNumber${i}`, i === 1 ? '27000001' : '']),
    );
    const form = { ...boxes, phoneNumber: '(850) 555-0127' };
    const verified = ok(
      await submitPublicForm(ctx.app, '/api/PublicHomeDelivery/VerifyAndSubmitHomeDeliveryRefill', form),
    );
    ok(
      await submitPublicForm(
        ctx.app,
        '/api/PublicHomeDelivery/SubmitHomeDeliveryRefill',
        (verified.json() as unknown as { model: object }).model,
      ),
    );
  },
  'pharmacy.stock-recalled': async () => {
    // A lot of a recalled product the staff's facility holds: the import sets it to Recalled and tells them.
    await ctx.db.insert(userFacilities).values({ userId: staff, facilityId: facility }).onConflictDoNothing();
    const [site] = await ctx.db
      .insert(inventorySites)
      .values({ facilityId: facility, name: 'Links stock' })
      .returning({ id: inventorySites.id });
    const [product] = await ctx.db
      .insert(ndcProducts)
      .values({ ndc: '0409-4888-02', productName: 'Links naloxone' })
      .returning({ id: ndcProducts.id });
    await receive(ctx.db, {
      inventorySiteId: site?.id ?? 0,
      ndcProductId: product?.id ?? 0,
      lotNumber: 'LNK1',
    });
    const recall: RecallRecord = {
      recall_number: 'D-9001-2026',
      status: 'Ongoing',
      state: 'FL',
      classification: 'Class II',
      product_description: 'Naloxone',
      code_info: 'Lot LNK1',
      reason_for_recall: 'Particulates',
      recalling_firm: 'Links Labs',
      product_ndcs: [],
      package_ndcs: ['0409-4888-02'],
      recall_initiation_date: null,
      report_date: null,
    };
    await withTx(ctx.db, systemActor, (tx) =>
      importRecalls(tx, [recall], 'upload', 'links', null, ctx.config),
    );
  },
  'metabolic-formula.recertification-due': async () => {
    // An eligible formula patient due for recertification in ten days: the daily job names them to the staff.
    const today = new Date().toISOString().slice(0, 10);
    await insertFormulaPatient(ctx.db, { enrolledBy: staff, recertifyBy: addDays(today, 10) });
    await runRecertificationWarnings(ctx.db, ctx.config, today);
  },
  'reports.report-delivered': async () => {
    // A stock usage subscription due today: the daily job delivers it with a link to the report.
    const today = new Date().toISOString().slice(0, 10);
    await ctx.db.insert(reportSubscriptions).values({
      userId: staff,
      report: 'reportStockUsage',
      frequency: 'daily',
      filters: { siteId: 0, lowBelow: '1', lowOnly: 'true' },
      nextDeliveryOn: today,
    });
    await runSubscriptionDeliveries(ctx.db, ctx.config, today);
  },
  'icq.review-answered': async () => {
    const [review] = await ctx.db
      .insert(icqReviews)
      .values({
        facilityId: facility,
        facilityStreetAddress: '6101 Lake Ellenor Dr',
        facilityCity: 'Orlando',
        facilityStateAbr: 'FL',
        facilityZip: '32809',
        proposedScheduleAt: new Date('2030-01-02T15:00:00Z'),
        reviewerUserId: colleague,
        createdByUserId: staff,
      })
      .returning({ id: icqReviews.id });
    await withTx(ctx.db, systemActor, (tx) =>
      noticeReviewAnswered(tx, ctx.config, review?.id as number, {
        title: 'Review approved',
        message: 'Yes',
      }),
    );
  },
  'ba.budget-over-notification-level': async () => {
    // 1,000.00 allocated at the default level of 10 percent: a paid 950.00 takes it below.
    const { budgetIds } = await insertBudgets(ctx.db, [{ name: 'Links budget', allocatedAmt: '1000.00' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/BA/SaveInvoice',
      headers: bearer(baAdminToken),
      payload: {
        invoiceId: 0,
        budgetId: budgetIds[0],
        invoiceNumber: 'LINKS-1',
        statusId: 3,
        invoicedAmt: '950.00',
        paidAmt: '950.00',
        confirmOverCommit: true,
      },
    });
    ok(res);
  },
  'admin.scheduled-job-failed': async () => {
    const job: JobDefinition = {
      name: 'Links Probe',
      schedule: '0 0 * * *',
      description: 'A job that fails.',
      run: async () => {
        throw new Error('probe failed');
      },
    };
    expect(await runJob(ctx.db, job, new Date('2026-01-01T00:00:00Z'), undefined, ctx.config)).toBe('ran');
  },
  'account.inactive-account-warning': () =>
    // A year from now every account of this database has been idle long enough to be warned.
    runInactiveAccounts(
      ctx.db,
      { ...ctx.config, inactiveAccountDays: 90 },
      new Date(Date.now() + 365 * 86_400_000),
    ),
  'chat.message-received': async () => {
    const room = await openDirectRoom(ctx.db, colleague, staff);
    await sendMessage(ctx.db, ctx.config, colleague, { roomId: room.roomId, message: 'Hello' });
  },
};

describe('notification links', () => {
  it('every type of the catalogue links to a page the web app has', async () => {
    const mounted = await mountedRoutes();
    expect(mounted.length).toBeGreaterThan(10);
    for (const type of notificationTypes) {
      await triggers[type.key]();
      const [row] = await ctx.db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, staff), eq(userNotifications.typeKey, type.key)))
        .orderBy(desc(userNotifications.id))
        .limit(1);
      expect(row, type.key).toBeDefined();
      if (row?.notificationType === 'Chat') {
        // Spec §4.2: a chat notification opens its chatroom in the side panel instead of following a link.
        expect(Number(row.options?.roomId), type.key).toBeGreaterThan(0);
        continue;
      }
      const link = row?.link ?? '';
      expect(link, type.key).not.toBe('');
      const path = `/${link.split(/[?#]/)[0]?.replace(/^\//, '')}`;
      const route = mounted.find((r) => pathPattern(r.path).test(path));
      expect(route?.id, `${type.key}: ${link}`).toBeDefined();
    }
  });
});
