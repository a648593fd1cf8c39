import { Module, type Role } from '@homer/contracts/access';
import { eq } from 'drizzle-orm';
import { sessions, userFacilities } from '../../db/schema/core.ts';
import { inventorySites, patients, prescriptions } from '../../db/schema/pharmacy.ts';
import { prescriptionInventorySites } from '../../db/schema/refills.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import type { TestContext } from '../../test/test-context.ts';

export type Caller = { userId: number; token: string };

/**
 * Two pharmacies that take requests (A with two inventories, B with one), one that does not (C), a patient with
 * prescriptions covering each answer of GetRxData, and callers of each kind (Rx numbers prefixed `prefix`).
 */
export async function refillFixture(ctx: TestContext, prefix: string) {
  const { facilityIds } = await insertFacilities(ctx.db, [
    { name: `${prefix} Pharmacy A`, isPharmacy: true, supportsRequests: true },
    { name: `${prefix} Pharmacy B`, isPharmacy: true, supportsRequests: true },
    { name: `${prefix} Pharmacy C`, isPharmacy: true, supportsRequests: false },
  ]);
  const [a, b, c] = facilityIds as [number, number, number];
  const sites = await ctx.db
    .insert(inventorySites)
    .values([
      { facilityId: a, name: `${prefix} A Main` },
      { facilityId: a, name: `${prefix} A Satellite` },
      { facilityId: b, name: `${prefix} B Main` },
      { facilityId: c, name: `${prefix} C Main` },
    ])
    .returning({ id: inventorySites.id });
  const [aMain, aSat, bMain, cMain] = sites.map((s) => s.id) as [number, number, number, number];
  const [patient, other] = await ctx.db
    .insert(patients)
    .values([
      {
        firstName: 'Rae',
        lastName: `${prefix}Fill`,
        dateOfBirth: '1970-02-03',
        phone: '8505550400',
        email: null,
      },
      {
        firstName: 'Ola',
        lastName: `${prefix}Other`,
        dateOfBirth: '1980-05-06',
        phone: '8505550401',
        email: null,
      },
    ])
    .returning({ id: patients.id });
  if (!patient || !other) throw new Error('patient insert returned nothing');
  const rx = (n: number) => `${prefix}${String(n).padStart(8 - prefix.length, '0')}`;
  const rows: (typeof prescriptions.$inferInsert & { sites: number[] })[] = [
    // 1: one inventory at A. 2: both of A's. 3: none. 4: inactive. 5: no refills. 6: A Main, other patient.
    // 7: A Main and B Main. 8: no NDC. 9, 10: A Main (for shipments), 11: one refill left.
    { rxNumber: rx(1), drugName: 'Naloxone', ndc: '69547-353-02', refillsRemaining: 3, sites: [aMain] },
    {
      rxNumber: rx(2),
      drugName: 'Metformin',
      ndc: '0591-0405-01',
      refillsRemaining: 3,
      sites: [aMain, aSat],
    },
    { rxNumber: rx(3), drugName: 'Nowhere', ndc: '0093-7180-01', refillsRemaining: 3, sites: [] },
    {
      rxNumber: rx(4),
      drugName: 'Stopped',
      ndc: '0093-7180-01',
      refillsRemaining: 3,
      isActive: false,
      sites: [aMain],
    },
    { rxNumber: rx(5), drugName: 'Used up', ndc: '0093-7180-01', refillsRemaining: 0, sites: [aMain] },
    {
      rxNumber: rx(6),
      drugName: 'Others',
      ndc: '0093-7180-01',
      refillsRemaining: 3,
      sites: [aMain],
      patientId: other.id,
    },
    {
      rxNumber: rx(7),
      drugName: 'Two sites',
      ndc: '0378-6150-01',
      refillsRemaining: 3,
      sites: [aMain, bMain],
    },
    { rxNumber: rx(8), drugName: 'No NDC', ndc: null, refillsRemaining: 3, sites: [aMain] },
    { rxNumber: rx(9), drugName: 'Atorvastatin', ndc: '0093-7180-01', refillsRemaining: 3, sites: [aMain] },
    { rxNumber: rx(10), drugName: 'Bupe', ndc: '0378-6150-01', refillsRemaining: 3, sites: [aMain] },
    { rxNumber: rx(11), drugName: 'Last one', ndc: '0591-0405-01', refillsRemaining: 1, sites: [aMain] },
  ];
  const inserted = await ctx.db
    .insert(prescriptions)
    .values(rows.map(({ sites: _s, ...row }) => ({ patientId: patient.id, dispenseQuantity: 30, ...row })))
    .returning({ id: prescriptions.id, rxNumber: prescriptions.rxNumber });
  const ties = rows.flatMap((row) => {
    const id = inserted.find((r) => r.rxNumber === row.rxNumber)?.id ?? 0;
    return row.sites.map((inventorySiteId) => ({ prescriptionId: id, inventorySiteId }));
  });
  await ctx.db.insert(prescriptionInventorySites).values(ties);

  async function user(
    name: string,
    role: Role,
    facilities: number[],
    opts: { mfa?: boolean; timeout?: boolean; module?: Module } = {},
  ): Promise<Caller> {
    const caller = await createSignedInUser(ctx, {
      userName: `${prefix}${name}`,
      access: [{ module: opts.module ?? Module.Inventory, role }],
      inactivityTimeout: opts.timeout ?? true,
    });
    if (facilities.length > 0)
      await ctx.db
        .insert(userFacilities)
        .values(facilities.map((facilityId) => ({ userId: caller.userId, facilityId })));
    if (opts.mfa ?? true)
      await ctx.db.update(sessions).set({ mfaVerified: true }).where(eq(sessions.userId, caller.userId));
    return caller;
  }
  return {
    facilities: { a, b, c },
    sites: { aMain, aSat, bMain, cMain },
    patient: patient.id,
    other: other.id,
    rx,
    user,
  };
}
