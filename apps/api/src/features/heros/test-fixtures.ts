import { Module, Role } from '@homer/contracts/access';
import { HerosStatus, herosPaths as paths } from '@homer/contracts/heros';
import {
  herosAgencies,
  herosApplicationOrders,
  herosApplications,
  herosOrderOptions,
  herosRounds,
} from '../../db/schema/heros.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, type TestContext } from '../../test/test-context.ts';
import { tallahasseeAddress } from '../../test/verified-address.ts';

export type Caller = { userId: number; token: string };
export type Cast = { reader: Caller; manager: Caller; other: Caller };

/** A HEROS User (reads), a HEROS Manager (acts) and someone with another module only. */
export async function createCast(ctx: TestContext, prefix: string): Promise<Cast> {
  const [reader, manager, other] = await Promise.all([
    createSignedInUser(ctx, {
      userName: `${prefix}reader`,
      firstName: 'Rae',
      lastName: 'Reader',
      access: [{ module: Module.HEROS, role: Role.User }],
    }),
    createSignedInUser(ctx, {
      userName: `${prefix}manager`,
      firstName: 'Max',
      lastName: 'Manager',
      access: [{ module: Module.HEROS, role: Role.Manager }],
    }),
    createSignedInUser(ctx, { userName: `${prefix}other`, access: [{ module: Module.CI, role: Role.User }] }),
  ]);
  return { reader, manager, other };
}

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** A round with options (each: name, max doses); open when asked (closing any other open round first). */
export async function insertRound(
  ctx: TestContext,
  input: { open?: boolean; options?: Array<{ name: string; max?: number | null }> } = {},
): Promise<{ roundId: number; optionIds: number[] }> {
  return withTx(ctx.db, systemActor, async (tx) => {
    if (input.open) await tx.update(herosRounds).set({ isOpen: false });
    const [round] = await tx
      .insert(herosRounds)
      .values({ name: `Test Round ${next()}`, isOpen: input.open ?? false })
      .returning({ id: herosRounds.id });
    if (!round) throw new Error('round insert returned nothing');
    const options = input.options ?? [{ name: 'Naloxone nasal spray' }, { name: 'Naloxone vial' }];
    if (options.length === 0) return { roundId: round.id, optionIds: [] };
    const rows = await tx
      .insert(herosOrderOptions)
      .values(
        options.map((o, i) => ({
          roundId: round.id,
          optionName: o.name,
          dosage: '4 mg',
          sortOrder: i + 1,
          maxDosesPerApplication: o.max ?? null,
        })),
      )
      .returning({ id: herosOrderOptions.id });
    return { roundId: round.id, optionIds: rows.map((r) => r.id) };
  });
}

export async function insertAgency(
  ctx: TestContext,
  input: { name?: string; primaryEmail?: string; headEmail?: string } = {},
): Promise<number> {
  const n = next();
  return withTx(ctx.db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(herosAgencies)
      .values({
        agencyName: input.name ?? `Test Agency ${n}`,
        agencyAbbreviation: 'TA',
        fein: '59-6000001',
        taxStatusId: 3,
        countyId: 36,
        operationCountyId: 36,
        orgTypeId: 1,
        agencyAddress: tallahasseeAddress,
        shipAddress: tallahasseeAddress,
        useAgencyInfoForShipInfo: true,
        agencyHeadName: 'Pat Chief',
        agencyHeadTitle: 'Chief',
        agencyHeadEmail: input.headEmail ?? `chief${n}@agency.example`,
        agencyHeadPhoneNumber: '850-555-0100',
        primaryName: 'Sam Primary',
        primaryTitle: 'EMS Captain',
        primaryEmail: input.primaryEmail ?? `primary${n}@agency.example`,
        primaryPhone: '850-555-0101',
      })
      .returning({ id: herosAgencies.id });
    if (!row) throw new Error('agency insert returned nothing');
    return row.id;
  });
}

/** An application as the public form stores it (Submitted unless told), 10 doses of each option. */
export async function insertApplication(
  ctx: TestContext,
  input: { roundId: number; agencyId: number; optionIds?: number[]; status?: number },
): Promise<number> {
  return withTx(ctx.db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(herosApplications)
      .values({
        roundId: input.roundId,
        agencyId: input.agencyId,
        isPublicSubmit: true,
        applicationStatus: input.status ?? HerosStatus.Submitted,
        overdosesPreviousYear: '12',
        percentageTrainedNaloxone: '80%',
        narrative: 'We respond to overdoses.',
        oathAcceptedNew: true,
        oathDateTimeNew: new Date(),
      })
      .returning({ id: herosApplications.id });
    if (!row) throw new Error('application insert returned nothing');
    const optionIds = input.optionIds ?? [];
    if (optionIds.length > 0) {
      await tx
        .insert(herosApplicationOrders)
        .values(
          optionIds.map((orderOptionId) => ({ applicationId: row.id, orderOptionId, dosesRequested: 10 })),
        );
    }
    return row.id;
  });
}

export function api(ctx: TestContext) {
  const headers = (caller?: Caller) => (caller ? bearer(caller.token) : {});
  return {
    get: (path: keyof typeof paths, query: string, caller?: Caller) =>
      ctx.app.inject({ method: 'GET', url: `/${paths[path]}?${query}`, headers: headers(caller) }),
    post: (path: keyof typeof paths, payload: unknown, caller?: Caller) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${paths[path]}`,
        payload: payload as object,
        headers: headers(caller),
      }),
  };
}
