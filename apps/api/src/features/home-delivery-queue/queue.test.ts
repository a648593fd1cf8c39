import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { homeDeliveryMessages } from '@homer/contracts/home-delivery';
import {
  homeDeliveryQueueMessages as m,
  homeDeliveryQueuePaths as paths,
} from '@homer/contracts/home-delivery-queue';
import { messages } from '@homer/contracts/messages';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/core.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { homeDeliveryRequestHistory, homeDeliveryRequests, prescriptions } from '../../db/schema/pharmacy.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Caller = { userId: number; token: string };
let tech: Caller;
let pharmacist: Caller;
let inventoryUser: Caller;
let noMfa: Caller;
let noTimeout: Caller;

const patientPhone = '(850) 555-0300';
const patientEmail = 'hd.patient@test.example';
const noEmailPhone = '(850) 555-0301';

async function phiUser(userName: string, role: Role, opts: { mfa?: boolean; timeout?: boolean } = {}) {
  const user = await createSignedInUser(ctx, {
    userName,
    access: [{ module: Module.Inventory, role }],
    inactivityTimeout: opts.timeout ?? true,
  });
  if (opts.mfa ?? true)
    await ctx.db.update(sessions).set({ mfaVerified: true }).where(eq(sessions.userId, user.userId));
  return user;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(prescriptions).values([
    {
      rxNumber: '30000001',
      patientPhone: '8505550300',
      patientEmail,
      drugName: 'Secretol 5 mg',
      refillsRemaining: 3,
    },
    {
      rxNumber: '30000002',
      patientPhone: '8505550300',
      patientEmail,
      drugName: 'Hushamine 10 mg',
      refillsRemaining: 1,
    },
    {
      rxNumber: '30000003',
      patientPhone: '8505550300',
      patientEmail,
      drugName: 'Quietine',
      refillsRemaining: 2,
    },
    {
      rxNumber: '30000004',
      patientPhone: '8505550300',
      patientEmail,
      drugName: 'Mutex 1 mg',
      refillsRemaining: 2,
    },
    {
      rxNumber: '30000005',
      patientPhone: '8505550301',
      patientEmail: null,
      drugName: 'Nomail',
      refillsRemaining: 2,
    },
    {
      rxNumber: '30000006',
      patientPhone: '8505550300',
      patientEmail,
      drugName: 'Ceasol',
      refillsRemaining: 2,
    },
  ]);
  tech = await phiUser('hdtech', Role.Technician);
  pharmacist = await phiUser('hdpharm', Role.Pharmacist);
  inventoryUser = await phiUser('hduser', Role.User);
  noMfa = await phiUser('hdnomfa', Role.Technician, { mfa: false });
  noTimeout = await phiUser('hdnotimeout', Role.Technician, { timeout: false });
});
afterAll(() => ctx.close());

const get = (path: string, query: string, caller?: Caller) =>
  ctx.app.inject({ method: 'GET', url: `/${path}?${query}`, headers: caller ? bearer(caller.token) : {} });
const post = (path: string, payload: object, caller?: Caller) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, payload, headers: caller ? bearer(caller.token) : {} });
const move = (id: number, fromStatus: string, toStatus: string, extra: object = {}, caller: Caller = tech) =>
  post(paths.changeStatus, { id, fromStatus, toStatus, ...extra }, caller);

const form = (numbers: string[], phoneNumber: string) => ({
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [`rxNumber${i}`, numbers[i - 1] ?? ''])),
  phoneNumber,
});
/** The public form's two calls, as the page makes them; the stored request's id. */
async function publicRefill(numbers: string[], phoneNumber = patientPhone): Promise<number> {
  const verified = await submitPublicForm(
    ctx.app,
    '/api/PublicHomeDelivery/VerifyAndSubmitHomeDeliveryRefill',
    form(numbers, phoneNumber),
  );
  expect(verified.json().isSuccessful, verified.body).toBe(true);
  const res = await submitPublicForm(
    ctx.app,
    '/api/PublicHomeDelivery/SubmitHomeDeliveryRefill',
    verified.json().model,
  );
  expect(res.json().isSuccessful, res.body).toBe(true);
  return res.json().value;
}
const requestRow = async (id: number) =>
  (await ctx.db.select().from(homeDeliveryRequests).where(eq(homeDeliveryRequests.id, id)))[0];
const historyOf = (id: number) =>
  ctx.db
    .select()
    .from(homeDeliveryRequestHistory)
    .where(eq(homeDeliveryRequestHistory.requestId, id))
    .orderBy(asc(homeDeliveryRequestHistory.id));
const outboxFor = (address: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), like(emailOutbox.subject, '%shipped%')));

describe('home-delivery queue access', () => {
  it('Inventory Technician+ with MFA and the inactivity timeout; others 403, 467 or 401', async () => {
    const id = await publicRefill(['30000006']);
    const calls = [
      () => ['list', paths.list, 'pageSize=25'] as const,
      () => ['counts', paths.statusCounts, ''] as const,
      () => ['request', paths.request, `id=${id}`] as const,
    ];
    const matrix: [string, Caller | undefined, number][] = [
      ['technician', tech, 200],
      ['pharmacist', pharmacist, 200],
      ['inventory user', inventoryUser, 403],
      ['no MFA', noMfa, 467],
      ['no inactivity timeout', noTimeout, 467],
      ['anonymous', undefined, 401],
    ];
    for (const call of calls) {
      const [name, path, query] = call();
      for (const [who, caller, status] of matrix) {
        const res = await get(path, query, caller);
        expect([name, who, res.statusCode]).toEqual([name, who, status]);
        if (status === 403) expect(res.json().message).toBe(messages.accessDenied);
        if (status === 467) expect(res.json().message).toBe(messages.phiRequired);
      }
    }
    for (const [who, caller, status] of matrix.filter(([, , s]) => s !== 200)) {
      const res = await post(
        paths.changeStatus,
        { id, fromStatus: 'Received', toStatus: 'In Process' },
        caller,
      );
      expect([who, res.statusCode]).toEqual([who, status]);
    }
    expect((await requestRow(id))?.status).toBe('Received');
    expect(await historyOf(id)).toHaveLength(1);
    // Clean up: this request's Rx must be free for nobody else, but close it so the queue stays tidy.
    expect((await move(id, 'Received', 'Cancelled', { note: 'Test done.' }, pharmacist)).statusCode).toBe(
      200,
    );
  });
});

describe('home-delivery queue flow', () => {
  it('a public refill reaches staff, moves In Process then Shipped, and emails the patient', async () => {
    const id = await publicRefill(['30000001', '30000002']);
    const stored = await requestRow(id);
    expect(stored?.status).toBe('Received');
    const history = await historyOf(id);
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'Received', changedByUserId: null }),
    ]);

    // Staff hear of it without patient data in the notice.
    const [notice] = await ctx.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, tech.userId), like(userNotifications.link, `%edit/${id}`)));
    expect(notice).toBeDefined();
    const noticeText = `${notice?.title} ${notice?.message}`;
    expect(noticeText).not.toMatch(/555|30000001|30000002/);

    // The queue: open ones by default, phone masked but for its last four digits; search by Rx or phone digits.
    const list = await get(paths.list, 'pageSize=200', tech);
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ phoneMasked: '•••-•••-0300', prescriptionCount: 2, status: 'Received' });
    expect(list.body).not.toContain('555-0300');
    for (const search of ['30000002', '555-0300', '5550300']) {
      const found = await get(paths.list, `pageSize=25&search=${encodeURIComponent(search)}`, tech);
      expect(found.json().data.map((r: { id: number }) => r.id)).toContain(id);
    }
    // Counts are per request, whatever the ids of the lines (a single-line request beside it says 1).
    const single = await publicRefill(['30000003']);
    const both = (await get(paths.list, 'pageSize=200', tech)).json().data;
    expect(both.find((r: { id: number }) => r.id === single)?.prescriptionCount).toBe(1);
    expect(both.find((r: { id: number }) => r.id === id)?.prescriptionCount).toBe(2);
    await move(single, 'Received', 'Cancelled', { note: 'Test done.' });
    const none = await get(paths.list, 'pageSize=25&search=39999999', tech);
    expect(none.json().data).toEqual([]);
    const letters = await get(paths.list, 'pageSize=25&search=abc', tech);
    expect([letters.statusCode, letters.json().message]).toEqual([400, m.searchDigits]);

    // The request page re-checks each line against QS1 now.
    await ctx.db
      .update(prescriptions)
      .set({ refillsRemaining: 0 })
      .where(eq(prescriptions.rxNumber, '30000002'));
    const page = await get(paths.request, `id=${id}`, tech);
    expect(page.json().value).toMatchObject({
      status: 'Received',
      phoneNumber: patientPhone,
      nextStatuses: ['In Process', 'Cancelled'],
      lines: [
        { rxNumber: '30000001', refillsRemaining: 3, drugName: 'Secretol 5 mg', problem: null },
        { rxNumber: '30000002', refillsRemaining: 0, problem: m.lineNoRefills },
      ],
    });
    await ctx.db
      .update(prescriptions)
      .set({ refillsRemaining: 1 })
      .where(eq(prescriptions.rxNumber, '30000002'));

    const inProcess = await move(id, 'Received', 'In Process');
    expect(inProcess.statusCode, inProcess.body).toBe(200);
    expect(inProcess.json()).toMatchObject({
      message: m.moved('In Process'),
      value: { status: 'In Process' },
    });

    // Still open: the public form refuses the same Rx again.
    const again = await submitPublicForm(
      ctx.app,
      '/api/PublicHomeDelivery/VerifyAndSubmitHomeDeliveryRefill',
      form(['30000001'], patientPhone),
    );
    expect(again.json().model.rxRefills[0].errorMessage).toBe(homeDeliveryMessages.alreadyRequested);

    const shipped = await move(id, 'In Process', 'Shipped', { trackingNumber: '1Z999AA10123456784' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().value).toMatchObject({
      status: 'Shipped',
      trackingNumber: '1Z999AA10123456784',
      nextStatuses: [],
    });
    const mails = await outboxFor(patientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('1Z999AA10123456784');
    expect(mails[0]?.textBody).toContain('2 prescriptions');
    expect(mails[0]?.textBody).not.toMatch(/Secretol|Hushamine|30000001/);
    const steps = await historyOf(id);
    expect(steps.map((s) => [s.fromStatus, s.toStatus, s.changedByUserId, s.patientEmailed])).toEqual([
      [null, 'Received', null, null],
      ['Received', 'In Process', tech.userId, null],
      ['In Process', 'Shipped', tech.userId, true],
    ]);

    // Shipped is no longer open: the same Rx can be asked for again, and the default queue leaves it out.
    const later = await submitPublicForm(
      ctx.app,
      '/api/PublicHomeDelivery/VerifyAndSubmitHomeDeliveryRefill',
      form(['30000001'], patientPhone),
    );
    expect(later.json().isSuccessful).toBe(true);
    const open = await get(paths.list, 'pageSize=200', tech);
    expect(open.json().data.map((r: { id: number }) => r.id)).not.toContain(id);
    const shippedList = await get(paths.list, 'pageSize=200&status=Shipped', tech);
    expect(shippedList.json().data.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('Shipped without an email in QS1 sends nothing and says so in the history', async () => {
    const id = await publicRefill(['30000005'], noEmailPhone);
    await move(id, 'Received', 'In Process');
    const res = await move(id, 'In Process', 'Shipped');
    expect(res.statusCode, res.body).toBe(200);
    const shipped = (await historyOf(id)).find((s) => s.toStatus === 'Shipped');
    expect(shipped?.patientEmailed).toBe(false);
    expect(shipped?.trackingNumber).toBeNull();
  });

  it('cancel needs a reason, then records it', async () => {
    const id = await publicRefill(['30000003']);
    const refused = await move(id, 'Received', 'Cancelled');
    expect([refused.statusCode, refused.json().message]).toEqual([400, m.reasonRequired]);
    const blank = await move(id, 'Received', 'Cancelled', { note: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, m.reasonRequired]);
    expect((await requestRow(id))?.status).toBe('Received');
    expect(await historyOf(id)).toHaveLength(1);
    const res = await move(id, 'Received', 'Cancelled', { note: 'Patient moved out of state.' });
    expect(res.statusCode, res.body).toBe(200);
    const last = (await historyOf(id)).at(-1);
    expect(last).toMatchObject({ toStatus: 'Cancelled', note: 'Patient moved out of state.' });
  });
});

describe('home-delivery queue counts', () => {
  it('counts each status under the search, as the list finds them; a search without digits is refused', async () => {
    const counts = async (query: string) => {
      const res = await get(paths.statusCounts, query, tech);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { status: string; count: number }[];
    };
    const all = await counts('');
    expect(all.map((c) => c.status)).toEqual(['Received', 'In Process', 'Shipped', 'Cancelled']);
    for (const { status, count } of all) {
      const page = await get(paths.list, `pageSize=25&status=${encodeURIComponent(status)}`, tech);
      expect([status, page.json().totalRecords]).toEqual([status, count]);
    }
    const open = (await get(paths.list, 'pageSize=25', tech)).json().totalRecords;
    expect(open).toBe((all[0]?.count ?? 0) + (all[1]?.count ?? 0));
    // The patient without an email: one request, shipped in the flow above.
    expect((await counts('search=8505550301')).filter((c) => c.count > 0)).toEqual([
      { status: 'Shipped', count: 1 },
    ]);
    const letters = await get(paths.statusCounts, 'search=abc', tech);
    expect([letters.statusCode, letters.json().message]).toEqual([400, m.searchDigits]);
  });
});

describe('home-delivery queue rejected input', () => {
  it('refuses illegal moves, stale pages, bad ids, NUL and over-long text, storing nothing', async () => {
    const id = await publicRefill(['30000004']);
    const cases: [string, object, number, string][] = [
      [
        'skip to Shipped',
        { id, fromStatus: 'Received', toStatus: 'Shipped' },
        400,
        m.illegalTransition('Received', 'Shipped'),
      ],
      [
        'back to Received',
        { id, fromStatus: 'Received', toStatus: 'Received' },
        400,
        m.illegalTransition('Received', 'Received'),
      ],
      ['stale page', { id, fromStatus: 'In Process', toStatus: 'Shipped' }, 409, m.changedMeanwhile],
      [
        'tracking before shipping',
        { id, fromStatus: 'Received', toStatus: 'In Process', trackingNumber: 'X1' },
        400,
        m.trackingOnlyWhenShipped,
      ],
      ['unknown status', { id, fromStatus: 'Received', toStatus: 'Lost' }, 400, m.statusInvalid],
      [
        'id past int4',
        { id: maxId + 1, fromStatus: 'Received', toStatus: 'In Process' },
        400,
        fieldMessages.id,
      ],
      ['missing request', { id: maxId, fromStatus: 'Received', toStatus: 'In Process' }, 404, m.notFound],
      [
        'NUL in reason',
        { id, fromStatus: 'Received', toStatus: 'Cancelled', note: 'bad\u0000reason' },
        400,
        fieldMessages.characters,
      ],
      [
        'over-long reason',
        { id, fromStatus: 'Received', toStatus: 'Cancelled', note: 'x'.repeat(501) },
        400,
        m.reasonTooLong,
      ],
      [
        'over-long tracking',
        { id, fromStatus: 'In Process', toStatus: 'Shipped', trackingNumber: 'x'.repeat(101) },
        400,
        m.trackingTooLong,
      ],
    ];
    for (const [name, body, status, message] of cases) {
      const res = await post(paths.changeStatus, body, tech);
      expect([name, res.statusCode, res.json().message]).toEqual([name, status, message]);
    }
    expect((await requestRow(id))?.status).toBe('Received');
    expect(await historyOf(id)).toHaveLength(1);

    for (const query of [`id=${maxId + 1}`, 'id=0', 'id=abc']) {
      const res = await get(paths.request, query, tech);
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, fieldMessages.id]);
    }
    const missing = await get(paths.request, `id=${maxId}`, tech);
    expect([missing.statusCode, missing.json().message]).toEqual([404, m.notFound]);
    const badStatus = await get(paths.list, 'pageSize=25&status=Lost', tech);
    expect([badStatus.statusCode, badStatus.json().message]).toEqual([400, m.statusInvalid]);
    const nul = await get(paths.list, `pageSize=25&search=${encodeURIComponent('3000\u0000')}`, tech);
    expect(nul.statusCode).toBe(400);
    await move(id, 'Received', 'Cancelled', { note: 'Test done.' });
  });
});
