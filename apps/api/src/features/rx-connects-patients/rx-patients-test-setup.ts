import { Module, Role } from '@homer/contracts/access';
import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { rxPatientPaths as paths } from '@homer/contracts/rx-connects-patients';
import { rxApplicationPaths } from '@homer/contracts/rx-patient-application';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { rxConnectsUserRoles } from '../../db/schema/program-links.ts';
import { rxConnectsDonors, rxConnectsRepositories } from '../../db/schema/rx-connects.ts';
import { stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { calendarDay } from '../../platform/time/zoned-time.ts';
import { createPhiPeople, type Person } from '../../test/phi-people.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { bearer } from '../../test/test-context.ts';
import { tallahasseeAddress } from '../../test/verified-address.ts';

/** Who works Rx Connects: every PHI caller has MFA and the inactivity timeout unless named. */
const people = {
  admin: { module: Module.RxConnects, role: Role.RxConnectsAdmin },
  pharmacist: { module: Module.RxConnects, role: Role.Pharmacist },
  otherPharmacist: { module: Module.RxConnects, role: Role.Pharmacist },
  rxUser: { module: Module.RxConnects, role: Role.User },
  outsider: { module: Module.Inventory, role: Role.SystemAdmin },
  noMfa: { module: Module.RxConnects, role: Role.RxConnectsAdmin },
} as const;
type Name = keyof typeof people;

/**
 * The stock fixtures plus two approved repositories (the pharmacist is linked to the first, the other pharmacist
 * to the second), an approved donor and a pending one, and the people above.
 */
export function rxPatientsTestContext() {
  const t = stockTestContext();
  const who = {} as Record<Name, Person>;
  const f = { repository: 0, otherRepository: 0, donor: 0, pendingDonor: 0, pendingRepository: 0 };
  beforeAll(async () => {
    const { db } = t.ctx;
    const address = {
      street: tallahasseeAddress.street,
      city: tallahasseeAddress.city,
      state: tallahasseeAddress.state,
      zip: tallahasseeAddress.zip,
      formattedAddress: tallahasseeAddress.formattedAddress,
      countyId: tallahasseeAddress.countyId,
      isAttested: true,
      dateSigned: new Date(),
    };
    const repository = (name: string, statusId: number) =>
      db
        .insert(rxConnectsRepositories)
        .values({
          ...address,
          name,
          phoneNumber: '(850) 555-0150',
          licenseNumber: 'PH12345',
          websiteAddress: 'N/A',
          licensingAgencyId: 1,
          emailAddress: `rx@${name.split(' ')[0]?.toLowerCase()}.example.com`,
          pharmacistName: 'Pat Pharmacist',
          pharmacistContactPhone: '850.555.0151',
          facilityTypeId: 1,
          pharmacistSignature: 'Pat Pharmacist',
          statusId,
        })
        .returning({ id: rxConnectsRepositories.id });
    const donor = (name: string, statusId: number) =>
      db
        .insert(rxConnectsDonors)
        .values({
          ...address,
          name,
          facilityTypeId: 3,
          emailAddress: 'donations@sunrise.example.com',
          contactName: 'Dana Director',
          contactPhone: '850-555-0124',
          signature: 'Dana Director',
          statusId,
        })
        .returning({ id: rxConnectsDonors.id });
    [{ id: f.repository }] = (await repository('Capital Free Clinic', RxConnectsStatus.Approved)) as [
      { id: number },
    ];
    [{ id: f.otherRepository }] = (await repository('Bayside Pharmacy', RxConnectsStatus.Approved)) as [
      { id: number },
    ];
    [{ id: f.pendingRepository }] = (await repository('Pending Pharmacy', RxConnectsStatus.Pending)) as [
      { id: number },
    ];
    [{ id: f.donor }] = (await donor('Sunrise Nursing Home', RxConnectsStatus.Approved)) as [{ id: number }];
    [{ id: f.pendingDonor }] = (await donor('Unvetted Clinic', RxConnectsStatus.Pending)) as [{ id: number }];
    Object.assign(who, await createPhiPeople(t.ctx, 'rxp', people));
    await db.insert(rxConnectsUserRoles).values([
      { userId: who.pharmacist.userId, repositoryId: f.repository, role: 'Pharmacist in charge' },
      { userId: who.otherPharmacist.userId, repositoryId: f.otherRepository, role: 'Pharmacist in charge' },
    ]);
  });

  const post = (person: Person, path: string, body: object) =>
    t.ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(person.token), payload: body });
  const get = (person: Person, url: string) =>
    t.ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(person.token) });

  async function ok(person: Person, path: string, body: object): Promise<number> {
    const res = await post(person, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as number;
  }

  const application = (fields: Record<string, unknown> = {}) => ({
    firstName: 'Rosa',
    lastName: 'Parks',
    dateOfBirth: '1958-02-04',
    emailAddress: 'rosa@example.com',
    phoneNumber: '(850) 555-0142',
    smartyAddress: tallahasseeAddress,
    countyId: 36,
    isFloridaResident: true,
    coverage: 'Uninsured',
    medicinesNeeded: 'Metformin 500 mg twice a day',
    repositoryId: f.repository,
    isAttested: true,
    signature: 'Rosa Parks',
    ...fields,
  });

  /** A public application; its id. */
  async function apply(fields: Record<string, unknown> = {}): Promise<number> {
    const res = await submitPublicForm(t.ctx.app, `/${rxApplicationPaths.save}`, application(fields));
    expect(res.statusCode, res.body).toBe(200);
    return Number(String(res.json().value).replace('RXA-', ''));
  }

  const line = (
    productId: number,
    lotNumber: string,
    expiryDate: string,
    quantity: number,
    rejected = 0,
  ) => ({
    productId,
    lotNumber,
    expiryDate,
    quantity,
    rejected,
    rejectionReason: rejected ? 'Opened package' : '',
  });

  // The programme's day, not UTC's: the monthly report's months are the programme's, and a donation may be dated
  // up to UTC's today, so from midnight UTC to midnight in the programme a UTC date fell in the next month.
  const today = () => calendarDay(new Date(), t.ctx.config.programTimeZone);

  /** A donation received at a repository by `person`; its id. */
  const donate = (
    person: Person,
    repositoryId: number,
    lines: ReturnType<typeof line>[],
    donorId = f.donor,
  ) => ok(person, paths.receiveDonation, { repositoryId, donorId, receivedOn: today(), lines, note: '' });

  return { t, who, f, post, get, ok, application, apply, line, donate, today };
}

/** Everything Rx Connects patients, donations and the ledger hold, to show a refusal stored nothing. */
export async function rxState(t: ReturnType<typeof stockTestContext>) {
  const { rows } = await t.ctx.ownerDb.execute<{ state: string }>(sql`
    select concat_ws('|',
      (select string_agg(concat_ws(':', id, status, decided_at, denied_reason_id), ',' order by id)
        from rx_patient_applications),
      (select count(*) from rx_dispensings),
      (select count(*) from rx_donations),
      (select count(*) from rx_donation_lines),
      (select count(*) from inventory_sites),
      (select string_agg(id || ':' || on_hand || '/' || allocated, ',' order by id) from stock_lots),
      (select count(*) from stock_allocations),
      (select count(*) from stock_movements),
      (select count(*) from email_outbox)) as state`);
  return rows[0]?.state;
}
