import { Module, Role } from '@homer/contracts/access';
import { budgetMessages } from '@homer/contracts/ba-budgets';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import type { HerosPublicApplication } from '@homer/contracts/heros-public';
import { count, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory } from '../db/schema/core.ts';
import { helpDeskFeedback } from '../db/schema/help-desk.ts';
import { herosAgencies, herosApplications } from '../db/schema/heros.ts';
import { rxConnectsDonors, rxConnectsRepositories } from '../db/schema/rx-connects.ts';
import { createSignedInUser } from './create-signed-in-user.ts';
import { nextRemoteAddress } from './next-remote-address.ts';
import { validDonor, validRepository } from './rx-connects-bodies.ts';
import { seedFullDemo } from './seed-full-demo.ts';
import { submitPublicForm } from './submit-public-form.ts';
import { bearer, createTestContext, type TestContext } from './test-context.ts';
import { tallahasseeAddress } from './verified-address.ts';

// The four classes of input that got a 500 from a fuzz run (issue 8), each with the issue's own example. Before
// the contracts' id and text rules, each reached PostgreSQL: 22003 (integer out of range), 22021 (NUL), 22P02
// (lone surrogate in jsonb), 22001 (value too long); the empty city was stored.

let ctx: TestContext;
let baToken: string;
let round: HerosPublicApplication;

beforeAll(async () => {
  ctx = await createTestContext();
  // An open HEROS round, facilities and survey links, as a visitor finds them.
  await seedFullDemo(ctx.db, ctx.config);
  ({ token: baToken } = await createSignedInUser(ctx, {
    userName: 'ba-reader',
    access: [{ module: Module.BA, role: Role.User }],
  }));
  round = (
    await ctx.app.inject({ method: 'GET', url: '/api/PublicHEROS/GetPublicApplication' })
  ).json() as HerosPublicApplication;
});
afterAll(() => ctx.close());

const rows = async (table: PgTable) => (await ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** Submits a public form and expects the 400 the contract gives, with nothing stored in `tables`. */
async function expectRefused(url: string, body: object, message: string, tables: PgTable[]) {
  const before = await Promise.all(tables.map(rows));
  const res = await submitPublicForm(ctx.app, url, body);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(message);
  expect(await Promise.all(tables.map(rows))).toEqual(before);
}

const address = tallahasseeAddress;

const donor = validDonor;
const repository = validRepository;

let agencies = 0;
function herosApplication(agency: Record<string, unknown> = {}) {
  agencies += 1;
  return {
    agency: {
      agencyName: `Input Rules Fire Rescue ${agencies}`,
      agencyAbbreviation: 'IRFR',
      fein: '',
      mmcapAccountNumber: '',
      isMmcap: false,
      mmcapAnticipatedDate: '',
      taxStatus: 3,
      otherTaxStatus: '',
      emsStateId: '',
      county: 36,
      operationCounty: 36,
      orgType: 2,
      otherOrgType: '',
      agencySmartyAddress: address,
      shipSmartyAddress: {
        ...address,
        street: '808 E Zack St',
        city: 'Tampa',
        zip: '33602',
        formattedAddress: '808 E Zack St, Tampa FL 33602',
      },
      useAgencyInfoForShipInfo: false,
      shippingInformation: '',
      agencyHeadName: 'Pat Chief',
      agencyHeadTitle: 'Fire Chief',
      agencyHeadEmail: 'chief@irfr.example.com',
      agencyHeadPhoneNumber: '(850) 555-0100',
      primaryName: 'Sam Primary',
      primaryTitle: 'EMS Captain',
      primaryEmail: 'primary@irfr.example.com',
      primaryPhone: '850-555-0101',
      secondaryName: 'Lee Second',
      secondaryTitle: 'Lieutenant',
      secondaryEmail: 'second@irfr.example.com',
      secondaryPhone: '850-555-0102',
      tertiaryName: '',
      tertiaryTitle: '',
      tertiaryEmail: '',
      tertiaryPhone: '',
      ...agency,
    },
    application: {
      roundId: round.roundId,
      orderOptions: round.orderOptions.map((option) => ({ ...option, dosesRequested: 10 })),
      overdosesPreviousYear: '42',
      percentageTrainedNaloxone: '85%',
      narrative: 'Our crews respond to many overdoses.',
      oathAcceptedNew: true,
      oathDateTimeNew: new Date(Date.now() - 60_000).toISOString(),
    },
    confirmedMessages: [],
    website: '',
  };
}

describe('ids above 2147483647', () => {
  const getBudget = (id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/BA/GetBudget?id=${id}`, headers: bearer(baToken) });

  it('GET api/BA/GetBudget?id=2147483648 is refused with a 400; the largest id is still looked up', async () => {
    const tooBig = await getBudget('2147483648');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(fieldMessages.id);
    const largest = await getBudget(String(maxId));
    expect(largest.statusCode).toBe(404);
    expect(largest.json().message).toBe(budgetMessages.notFound);
  });

  it('a donor form naming facility type 2147483648 is refused and stores nothing', async () => {
    await expectRefused(
      '/api/PublicDonorRegistration/SaveDonor/',
      { ...donor(), facilityTypeId: 2_147_483_648 },
      'Type of Facility is required.',
      [rxConnectsDonors],
    );
  });
});

describe('a NUL character in any string', () => {
  it('POST api/Account/Login {"userName":"a\\u0000b","password":"x"} is refused and logs no attempt', async () => {
    const before = await rows(loginHistory);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      remoteAddress: nextRemoteAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":"a\\u0000b","password":"x"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: fieldMessages.characters,
      errors: [{ path: 'userName', message: fieldMessages.characters }],
    });
    expect(await rows(loginHistory)).toBe(before);
  });

  it('is refused in donor, repository and HEROS text fields, storing nothing', async () => {
    await expectRefused(
      '/api/PublicDonorRegistration/SaveDonor/',
      { ...donor(), contactName: 'Dana\u0000Director' },
      fieldMessages.characters,
      [rxConnectsDonors],
    );
    await expectRefused(
      '/api/PublicRepositoryRegister/saveRepository/',
      { ...repository(), licenseNumber: 'PH\u000012345' },
      fieldMessages.characters,
      [rxConnectsRepositories],
    );
    await expectRefused(
      '/api/PublicHEROS/SavePublicApplication',
      herosApplication({ agencyHeadTitle: 'Fire\u0000Chief' }),
      fieldMessages.characters,
      [herosAgencies, herosApplications],
    );
  });

  it('is refused in a feedback comment, and the survey stays unanswered', async () => {
    const [survey] = await ctx.db
      .select({
        id: helpDeskFeedback.id,
        ticketId: helpDeskFeedback.helpDeskTicketId,
        guid: helpDeskFeedback.guid,
      })
      .from(helpDeskFeedback)
      .where(isNull(helpDeskFeedback.rating))
      .limit(1);
    if (!survey) throw new Error('the demo data has no open feedback survey');
    const unanswered = async () =>
      (await ctx.db.select({ n: count() }).from(helpDeskFeedback).where(isNull(helpDeskFeedback.rating)))[0]
        ?.n;
    const before = await unanswered();
    const res = await submitPublicForm(ctx.app, '/api/HelpDesk/HelpDeskFeedback/Save', {
      id: survey.id,
      helpDeskTicketId: survey.ticketId,
      guid: survey.guid,
      rating: 4,
      comment: 'Quick\u0000fix, thanks',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fieldMessages.characters);
    expect(await unanswered()).toBe(before);
  });
});

describe('a lone surrogate', () => {
  it('in a HEROS shipping address is refused and stores no agency or application', async () => {
    const application = herosApplication();
    application.agency.shipSmartyAddress = {
      ...application.agency.shipSmartyAddress,
      street: '808 E Zack St \ud800',
    };
    await expectRefused('/api/PublicHEROS/SavePublicApplication', application, fieldMessages.characters, [
      herosAgencies,
      herosApplications,
    ]);
  });
});

describe('text longer than its column', () => {
  const longCity = { ...address, city: 'C'.repeat(51) };

  it('a donor or repository city of 51 characters is refused and stores nothing', async () => {
    const message = 'City cannot be longer than 50 characters.';
    await expectRefused('/api/PublicDonorRegistration/SaveDonor/', donor(longCity), message, [
      rxConnectsDonors,
    ]);
    await expectRefused('/api/PublicRepositoryRegister/saveRepository/', repository(longCity), message, [
      rxConnectsRepositories,
    ]);
  });

  it('SaveDonor refuses an empty or blank city instead of storing it', async () => {
    for (const city of ['', '   ']) {
      await expectRefused(
        '/api/PublicDonorRegistration/SaveDonor/',
        donor({ ...address, city }),
        'City is required.',
        [rxConnectsDonors],
      );
    }
  });

  it('a city of exactly 50 characters is still accepted and stored', async () => {
    const before = await rows(rxConnectsDonors);
    const res = await submitPublicForm(
      ctx.app,
      '/api/PublicDonorRegistration/SaveDonor/',
      donor({ ...address, city: 'C'.repeat(50) }),
    );
    expect(res.json()).toMatchObject({ isSuccessful: true });
    expect(await rows(rxConnectsDonors)).toBe(before + 1);
  });
});
