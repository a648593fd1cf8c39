import { Module, Role } from '@homer/contracts/access';
import { helpTicketLimits, helpTicketMessages } from '@homer/contracts/help-desk-public';
import { publicFormMessages } from '@homer/contracts/public-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskTickets } from '../../db/schema/help-desk.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { solveCaptcha } from '../../test/captcha.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let pfsFacility: number;
let homerOnlyFacility: number;
let supportAdmin: number;
beforeAll(async () => {
  ctx = await createTestContext();
  supportAdmin = await createUser(ctx.db, {
    userName: 'pht-support-admin',
    access: [{ module: Module.HelpDesk, role: Role.SystemAdmin }],
  });
  const { facilityIds } = await insertFacilities(ctx.db, [
    { name: 'PFS Clinic', usesPfs: true },
    { name: 'HOMER Pharmacy', usesPfs: false },
    { name: 'Closed Clinic', usesPfs: true, isActive: false },
  ]);
  [pfsFacility, homerOnlyFacility] = facilityIds as [number, number, number];
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: nextRemoteAddress() });
const submit = (body: object, captcha?: string) =>
  submitPublicForm(ctx.app, '/api/PublicPfsHelpTicket/SubmitPfsHelpTicket', body, captcha);
const ticketCount = () => ctx.db.$count(helpDeskTickets);

const validTicket = () => ({
  fullName: "Mary-Jo O'Hara",
  email: 'mary.jo@clinic.example.com',
  phoneNumber: '(850) 555-0100',
  facilityId: pfsFacility,
  categoryId: 4,
  priorityId: 1,
  subject: 'Cannot open form PF-12?',
  description: "The form won't open.\nIt says loading.",
  isRegister: false,
  honeyPot: false,
});

describe('public help ticket lists', () => {
  it('offers PFS facilities and categories to the support form, HOMER ones to account registration', async () => {
    const names = (res: { json: () => Array<{ text: string }> }) => res.json().map((o) => o.text);
    expect(names(await get('/api/PublicPfsRegister/PfsFacilities'))).toEqual(['PFS Clinic']);
    expect(names(await get('/api/PublicHelpTicket/Facilities'))).toEqual(['HOMER Pharmacy', 'PFS Clinic']);
    const pfsCategories = (await get('/api/PublicPfsHelpTicket/PfsHelpCategories')).json();
    expect(pfsCategories).toContainEqual({ value: 4, text: 'Login Issues' });
    expect(names({ json: () => pfsCategories })).not.toContain('Account Registration');
    expect(names(await get('/api/PublicHelpTicket/HelpDeskCategories'))).toContain('Account Registration');
    for (const url of [
      '/api/PublicPfsHelpTicket/PfsHelpPriorities',
      '/api/PublicHelpTicket/HelpDeskPriorities',
    ]) {
      expect((await get(url)).json()).toEqual([
        { value: 1, text: 'High' },
        { value: 2, text: 'Normal' },
        { value: 3, text: 'Low' },
      ]);
    }
  });
});

describe('SubmitPfsHelpTicket', () => {
  it('stores a PFS ticket and emails programme staff and the submitter', async () => {
    const res = await submit(validTicket());
    expect(res.json()).toMatchObject({ isSuccessful: true, message: helpTicketMessages.submitted });
    const id = res.json().value as number;
    const [row] = await ctx.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, id));
    expect(row).toMatchObject({
      source: 'PFS',
      status: 'New',
      fullName: "Mary-Jo O'Hara",
      facilityName: 'PFS Clinic',
      categoryId: 4,
      priorityId: 1,
    });
    expect(row?.guid).toMatch(/^[0-9a-f-]{36}$/);
    const mail = await ctx.db.select().from(emailOutbox);
    const staff = mail.find((m) => m.toAddress === ctx.config.programStaffEmail);
    expect(staff?.subject).toContain(`#${id}`);
    expect(staff?.textBody).toContain('Cannot open form PF-12?');
    expect(mail.find((m) => m.toAddress === 'mary.jo@clinic.example.com')?.subject).toContain(`#${id}`);
    // Support Admins are notified in HOMER (decision 051).
    const notices = await ctx.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, supportAdmin));
    expect(notices.map((n) => [n.typeKey, n.link])).toContainEqual([
      'helpdesk.ticket-submitted',
      `support/tickets/edit/${id}`,
    ]);
  });

  it('stores an account request with HOMER lists in register mode', async () => {
    const res = await submit({
      ...validTicket(),
      isRegister: true,
      facilityId: homerOnlyFacility,
      categoryId: 5,
    });
    expect(res.json().isSuccessful).toBe(true);
    const [row] = await ctx.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, res.json().value));
    expect(row).toMatchObject({ source: 'Registration', categoryId: 5, facilityName: 'HOMER Pharmacy' });
  });

  it('refuses choices the mode does not offer and stores nothing', async () => {
    const before = await ticketCount();
    for (const body of [
      { ...validTicket(), facilityId: homerOnlyFacility },
      { ...validTicket(), categoryId: 5 },
      { ...validTicket(), isRegister: true, categoryId: 6 },
      { ...validTicket(), priorityId: 9 },
    ]) {
      expect((await submit(body)).json()).toMatchObject({
        isSuccessful: false,
        message: helpTicketMessages.unknownChoice,
      });
    }
    expect(await ticketCount()).toBe(before);
  });

  const m = helpTicketMessages;
  const rejected: Array<[string, object, string]> = [
    ['missing full name', { fullName: '' }, m.fullNameRequired],
    ['long full name', { fullName: 'a'.repeat(helpTicketLimits.fullName + 1) }, m.fullNameMax],
    ['digits in full name', { fullName: 'Mary 2' }, m.fullNamePattern],
    ['missing email', { email: '' }, m.emailRequired],
    ['long email', { email: `${'a'.repeat(95)}@x.com` }, m.emailMax],
    ['invalid email', { email: 'mary@clinic' }, m.emailInvalid],
    ['five-letter ending', { email: 'mary@clinic.abcde' }, m.emailInvalid],
    ['missing phone', { phoneNumber: '' }, m.phoneRequired],
    ['bad phone', { phoneNumber: '555-01' }, m.phoneInvalid],
    ['missing facility', { facilityId: 0 }, m.facilityRequired],
    ['missing category', { categoryId: null }, m.categoryRequired],
    ['missing priority', { priorityId: 0 }, m.priorityRequired],
    ['missing subject', { subject: ' ' }, m.subjectRequired],
    ['long subject', { subject: 'a'.repeat(helpTicketLimits.subject + 1) }, m.subjectMax],
    ['markup in subject', { subject: '<b>help</b>' }, m.subjectPattern],
    ['missing description', { description: '' }, m.descriptionRequired],
    ['long description', { description: 'a'.repeat(helpTicketLimits.description + 1) }, m.descriptionMax],
    ['comma in description', { description: 'Hello, world' }, m.descriptionPattern],
  ];
  it.each(rejected)('rejects %s with its message and stores nothing', async (_name, change, message) => {
    const before = await ticketCount();
    const res = await submit({ ...validTicket(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a ticked honeypot, a missing captcha and a reused captcha', async () => {
    const before = await ticketCount();
    const honey = await submit({ ...validTicket(), honeyPot: true });
    expect(honey.statusCode).toBe(400);
    expect(honey.json().message).toBe(publicFormMessages.honeyPot);
    const missing = await submit(validTicket(), '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(publicFormMessages.captchaRequired);
    const captcha = await solveCaptcha(ctx.app);
    expect((await submit(validTicket(), captcha)).json().isSuccessful).toBe(true);
    const replay = await submit(validTicket(), captcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(publicFormMessages.captchaRejected);
    expect(await ticketCount()).toBe(before + 1);
  });
});
