import type { VerifiedAddress } from '@homer/contracts/address';
import {
  emptyFein,
  type HerosSavePublicApplicationBody,
  herosApplicationStatus,
  herosMessages,
  herosMmcapStep,
  herosNextSteps,
} from '@homer/contracts/heros-public';
import { publicFormMessages } from '@homer/contracts/public-form';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  herosAgencies,
  herosApplicationOrders,
  herosApplications,
  herosOrderOptions,
  herosRounds,
} from '../../db/schema/heros.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { solveCaptcha } from '../../test/captcha.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { tallahasseeAddress } from '../../test/verified-address.ts';
import { agencyExistsMessage } from './service.ts';

let ctx: TestContext;
let roundId = 0;
let optionIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: nextRemoteAddress() });
const save = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/PublicHEROS/SavePublicApplication',
    payload: payload as Record<string, unknown>,
    remoteAddress: nextRemoteAddress(),
  });

const tallahassee = tallahasseeAddress;
const tampa: VerifiedAddress = {
  street: '808 E Zack St',
  secondary: 'Dock 2',
  city: 'Tampa',
  state: 'FL',
  zip: '33602',
  countyName: 'Hillsborough',
  countyId: 28,
  formattedAddress: '808 E Zack St Dock 2, Tampa FL 33602',
};

let agencyCounter = 0;
type Body = HerosSavePublicApplicationBody;

async function validBody(change: (body: Body) => void = () => undefined): Promise<Body> {
  agencyCounter += 1;
  const body: Body = {
    agency: {
      agencyName: `Test Fire Rescue ${agencyCounter}`,
      agencyAbbreviation: 'tfr',
      fein: '',
      mmcapAccountNumber: '',
      isMmcap: false,
      mmcapAnticipatedDate: '2027-01-15',
      taxStatus: 3,
      otherTaxStatus: '',
      emsStateId: '12345',
      county: 36,
      operationCounty: 36,
      orgType: 2,
      otherOrgType: '',
      agencySmartyAddress: tallahassee,
      shipSmartyAddress: tampa,
      useAgencyInfoForShipInfo: false,
      shippingInformation: 'Deliver weekdays 8-4',
      agencyHeadName: 'Pat Chief',
      agencyHeadTitle: 'Fire Chief',
      agencyHeadEmail: 'chief@tfr.example',
      agencyHeadPhoneNumber: '(850) 555-0100',
      primaryName: 'Sam Primary',
      primaryTitle: 'EMS Captain',
      primaryEmail: `primary${agencyCounter}@tfr.example`,
      primaryPhone: '850-555-0101',
      secondaryName: 'Lee Second',
      secondaryTitle: 'Lieutenant',
      secondaryEmail: 'second@tfr.example',
      secondaryPhone: '850-555-0102',
      tertiaryName: '',
      tertiaryTitle: '',
      tertiaryEmail: '',
      tertiaryPhone: '',
    },
    application: {
      roundId,
      orderOptions: optionIds.map((orderId, i) => ({
        applicantOrderId: 0,
        orderId,
        optionName: 'ignored',
        dosage: 'ignored',
        dosesRequested: (i + 1) * 100,
      })),
      overdosesPreviousYear: '42',
      percentageTrainedNaloxone: '85%',
      narrative: 'Our crews respond to many overdoses.',
      oathAcceptedNew: true,
      oathDateTimeNew: new Date(Date.now() - 60_000).toISOString(),
    },
    confirmedMessages: [],
    website: '',
    honeyPot: false,
    recaptcha: await solveCaptcha(ctx.app),
  };
  change(body);
  return body;
}

// Changes for `validBody` that set some fields of one part of the body.
const withAgency = (patch: Partial<Body['agency']>) => (b: Body) => {
  Object.assign(b.agency, patch);
};
const withApplication = (patch: Partial<Body['application']>) => (b: Body) => {
  Object.assign(b.application, patch);
};
const withBody = (patch: Partial<Body>) => (b: Body) => {
  Object.assign(b, patch);
};

async function storedAgency(id: number) {
  const [agency] = await ctx.db.select().from(herosAgencies).where(eq(herosAgencies.id, id));
  return agency;
}

async function storedApplication(id: number) {
  const [application] = await ctx.db.select().from(herosApplications).where(eq(herosApplications.id, id));
  return application;
}

async function counts() {
  const [row] = await ctx.db
    .execute<{ agencies: number; applications: number; orders: number; mail: number }>(
      sql`select
      (select count(*)::int from heros_agencies) as agencies,
      (select count(*)::int from heros_applications) as applications,
      (select count(*)::int from heros_application_orders) as orders,
      (select count(*)::int from email_outbox) as mail`,
    )
    .then((r) => r.rows);
  return row;
}

/** Sends the body and expects it refused with `message` (400 or a refusal envelope), nothing stored. */
async function expectRefused(body: Body, message: string, status: 200 | 400 = 400) {
  const before = await counts();
  const res = await save(body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().isSuccessful).toBe(false);
  expect(res.json().message).toBe(message);
  expect(await counts()).toEqual(before);
}

describe('HEROS public application with no open round', () => {
  it('reports round 0 and refuses a submission with the closed message', async () => {
    const res = await get('/api/PublicHEROS/GetPublicApplication');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      roundId: 0,
      orderOptions: [],
      programEmail: ctx.config.programStaffEmail,
      // Not configured here: the thank-you and the email send applicants to programme staff for the form.
      mmcapFormUrl: null,
    });
    await expectRefused(await validBody(), herosMessages.closed, 200);
  });

  it('offers the MMCAP application form the programme configures', async () => {
    const url = 'https://forms.example.org/mmcap-application.pdf';
    const configured = await createTestContext(undefined, { HEROS_MMCAP_FORM_URL: url });
    try {
      const res = await configured.app.inject({
        method: 'GET',
        url: '/api/PublicHEROS/GetPublicApplication',
      });
      expect(res.json().mmcapFormUrl).toBe(url);
    } finally {
      await configured.close();
    }
  });

  it('treats a round outside its dates as closed', async () => {
    await ctx.db.insert(herosRounds).values({
      name: 'Future round',
      isOpen: true,
      opensAt: new Date(Date.now() + 86_400_000),
    });
    expect((await get('/api/PublicHEROS/GetPublicApplication')).json().roundId).toBe(0);
    await ctx.db.delete(herosRounds);
  });
});

describe('HEROS public application', () => {
  beforeAll(async () => {
    await withTx(ctx.db, systemActor, async (tx) => {
      const [round] = await tx.insert(herosRounds).values({ name: 'Round 7', isOpen: true }).returning();
      roundId = round?.id ?? 0;
      const options = await tx
        .insert(herosOrderOptions)
        .values([
          { roundId, optionName: 'Naloxone nasal spray', dosage: '4 mg', sortOrder: 1 },
          { roundId, optionName: 'Naloxone injection', dosage: '0.4 mg/mL', sortOrder: 2 },
        ])
        .returning();
      optionIds = options.map((o) => o.id);
      await tx.insert(herosAgencies).values(
        ['Zephyrhills Fire Rescue', 'Apalachicola Fire 100% Volunteer', 'Alachua County Fire Rescue'].map(
          (agencyName, i) => ({
            agencyName,
            agencyAbbreviation: ['ZFR', 'AFV', 'ACFR'][i] ?? '',
            fein: emptyFein,
            taxStatusId: 3,
            countyId: 1,
            operationCountyId: 1,
            orgTypeId: 2,
            agencyAddress: tallahassee,
            shipAddress: tallahassee,
            agencyHeadName: 'A',
            agencyHeadTitle: 'B',
            agencyHeadEmail: 'a@b.example',
            agencyHeadPhoneNumber: '850-555-0100',
            primaryName: 'P',
            primaryTitle: 'T',
            primaryEmail: 'p@b.example',
            primaryPhone: '850-555-0100',
          }),
        ),
      );
    });
  });

  it('offers the open round with its order options (Strength = dosage)', async () => {
    const res = await get('/api/PublicHEROS/GetPublicApplication');
    expect(res.json()).toMatchObject({
      roundId,
      roundName: 'Round 7',
      applicationStatus: herosApplicationStatus.submitted,
      orderOptions: [
        { orderId: optionIds[0], optionName: 'Naloxone nasal spray', dosage: '4 mg', dosesRequested: 0 },
        { orderId: optionIds[1], optionName: 'Naloxone injection', dosage: '0.4 mg/mL', dosesRequested: 0 },
      ],
    });
  });

  it('finds agencies by part of their name, case-insensitively, sorted by name', async () => {
    const check = await get('/api/PublicHEROS/CheckForAgencies/?agency=fire%20RESCUE');
    expect(check.json()).toBe(true);
    expect((await get('/api/PublicHEROS/CheckForAgencies/?agency=Nowhere%20Police')).json()).toBe(false);
    const list = await get('/api/PublicHEROS/GetAgenciesByInput?agency=fire%20rescue');
    expect(list.json()).toEqual([
      expect.objectContaining({ agencyName: 'Alachua County Fire Rescue', agencyAbbreviation: 'ACFR' }),
      expect.objectContaining({ agencyName: 'Zephyrhills Fire Rescue', agencyAbbreviation: 'ZFR' }),
    ]);
    // The visitor's % is a character, not a wildcard.
    const percent = await get('/api/PublicHEROS/GetAgenciesByInput?agency=100%25');
    expect(percent.json().map((a: { agencyName: string }) => a.agencyName)).toEqual([
      'Apalachicola Fire 100% Volunteer',
    ]);
    expect((await get('/api/PublicHEROS/GetAgenciesByInput?agency=1%25')).json()).toEqual([]);
  });

  it('refuses an empty or over-long agency search', async () => {
    const empty = await get('/api/PublicHEROS/CheckForAgencies/?agency=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(herosMessages.agencyNameRequired);
    const long = await get(`/api/PublicHEROS/GetAgenciesByInput?agency=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(herosMessages.agencyNameTooLong);
  });

  it('limits agency searches per address', async () => {
    const from = (n: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/PublicHEROS/CheckForAgencies/?agency=x${n}`,
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 60; i += 1) expect((await from(i)).statusCode).toBe(200);
    expect((await from(61)).statusCode).toBe(429);
  });

  it('lists tax statuses, organisation types (Other marked) and counties', async () => {
    const tax = (await get('/api/PublicHEROS/HEROSOrgTaxStatuses')).json();
    expect(tax.at(-1)).toEqual({ value: 99, text: 'Other', additionalData: 'other' });
    expect(tax[0].additionalData).toBeNull();
    const types = (await get('/api/PublicHEROS/HEROSOrgTypes')).json();
    expect(types).toContainEqual({ value: 99, text: 'Other', additionalData: 'other' });
    expect(types).toContainEqual(expect.objectContaining({ value: 1, text: 'Fire Department' }));
    const counties = (await get('/api/PublicHEROS/Counties')).json();
    expect(counties).toHaveLength(67);
    expect(counties[0]).toMatchObject({ value: 1, text: 'Alachua' });
  });

  it('stores a new agency and its public application, and mails the primary contact and staff', async () => {
    // The browser's copy of the address is not trusted: the server verifies it again.
    const body = await validBody(
      withAgency({ agencySmartyAddress: { ...tallahassee, countyName: 'Made Up', countyId: 99 } }),
    );
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: herosMessages.saved });
    const { applicationId, agencyId } = res.json().model;

    const agency = await storedAgency(agencyId);
    expect(agency).toMatchObject({
      agencyName: body.agency.agencyName,
      agencyAbbreviation: 'TFR',
      fein: emptyFein,
      mmcapAnticipatedDate: '2027-01-15',
      taxStatusId: 3,
      countyId: 36,
      orgTypeId: 2,
      emsStateId: '12345',
      useAgencyInfoForShipInfo: false,
      shippingInformation: 'Deliver weekdays 8-4',
      secondaryEmail: 'second@tfr.example',
    });
    expect(agency?.agencyAddress).toMatchObject({ countyName: 'Leon', countyId: 36, zip: '32399' });
    expect(agency?.shipAddress).toMatchObject({
      city: 'Tampa',
      secondary: 'Dock 2',
      countyName: 'Hillsborough',
    });

    const application = await storedApplication(applicationId);
    expect(application).toMatchObject({
      roundId,
      agencyId,
      isPublicSubmit: true,
      applicationStatus: herosApplicationStatus.submitted,
      overdosesPreviousYear: '42',
      percentageTrainedNaloxone: '85%',
      oathAcceptedNew: true,
    });
    expect(application?.oathDateTimeNew?.toISOString()).toBe(body.application.oathDateTimeNew);
    const orders = await ctx.db
      .select()
      .from(herosApplicationOrders)
      .where(eq(herosApplicationOrders.applicationId, applicationId));
    expect(orders.map((o) => [o.orderOptionId, o.dosesRequested])).toEqual([
      [optionIds[0], 100],
      [optionIds[1], 200],
    ]);

    const mail = await ctx.db.select().from(emailOutbox);
    const toPrimary = mail.find((m) => m.toAddress === body.agency.primaryEmail);
    expect(toPrimary?.subject).toBe('HEROS application received - next steps');
    for (const step of herosNextSteps) expect(toPrimary?.textBody).toContain(step);
    expect(toPrimary?.textBody).toContain(
      `${herosMmcapStep} Ask ${ctx.config.programStaffEmail} for the form.`,
    );
    const toStaff = mail.find((m) => m.toAddress === ctx.config.programStaffEmail);
    expect(toStaff?.subject).toBe(`New HEROS application: ${body.agency.agencyName}`);
    expect(toStaff?.textBody).toContain('Naloxone nasal spray (4 mg): 100');
  });

  it('copies the agency address for shipping when same-as-agency is on', async () => {
    const body = await validBody(
      withAgency({ useAgencyInfoForShipInfo: true, shipSmartyAddress: null, fein: '59-1234567' }),
    );
    const res = await save(body);
    expect(res.json().isSuccessful, res.body).toBe(true);
    const agency = await storedAgency(res.json().model.agencyId);
    expect(agency?.shipAddress).toEqual(agency?.agencyAddress);
    expect(agency?.fein).toBe('59-1234567');
  });

  it('keeps the oath time no later than the server clock', async () => {
    const body = await validBody(
      withApplication({ oathDateTimeNew: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const res = await save(body);
    const application = await storedApplication(res.json().model.applicationId);
    expect(application?.oathDateTimeNew?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  describe('spec §5 rules: the message, and nothing stored', () => {
    const cases: Array<[string, (b: Body) => void, string]> = [
      ['agency name over 100', withAgency({ agencyName: 'a'.repeat(101) }), herosMessages.agencyNameTooLong],
      ['agency name empty', withAgency({ agencyName: '  ' }), herosMessages.agencyNameRequired],
      [
        'abbreviation over 5 letters',
        withAgency({ agencyAbbreviation: 'ABCDEF' }),
        herosMessages.abbreviationTooLong,
      ],
      [
        'abbreviation not letters',
        withAgency({ agencyAbbreviation: 'AB1' }),
        herosMessages.abbreviationLetters,
      ],
      ['FEIN malformed', withAgency({ fein: '12-34' }), herosMessages.feinFormat],
      ['EMS State ID not numeric', withAgency({ emsStateId: '12A' }), herosMessages.emsStateIdNumeric],
      [
        'text field over 100',
        withAgency({ agencyHeadTitle: 't'.repeat(101) }),
        'Agency Head Title cannot be longer than 100 characters.',
      ],
      ['primary email invalid', withAgency({ primaryEmail: 'not-an-email' }), herosMessages.invalidEmail],
      ['phone invalid', withAgency({ primaryPhone: '555' }), herosMessages.invalidPhone],
      [
        'percentage over 4',
        withApplication({ percentageTrainedNaloxone: '85.5%' }),
        herosMessages.percentageTooLong,
      ],
      [
        'overdoses not digits',
        withApplication({ overdosesPreviousYear: '4 2' }),
        herosMessages.overdosesDigits,
      ],
      [
        'overdoses over 100',
        withApplication({ overdosesPreviousYear: '1'.repeat(101) }),
        'Overdoses in the Previous Year cannot be longer than 100 characters.',
      ],
      ['doses below 0', (b) => setDoses(b, -1), herosMessages.dosesRange],
      ['doses above 999999', (b) => setDoses(b, 1_000_000), herosMessages.dosesRange],
      ['doses not whole', (b) => setDoses(b, 1.5), herosMessages.dosesRange],
      [
        'narrative over 2500',
        withApplication({ narrative: 'n'.repeat(2501) }),
        herosMessages.narrativeTooLong,
      ],
      [
        'hidden website field filled',
        withBody({ website: 'http://spam.example' }),
        publicFormMessages.honeyPot,
      ],
      ['honeypot ticked', withBody({ honeyPot: true }), publicFormMessages.honeyPot],
      ['oath not accepted', withApplication({ oathAcceptedNew: false }), herosMessages.oathRequired],
      [
        'no addresses',
        withAgency({ agencySmartyAddress: null, shipSmartyAddress: null }),
        herosMessages.noAddresses,
      ],
      ['no agency address', withAgency({ agencySmartyAddress: null }), herosMessages.noAgencyAddress],
      ['no shipping address', withAgency({ shipSmartyAddress: null }), herosMessages.noShippingAddress],
      ['no captcha', withBody({ recaptcha: '' }), publicFormMessages.captchaRequired],
    ];
    it.each(cases)('%s', async (_name, change, message) => {
      await expectRefused(await validBody(change), message);
    });

    it('a reused captcha solution', async () => {
      const first = await validBody();
      expect((await save(first)).json().isSuccessful).toBe(true);
      const again = await validBody(withBody({ recaptcha: first.recaptcha }));
      await expectRefused(again, publicFormMessages.captchaRejected);
    });
  });

  describe('rules the server checks against its data: the message, and nothing stored', () => {
    const refusals: Array<[string, (b: Body) => void, string]> = [
      [
        'an agency address the address service does not accept',
        withAgency({ agencySmartyAddress: { ...tallahassee, state: 'GA' } }),
        herosMessages.noAgencyAddress,
      ],
      [
        'a shipping address the address service does not accept',
        withAgency({ shipSmartyAddress: { ...tampa, zip: '99999' } }),
        herosMessages.noShippingAddress,
      ],
      [
        'neither address accepted',
        withAgency({
          agencySmartyAddress: { ...tallahassee, street: 'Main Street' },
          shipSmartyAddress: { ...tampa, street: 'Zack Street' },
        }),
        herosMessages.noAddresses,
      ],
      [
        'no complete secondary contact, not confirmed',
        withAgency({ secondaryEmail: '' }),
        herosMessages.noSecondaryContact,
      ],
      [
        'tax status Other without a description',
        withAgency({ taxStatus: 99 }),
        herosMessages.otherTaxStatusRequired,
      ],
      [
        'organisation type Other without a description',
        withAgency({ orgType: 99 }),
        herosMessages.otherOrgTypeRequired,
      ],
      ['an unknown tax status', withAgency({ taxStatus: 12345 }), herosMessages.unknownChoice],
      ['an unknown county', withAgency({ operationCounty: 999 }), herosMessages.unknownChoice],
      [
        'an order option of another round',
        (b) => {
          const [first] = b.application.orderOptions;
          if (first) first.orderId = 987654;
        },
        herosMessages.unknownOrderOption,
      ],
      // A function, not a patch: the round is created after the cases are collected.
      [
        'an old round id',
        (b) => {
          b.application.roundId = roundId + 100;
        },
        herosMessages.closed,
      ],
    ];
    it.each(refusals)('%s', async (_name, change, message) => {
      await expectRefused(await validBody(change), message, 200);
    });

    it('an agency name already in the system, whatever the case', async () => {
      await expectRefused(
        await validBody(withAgency({ agencyName: 'zephyrhills FIRE rescue' })),
        agencyExistsMessage('zephyrhills FIRE rescue', ctx.config.programStaffEmail),
        200,
      );
    });
  });

  it('accepts a missing secondary contact once the submitter confirmed the warning', async () => {
    const body = await validBody(
      withAgency({
        secondaryName: '',
        secondaryTitle: '',
        secondaryEmail: '',
        secondaryPhone: '',
        taxStatus: 99,
        otherTaxStatus: 'Fire district',
      }),
    );
    body.confirmedMessages = [herosMessages.noSecondaryContact];
    const res = await save(body);
    expect(res.json().isSuccessful, res.body).toBe(true);
  });

  it('refuses the later of two applications for one agency name racing past the name check', async () => {
    const first = await save(await validBody());
    expect(first.json().isSuccessful, first.body).toBe(true);
    const racing = await validBody(withAgency({ agencyName: 'Racing Rescue' }));
    const before = await counts();
    // The first agency takes the name in a transaction still open: the check before the insert does not see
    // it, so the insert waits on the unique name index and fails once that transaction commits.
    const pending = await withTx(ctx.db, systemActor, async (tx) => {
      await tx
        .update(herosAgencies)
        .set({ agencyName: 'Racing Rescue' })
        .where(eq(herosAgencies.id, first.json().model.agencyId));
      const response = save(racing);
      let settled = false;
      void response.finally(() => {
        settled = true;
      });
      const waiting = async () => {
        const { rows } = await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike 'insert into "heros_agencies"%'`,
        );
        return (rows[0]?.n ?? 0) > 0;
      };
      while (!settled && !(await waiting())) await new Promise((resolve) => setTimeout(resolve, 20));
      return { response };
    });
    const res = await pending.response;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccessful: false,
      message: agencyExistsMessage('Racing Rescue', ctx.config.programStaffEmail),
    });
    expect(await counts()).toEqual(before);
  });
});

function setDoses(body: Body, doses: number) {
  const first = body.application.orderOptions[0];
  if (first) first.dosesRequested = doses;
}
