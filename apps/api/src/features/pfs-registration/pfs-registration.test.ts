import { pfsLimits, pfsMessages } from '@homer/contracts/pfs';
import { publicFormMessages } from '@homer/contracts/public-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pfsRegistrationFacilities, pfsRegistrations } from '../../db/schema/pfs.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let pfsA: number;
let pfsB: number;
let notPfs: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const { facilityIds } = await insertFacilities(ctx.db, [
    { name: 'PFS A', usesPfs: true },
    { name: 'PFS B', usesPfs: true },
    { name: 'Not PFS' },
  ]);
  [pfsA, pfsB, notPfs] = facilityIds as [number, number, number];
});
afterAll(() => ctx.close());

const register = (body: object, captcha?: string) =>
  submitPublicForm(ctx.app, '/api/PublicPfsRegister/RegisterPfsUser', body, captcha);
const registrationCount = () => ctx.db.$count(pfsRegistrations);
const valid = () => ({
  firstName: "Ana-Maria O'Neil",
  lastName: 'Smith 3rd',
  email: 'ana@clinic.example.com',
  confirmEmail: 'Ana@Clinic.example.com',
  phoneNumber: '850.555.0199 ext 12',
  facilityIds: [pfsA, pfsB],
  honeyPot: false,
});

describe('RegisterPfsUser', () => {
  it('stores the request with its facilities and emails the person and programme staff', async () => {
    const res = await register(valid());
    expect(res.json()).toMatchObject({ isSuccessful: true, message: pfsMessages.registered });
    const id = res.json().value as number;
    const [row] = await ctx.db.select().from(pfsRegistrations).where(eq(pfsRegistrations.id, id));
    expect(row).toMatchObject({
      firstName: "Ana-Maria O'Neil",
      status: 'Pending',
      email: 'ana@clinic.example.com',
    });
    const links = await ctx.db
      .select()
      .from(pfsRegistrationFacilities)
      .where(eq(pfsRegistrationFacilities.registrationId, id));
    expect(links.map((l) => l.facilityId).sort()).toEqual([pfsA, pfsB].sort());
    const mail = await ctx.db.select().from(emailOutbox);
    expect(mail.find((m) => m.toAddress === 'ana@clinic.example.com')?.textBody).toContain('PFS A, PFS B');
    expect(mail.find((m) => m.toAddress === ctx.config.programStaffEmail)?.subject).toContain(`#${id}`);
  });

  it('refuses a facility that is not offered to PFS users and stores nothing', async () => {
    const before = await registrationCount();
    const res = await register({ ...valid(), facilityIds: [pfsA, notPfs] });
    expect(res.json()).toMatchObject({ isSuccessful: false, message: pfsMessages.unknownFacility });
    expect(await registrationCount()).toBe(before);
  });

  const m = pfsMessages;
  const rejected: Array<[string, object, string]> = [
    ['missing first name', { firstName: '' }, m.firstNameRequired],
    ['long first name', { firstName: 'a'.repeat(pfsLimits.name + 1) }, m.firstNameMax],
    ['symbols in first name', { firstName: 'Ana!' }, m.firstNamePattern],
    ['missing last name', { lastName: '' }, m.lastNameRequired],
    ['long last name', { lastName: 'a'.repeat(pfsLimits.name + 1) }, m.lastNameMax],
    ['markup in last name', { lastName: '<Smith>' }, m.lastNamePattern],
    ['missing email', { email: '', confirmEmail: '' }, m.emailRequired],
    ['long email', { email: `${'a'.repeat(95)}@x.com` }, m.emailMax],
    ['invalid email', { email: 'ana@clinic', confirmEmail: 'ana@clinic' }, m.emailInvalid],
    ['missing confirm email', { confirmEmail: '' }, m.confirmEmailRequired],
    ['different emails', { confirmEmail: 'bob@clinic.example.com' }, m.emailsDoNotMatch],
    ['missing phone', { phoneNumber: '' }, m.phoneRequired],
    ['bad phone', { phoneNumber: 'call me' }, m.phoneInvalid],
    ['no facility', { facilityIds: [] }, m.facilitiesRequired],
    ['a ticked honeypot', { honeyPot: true }, publicFormMessages.honeyPot],
  ];
  it.each(rejected)('rejects %s with its message and stores nothing', async (_name, change, message) => {
    const before = await registrationCount();
    const res = await register({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await registrationCount()).toBe(before);
  });

  it('needs a captcha', async () => {
    const before = await registrationCount();
    const res = await register(valid(), '');
    expect(res.json().message).toBe(publicFormMessages.captchaRequired);
    expect(await registrationCount()).toBe(before);
  });
});
