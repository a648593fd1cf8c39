import { homeDeliveryMessages } from '@homer/contracts/home-delivery';
import { publicFormMessages } from '@homer/contracts/public-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { homeDeliveryRequestLines, homeDeliveryRequests, prescriptions } from '../../db/schema/pharmacy.ts';
import { solveCaptcha } from '../../test/captcha.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(prescriptions).values([
    { rxNumber: '20000001', patientPhone: '8505550100', drugName: 'A', refillsRemaining: 3 },
    { rxNumber: '20000002', patientPhone: '8505550100', drugName: 'B', refillsRemaining: 1 },
    { rxNumber: '20000003', patientPhone: '8505550100', drugName: 'C', refillsRemaining: 0 },
    { rxNumber: '20000004', patientPhone: '8505550100', drugName: 'D', refillsRemaining: 2, isActive: false },
    { rxNumber: '20000005', patientPhone: '8505550199', drugName: 'E', refillsRemaining: 4 },
    { rxNumber: '20000006', patientPhone: null, drugName: 'F', refillsRemaining: 4 },
  ]);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(homeDeliveryRequestLines);
  await ctx.db.delete(homeDeliveryRequests);
});

const post = (action: string, body: object, captcha?: string) =>
  submitPublicForm(ctx.app, `/api/PublicHomeDelivery/${action}`, body, captcha);
const verify = (body: object, captcha?: string) => post('VerifyAndSubmitHomeDeliveryRefill', body, captcha);
const submit = (body: object, captcha?: string) => post('SubmitHomeDeliveryRefill', body, captcha);
const form = (numbers: string[], phoneNumber = '(850) 555-0100') => {
  const boxes = Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [`rxNumber${i}`, numbers[i - 1] ?? '']));
  return { ...boxes, phoneNumber };
};
const stored = async () => ({
  requests: await ctx.db.select().from(homeDeliveryRequests),
  lines: await ctx.db.select().from(homeDeliveryRequestLines),
});

describe('home delivery refill', () => {
  it('verifies the numbers, then stores the request with the refills the pharmacy reports', async () => {
    const verified = await verify(form(['20000001', '20000002']));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      isSuccessful: true,
      model: {
        rxNumbers: ['20000001', '20000002'],
        rxRefills: [
          { rxNumber: '20000001', refillsRemaining: 3, errorMessage: null },
          { rxNumber: '20000002', refillsRemaining: 1, errorMessage: null },
        ],
      },
    });
    expect((await stored()).requests).toHaveLength(0);

    // The client's copy of refills remaining is ignored: the server asks the pharmacy again.
    const model = verified.json().model;
    model.rxRefills[0].refillsRemaining = 99;
    const res = await submit(model);
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      message: homeDeliveryMessages.submitted,
      messageClass: 'success',
      model: { rxRefills: [{ refillsRemaining: 3 }, { refillsRemaining: 1 }] },
    });
    const { requests, lines } = await stored();
    expect(requests).toEqual([
      expect.objectContaining({ id: res.json().value, phoneNumber: '(850) 555-0100' }),
    ]);
    expect(lines.map((l) => [l.rxNumber, l.refillsRemaining]).sort()).toEqual([
      ['20000001', 3],
      ['20000002', 1],
    ]);
  });

  it('matches the phone by its digits, whatever the punctuation or country code', async () => {
    const res = await verify(form(['20000001'], '+1 850.555.0100'));
    expect(res.json().isSuccessful).toBe(true);
  });

  it('gives each prescription that cannot be refilled its own message', async () => {
    const res = await verify(form(['20000001', '20000003', '20000004', '29999999', '20000005', '20000006']));
    expect(res.json()).toMatchObject({ isSuccessful: false, message: homeDeliveryMessages.verifyFailed });
    expect(res.json().model.rxRefills).toEqual([
      { rxNumber: '20000001', refillsRemaining: 3, errorMessage: null },
      { rxNumber: '20000003', refillsRemaining: 0, errorMessage: homeDeliveryMessages.noRefills },
      { rxNumber: '20000004', refillsRemaining: null, errorMessage: homeDeliveryMessages.inactive },
      { rxNumber: '29999999', refillsRemaining: null, errorMessage: homeDeliveryMessages.notFound },
      // Another patient's prescription answers exactly like a number that does not exist.
      { rxNumber: '20000005', refillsRemaining: null, errorMessage: homeDeliveryMessages.notFound },
      { rxNumber: '20000006', refillsRemaining: null, errorMessage: homeDeliveryMessages.notFound },
    ]);
  });

  it('stores nothing when a number fails at submit time', async () => {
    const res = await submit({ phoneNumber: '8505550100', rxNumbers: ['20000001', '20000003'] });
    expect(res.json()).toMatchObject({
      isSuccessful: false,
      value: null,
      model: { rxRefills: [{ errorMessage: null }, { errorMessage: homeDeliveryMessages.noRefills }] },
    });
    expect((await stored()).requests).toHaveLength(0);
  });

  it.each([
    ['rxNumber1 required', form([]), homeDeliveryMessages.rxRequired],
    ['numbers are numeric', form(['2000000A']), homeDeliveryMessages.rxNumeric],
    ['numbers are at most 8 characters', form(['200000011']), homeDeliveryMessages.rxTooLong],
    ['numbers are unique', form(['20000001', '20000002', '20000001']), homeDeliveryMessages.rxUnique],
    ['phone required', form(['20000001'], ''), homeDeliveryMessages.phoneRequired],
    ['phone at most 21', form(['20000001'], '8'.repeat(22)), homeDeliveryMessages.phoneTooLong],
  ])('refuses the form: %s', async (_rule, body, message) => {
    const res = await verify(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a submit with repeated or bad numbers, and stores nothing', async () => {
    const repeated = await submit({ phoneNumber: '8505550100', rxNumbers: ['20000001', '20000001'] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe(homeDeliveryMessages.rxUnique);
    const none = await submit({ phoneNumber: '8505550100', rxNumbers: [] });
    expect(none.statusCode).toBe(400);
    const tooMany = await submit({
      phoneNumber: '8505550100',
      rxNumbers: ['1', '2', '3', '4', '5', '6', '7'],
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await stored()).requests).toHaveLength(0);
  });

  it('refuses a number already on an open request, with its message, and stores nothing more', async () => {
    const first = await submit({ phoneNumber: '8505550100', rxNumbers: ['20000001'] });
    expect(first.json().isSuccessful).toBe(true);

    // The verify step already says so, per box, before a second captcha is spent.
    const checked = await verify(form(['20000002', '20000001']));
    expect(checked.json()).toMatchObject({
      isSuccessful: false,
      message: homeDeliveryMessages.duplicateRequest,
      model: {
        rxRefills: [
          { rxNumber: '20000002', errorMessage: null },
          { rxNumber: '20000001', errorMessage: homeDeliveryMessages.alreadyRequested },
        ],
      },
    });
    const again = await submit({ phoneNumber: '8505550100', rxNumbers: ['20000002', '20000001'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      isSuccessful: false,
      value: null,
      message: homeDeliveryMessages.duplicateRequest,
      model: { rxRefills: [{ errorMessage: null }, { errorMessage: homeDeliveryMessages.alreadyRequested }] },
    });
    const { requests, lines } = await stored();
    expect(requests).toHaveLength(1);
    expect(lines.map((l) => l.rxNumber)).toEqual(['20000001']);

    // Two submits at the same moment store one request.
    const both = await Promise.all([
      submit({ phoneNumber: '8505550100', rxNumbers: ['20000002'] }),
      submit({ phoneNumber: '8505550100', rxNumbers: ['20000002'] }),
    ]);
    expect(both.map((r) => r.json().isSuccessful).sort()).toEqual([false, true]);
    expect((await stored()).requests).toHaveLength(2);

    // In Process is still open (decision 055); once the pharmacy has shipped it, the number can be asked again.
    await ctx.db
      .update(homeDeliveryRequests)
      .set({ status: 'In Process' })
      .where(eq(homeDeliveryRequests.id, first.json().value));
    expect((await submit({ phoneNumber: '8505550100', rxNumbers: ['20000001'] })).json().isSuccessful).toBe(
      false,
    );
    await ctx.db
      .update(homeDeliveryRequests)
      .set({ status: 'Shipped' })
      .where(eq(homeDeliveryRequests.id, first.json().value));
    expect((await submit({ phoneNumber: '8505550100', rxNumbers: ['20000001'] })).json().isSuccessful).toBe(
      true,
    );
  });

  it('refuses a ticked honeypot and a missing or reused captcha on both calls, storing nothing', async () => {
    const model = { phoneNumber: '8505550100', rxNumbers: ['20000001'] };
    const honey = await submit({ ...model, honeyPot: true });
    expect(honey.statusCode).toBe(400);
    expect(honey.json().message).toBe(publicFormMessages.honeyPot);
    expect((await verify({ ...form(['20000001']), honeyPot: true })).json().message).toBe(
      publicFormMessages.honeyPot,
    );
    expect((await submit(model, '')).json().message).toBe(publicFormMessages.captchaRequired);
    const captcha = await solveCaptcha(ctx.app);
    expect((await verify(form(['20000001']), captcha)).statusCode).toBe(200);
    const reused = await submit(model, captcha);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(publicFormMessages.captchaRejected);
    expect((await stored()).requests).toHaveLength(0);
  });
});
