import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { publicFormMessages } from '@homer/contracts/public-form';
import { RxConnectsStatus, rxConnectsMessages } from '@homer/contracts/rx-connects';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { rxConnectsDonors, rxConnectsRepositories } from '../../db/schema/rx-connects.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { validDonor, validRepository } from '../../test/rx-connects-bodies.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';
import { tallahasseeAddress } from '../../test/verified-address.ts';

let ctx: TestContext;
let rxUser: string;
let baUser: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, { userName: 'rx-user', access: [{ module: Module.RxConnects, role: Role.User }] });
  await createUser(ctx.db, { userName: 'ba-only', access: [{ module: Module.BA, role: Role.SystemAdmin }] });
  rxUser = await signIn(ctx.app, 'rx-user');
  baUser = await signIn(ctx.app, 'ba-only');
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(rxConnectsDonors);
  await ctx.db.delete(rxConnectsRepositories);
  await ctx.db.delete(emailOutbox);
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: nextRemoteAddress() });
const saveDonor = (body: object, captcha?: string) =>
  submitPublicForm(ctx.app, '/api/PublicDonorRegistration/SaveDonor/', body, captcha);
const saveRepository = (body: object, captcha?: string) =>
  submitPublicForm(ctx.app, '/api/PublicRepositoryRegister/saveRepository/', body, captcha);
const donorCount = async () => (await ctx.db.select().from(rxConnectsDonors)).length;
const repositoryCount = async () => (await ctx.db.select().from(rxConnectsRepositories)).length;

describe('Rx Connects lists', () => {
  it('serves the facility types, licensing agencies and county look-ups', async () => {
    const donorTypes = (await get('/api/PublicDonorRegistration/RxConnectsDonorFacilityType')).json();
    expect(donorTypes).toContainEqual({ value: 3, text: 'Nursing Home Facility' });
    const facilityTypes = (await get('/api/PublicRepositoryRegister/RxConnectsFacilityType')).json();
    expect(facilityTypes).toContainEqual({ value: 1, text: 'Pharmacy' });
    const agencies = (await get('/api/PublicSelect/RxConnectsLicensingAgencies')).json();
    expect(agencies).toContainEqual({ value: 1, text: 'Board of Pharmacy' });
    for (const base of ['/api/PublicDonorRegistration', '/api/PublicRepositoryRegister']) {
      expect((await get(`${base}/GetCountyByName?countyName=Leon`)).json()).toBe(36);
      expect((await get(`${base}/GetCountyByName?countyName=miami-dade%20county`)).json()).toBe(43);
      expect((await get(`${base}/GetCountyByName?countyName=Atlantis`)).json()).toBe(0);
      expect((await get(`${base}/GetCountyByName?countyName=`)).json()).toBe(0);
    }
  });
});

describe('donor registration', () => {
  it('stores a Pending donor with the server’s date, audits it and tells programme staff', async () => {
    const before = Date.now();
    const res = await saveDonor({ ...validDonor(), statusId: RxConnectsStatus.Approved });
    expect(res.json()).toMatchObject({ isSuccessful: true, message: rxConnectsMessages.donorSaved });
    const [row] = await ctx.db
      .select()
      .from(rxConnectsDonors)
      .where(eq(rxConnectsDonors.id, res.json().value));
    expect(row).toMatchObject({
      name: 'Sunrise Nursing Home',
      statusId: RxConnectsStatus.Pending,
      countyId: 36,
      zip: '32399',
      formattedAddress: '4052 Bald Cypress Way, Tallahassee FL 32399',
      contactPhone: '850-555-0124 ext. 12',
      isAttested: true,
    });
    expect(row?.dateSigned.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(eq(globalAudit.tableName, 'rx_connects_donors'));
    expect(audit.length).toBeGreaterThan(0);
    const mail = await ctx.db.select().from(emailOutbox);
    expect(mail).toEqual([
      expect.objectContaining({
        toAddress: ctx.config.programStaffEmail,
        subject: expect.stringContaining('donor'),
      }),
    ]);
  });

  it('accepts an empty optional telephone', async () => {
    expect((await saveDonor({ ...validDonor(), phoneNumber: '', comments: '' })).json().isSuccessful).toBe(
      true,
    );
  });

  it.each([
    ['name required', { name: ' ' }, 'Donor Name is required.'],
    ['facility type required', { facilityTypeId: 0 }, 'Type of Facility is required.'],
    ['email required', { emailAddress: '' }, 'Email is required.'],
    ['email valid', { emailAddress: 'donations@sunrise' }, rxConnectsMessages.invalidEmail],
    ['telephone pattern', { phoneNumber: '555-01' }, rxConnectsMessages.invalidPhone],
    ['address required', { smartyAddress: null }, rxConnectsMessages.addressRequired],
    ['county required', { countyId: 0 }, rxConnectsMessages.countyRequired],
    ['contact name required', { contactName: '' }, 'Contact Name is required.'],
    ['contact telephone required', { contactPhone: '' }, 'Contact Telephone is required.'],
    ['contact telephone pattern', { contactPhone: '12345' }, rxConnectsMessages.invalidPhone],
    ['signature required', { signature: '' }, 'Electronic Signature is required.'],
    ['date signed required', { dateSigned: '' }, rxConnectsMessages.dateSignedRequired],
    ['attestation required', { isAttested: false }, rxConnectsMessages.attestationRequired],
    ['status required', { statusId: 0 }, 'Status is required.'],
    ['comments max 250', { comments: 'x'.repeat(251) }, rxConnectsMessages.commentsTooLong],
    // Looks like a verified address, but the address service does not know it.
    [
      'address verified again',
      { smartyAddress: { ...tallahasseeAddress, zip: '99999' } },
      rxConnectsMessages.addressRequired,
    ],
    ['facility type exists', { facilityTypeId: 999 }, 'Type of Facility is required.'],
    ['county exists', { countyId: 999 }, rxConnectsMessages.countyRequired],
  ])('refuses a donor: %s, storing nothing', async (_rule, change, message) => {
    const res = await saveDonor({ ...validDonor(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await donorCount()).toBe(0);
  });

  it('creates only: a public form cannot overwrite a donor', async () => {
    const res = await saveDonor({ ...validDonor(), donorId: 5 });
    expect(res.json()).toMatchObject({ isSuccessful: false, message: rxConnectsMessages.publicCreatesOnly });
    expect(await donorCount()).toBe(0);
  });

  it('refuses a ticked honeypot and a missing captcha, storing nothing', async () => {
    const honey = await saveDonor({ ...validDonor(), honeyPot: true });
    expect(honey.statusCode).toBe(400);
    expect(honey.json().message).toBe(publicFormMessages.honeyPot);
    expect((await saveDonor(validDonor(), '')).json().message).toBe(publicFormMessages.captchaRequired);
    expect(await donorCount()).toBe(0);
  });
});

describe('repository registration', () => {
  it('stores a Pending repository that Rx Connects staff can load into the form', async () => {
    const res = await saveRepository(validRepository());
    expect(res.json()).toMatchObject({ isSuccessful: true, message: rxConnectsMessages.repositorySaved });
    const id = res.json().value;
    const url = `/api/RxConnects/Repository/GetRepositoryDetails/${id}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const denied = await ctx.app.inject({ method: 'GET', url, headers: bearer(baUser) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    const details = await ctx.app.inject({ method: 'GET', url, headers: bearer(rxUser) });
    expect(details.json()).toMatchObject({
      repositoryId: id,
      name: 'Capital Community Pharmacy',
      licensingAgencyID: 1,
      county: 'Leon',
      countyId: 36,
      zip: '32399',
      facilityType: 'Pharmacy',
      statusId: RxConnectsStatus.Pending,
      address: '4052 Bald Cypress Way, Tallahassee FL 32399',
      smartyAddress: { countyName: 'Leon', city: 'Tallahassee' },
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/RxConnects/Repository/GetRepositoryDetails/999999',
      headers: bearer(rxUser),
    });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.db.select().from(emailOutbox)).length).toBe(1);
  });

  it('accepts a website address as well as N/A', async () => {
    const res = await saveRepository({
      ...validRepository(),
      websiteAddress: 'https://capital.example.com/rx',
    });
    expect(res.json().isSuccessful).toBe(true);
  });

  it.each([
    ['name required', { name: '' }, 'Facility Name is required.'],
    ['name max 100', { name: 'x'.repeat(101) }, 'Facility Name cannot be longer than 100 characters.'],
    ['phone required', { phoneNumber: '' }, 'Phone Number is required.'],
    [
      'phone max 20',
      { phoneNumber: '+1 (850) 555-0150 x12' },
      'Phone Number cannot be longer than 20 characters.',
    ],
    ['phone pattern', { phoneNumber: '850-555' }, rxConnectsMessages.invalidPhone],
    ['license required', { licenseNumber: '' }, 'License Number is required.'],
    [
      'license max 50',
      { licenseNumber: 'x'.repeat(51) },
      'License Number cannot be longer than 50 characters.',
    ],
    ['website required', { websiteAddress: '' }, 'Website Address is required.'],
    [
      'website max 100',
      { websiteAddress: `${'a'.repeat(95)}.example` },
      'Website Address cannot be longer than 100 characters.',
    ],
    ['website shape', { websiteAddress: 'none at all' }, rxConnectsMessages.websiteInvalid],
    ['licensing agency required', { licensingAgencyID: 0 }, 'Licensing Agency is required.'],
    ['licensing agency exists', { licensingAgencyID: 999 }, 'Licensing Agency is required.'],
    [
      'license of issuing agency max 100',
      { licenseOfIssuingAgency: 'x'.repeat(101) },
      'License of Issuing Agency cannot be longer than 100 characters.',
    ],
    ['address max 200', { address: 'x'.repeat(201) }, 'Address cannot be longer than 200 characters.'],
    ['verified address required', { smartyAddress: null }, rxConnectsMessages.addressRequired],
    ['county required', { countyId: 0 }, rxConnectsMessages.countyRequired],
    ['email required', { emailAddress: '' }, 'Email Address is required.'],
    ['email valid', { emailAddress: 'rx at capital' }, rxConnectsMessages.invalidEmail],
    [
      'email max 100',
      { emailAddress: `${'a'.repeat(95)}@x.com` },
      'Email Address cannot be longer than 100 characters.',
    ],
    ['pharmacist required', { pharmacistName: '' }, 'Pharmacist Name is required.'],
    [
      'pharmacist max 100',
      { pharmacistName: 'x'.repeat(101) },
      'Pharmacist Name cannot be longer than 100 characters.',
    ],
    ['pharmacist phone pattern', { pharmacistContactPhone: 'call me' }, rxConnectsMessages.invalidPhone],
    [
      'pharmacist phone max 20',
      { pharmacistContactPhone: '850 555 0151 ext 1234' },
      'Pharmacist Contact Phone cannot be longer than 20 characters.',
    ],
    ['facility type required', { facilityTypeId: 0 }, 'Facility Type is required.'],
    ['signature required', { pharmacistSignature: '' }, 'Pharmacist Signature is required.'],
    [
      'signature max 100',
      { pharmacistSignature: 'x'.repeat(101) },
      'Pharmacist Signature cannot be longer than 100 characters.',
    ],
    ['date signed required', { dateSigned: '' }, rxConnectsMessages.dateSignedRequired],
    ['comments max 250', { comments: 'x'.repeat(251) }, rxConnectsMessages.commentsTooLong],
    ['status required', { statusId: 0 }, 'Status is required.'],
    ['repository id required', { repositoryId: undefined }, 'Repository is required.'],
    ['attestation ticked', { isAttested: false }, rxConnectsMessages.attestationRequired],
  ])('refuses a repository: %s, storing nothing', async (_rule, change, message) => {
    const res = await saveRepository({ ...validRepository(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await repositoryCount()).toBe(0);
  });

  it('refuses a ticked honeypot and an existing id, storing nothing', async () => {
    const honey = await saveRepository({ ...validRepository(), honeyPot: true });
    expect(honey.statusCode).toBe(400);
    expect(honey.json().message).toBe(publicFormMessages.honeyPot);
    const update = await saveRepository({ ...validRepository(), repositoryId: 3 });
    expect(update.json()).toMatchObject({
      isSuccessful: false,
      message: rxConnectsMessages.publicCreatesOnly,
    });
    expect(await repositoryCount()).toBe(0);
  });
});
