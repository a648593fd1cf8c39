import { Module, Role } from '@homer/contracts/access';
import {
  fdaRecallMessages as m,
  type NdcProduct,
  fdaRecallPaths as paths,
} from '@homer/contracts/fda-recalls';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

// Decision 106: a unit-dose product names the bulk product it is repackaged from, and its beyond-use policy.

let ctx: TestContext;
let admin: string;
let reader: string;
/** Ids of the fixtures below, by key. */
const ids: Record<string, number> = {};

const fixtures = {
  metformin: { ndc: '0591-0405-01', productName: 'Metformin HCl Tablets 500 mg', dispensingUnit: 'tablet' },
  atorvastatin: { ndc: '0093-7180-01', productName: 'Atorvastatin Tablets 20 mg', dispensingUnit: 'tablet' },
  retired: {
    ndc: '0093-7180-05',
    productName: 'Atorvastatin Tablets 20 mg (retired)',
    dispensingUnit: 'tablet',
    isActive: false,
  },
  heparin: { ndc: '0409-4888-02', productName: 'Heparin 1,000 units/mL', dispensingUnit: 'vial' },
  lisinopril: { ndc: '68180-513-01', productName: 'Lisinopril Tablets 10 mg', dispensingUnit: 'tablet' },
} as const;

const unitDose = {
  id: 0,
  ndc: '0904-6412-61',
  productName: 'Metformin HCl Tablets 500 mg unit dose',
  packageDescription: '30 tablets in 1 blister card',
  dispensingUnit: 'tablet',
  packSize: 30,
  isActive: true,
};

const save = (token: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/${paths.formularySave}`, headers: bearer(token), payload: body });
const get = (token: string, path: string, query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/${path}`, headers: bearer(token), query });
const read = async (id: number): Promise<NdcProduct> =>
  (await get(admin, paths.formularyGet, { id: String(id) })).json().value;
/** Every stored product, as the refusals must leave them. */
const stored = () => ctx.db.select().from(ndcProducts).orderBy(ndcProducts.id);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (
    await createSignedInUser(ctx, {
      userName: 'ndc.admin',
      access: [{ module: Module.NDC, role: Role.SystemAdmin }],
    })
  ).token;
  reader = (
    await createSignedInUser(ctx, { userName: 'ndc.user', access: [{ module: Module.NDC, role: Role.User }] })
  ).token;
  for (const [key, values] of Object.entries(fixtures)) {
    const [row] = await ctx.db.insert(ndcProducts).values(values).returning({ id: ndcProducts.id });
    if (row) ids[key] = row.id;
  }
  // Lisinopril is repackaged already: a unit-dose card of metformin cannot be made from it.
  await ctx.db
    .update(ndcProducts)
    .set({ repackSourceProductId: ids.atorvastatin })
    .where(eq(ndcProducts.id, ids.lisinopril ?? 0));
});
afterAll(() => ctx?.close());

describe('formulary repackaging policy', () => {
  let cardId = 0;

  it('saves and reads a repackaged product with its policy, in the read, the list and the history', async () => {
    const created = await save(admin, {
      ...unitDose,
      repackSourceProductId: ids.metformin,
      budMonths: 6,
      budQuarterOfRemaining: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ message: m.saved });
    cardId = created.json().value.id;
    const expected = {
      id: cardId,
      packSize: 30,
      repackSourceProductId: ids.metformin,
      repackSourceName: '0591-0405-01 Metformin HCl Tablets 500 mg',
      budMonths: 6,
      budQuarterOfRemaining: true,
    };
    expect(created.json().value).toMatchObject(expected);
    expect(await read(cardId)).toMatchObject(expected);
    // The list the form's picker searches carries the policy too (NDC users read it).
    const listed = (await get(reader, paths.formularyList, { pageSize: '25', search: 'unit dose' })).json();
    expect(listed.data).toEqual([expect.objectContaining(expected)]);
    const bulk = (await get(reader, paths.formularyList, { pageSize: '25', search: '0591-0405-01' })).json();
    expect(bulk.data[0]).toMatchObject({
      repackSourceProductId: null,
      repackSourceName: null,
      budMonths: 12,
      budQuarterOfRemaining: false,
    });

    const changed = await save(admin, {
      ...unitDose,
      id: cardId,
      repackSourceProductId: ids.atorvastatin,
      budMonths: 12,
      budQuarterOfRemaining: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await read(cardId)).toMatchObject({
      repackSourceProductId: ids.atorvastatin,
      repackSourceName: '0093-7180-01 Atorvastatin Tablets 20 mg',
      budMonths: 12,
      budQuarterOfRemaining: false,
    });
    const history = (await get(admin, paths.formularyAudit, { id: String(cardId) })).json() as Array<{
      field: string;
    }>;
    // The trigger records the policy's changes (the history names columns, or their audit labels).
    const fields = history.map((h) => h.field).join(' | ');
    expect(fields).toMatch(/Repack(aged From| Source Product Id)/);
    expect(fields).toMatch(/B(eyond-Use|ud) Months/);
    // Back to metformin for the tests below.
    expect(
      (await save(admin, { ...unitDose, id: cardId, repackSourceProductId: ids.metformin, budMonths: 9 }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps bodies without the policy valid: not repackaged, default policy', async () => {
    const res = await save(admin, { ...unitDose, ndc: '0904-6412-62', productName: 'Plain product' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      repackSourceProductId: null,
      repackSourceName: null,
      budMonths: 12,
      budQuarterOfRemaining: false,
    });
  });

  it('clears the source with null or 0, and the policy then goes back to its defaults', async () => {
    const made = await save(admin, {
      ...unitDose,
      ndc: '0904-6412-63',
      repackSourceProductId: ids.metformin,
      budMonths: 3,
      budQuarterOfRemaining: true,
    });
    const id = made.json().value.id as number;
    for (const none of [null, 0]) {
      await save(admin, {
        ...unitDose,
        ndc: '0904-6412-63',
        id,
        repackSourceProductId: ids.metformin,
        budMonths: 3,
      });
      const cleared = await save(admin, {
        ...unitDose,
        ndc: '0904-6412-63',
        id,
        repackSourceProductId: none,
        budMonths: 4,
        budQuarterOfRemaining: true,
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().value).toMatchObject({
        repackSourceProductId: null,
        repackSourceName: null,
        budMonths: 12,
        budQuarterOfRemaining: false,
      });
    }
  });

  it('refuses a bad policy or source with its message and stores nothing', async () => {
    const before = await stored();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['months 0', { repackSourceProductId: ids.metformin, budMonths: 0 }, m.budMonthsInvalid],
      ['months 13', { repackSourceProductId: ids.metformin, budMonths: 13 }, m.budMonthsInvalid],
      ['months 2.5', { repackSourceProductId: ids.metformin, budMonths: 2.5 }, m.budMonthsInvalid],
      ['months text', { repackSourceProductId: ids.metformin, budMonths: '6' }, m.budMonthsInvalid],
      ['quarter text', { repackSourceProductId: ids.metformin, budQuarterOfRemaining: 'yes' }, ''],
      ['source negative', { repackSourceProductId: -1 }, fieldMessages.idOrZero],
      ['source absent', { repackSourceProductId: maxId }, m.repackSourceInactive],
      ['source inactive', { repackSourceProductId: ids.retired }, m.repackSourceInactive],
      ['source repackaged', { repackSourceProductId: ids.lisinopril }, m.repackChain],
      ['source in vials', { repackSourceProductId: ids.heparin }, m.repackUnitDiffers('vial')],
      [
        'unit differs',
        { repackSourceProductId: ids.metformin, dispensingUnit: 'card' },
        m.repackUnitDiffers('tablet'),
      ],
      ['itself', { id: cardId, ndc: unitDose.ndc, repackSourceProductId: cardId }, m.repackFromItself],
      [
        'other source of the card',
        { id: cardId, ndc: unitDose.ndc, repackSourceProductId: ids.retired },
        m.repackSourceInactive,
      ],
      // Metformin is the card's source: it cannot become repackaged itself, nor be counted otherwise.
      [
        'source becomes repackaged',
        { ...fixtures.metformin, id: ids.metformin, repackSourceProductId: ids.atorvastatin },
        m.repackChain,
      ],
      [
        'source counted otherwise',
        { ...fixtures.metformin, id: ids.metformin, dispensingUnit: 'capsule' },
        m.repackDependentsUnit('tablet'),
      ],
    ];
    for (const [name, over, message] of cases) {
      const res = await save(admin, { ...unitDose, ndc: '0904-6412-99', ...over });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('lets a product keep a source that was deactivated since, e.g. to retire it too', async () => {
    const made = await save(admin, {
      ...unitDose,
      ndc: '0904-6412-64',
      repackSourceProductId: ids.atorvastatin,
    });
    const id = made.json().value.id as number;
    await ctx.db
      .update(ndcProducts)
      .set({ isActive: false })
      .where(eq(ndcProducts.id, ids.atorvastatin ?? 0));
    const kept = await save(admin, {
      ...unitDose,
      ndc: '0904-6412-64',
      id,
      repackSourceProductId: ids.atorvastatin,
      isActive: false,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().value).toMatchObject({ repackSourceProductId: ids.atorvastatin, isActive: false });
    // A new product cannot pick it.
    const fresh = await save(admin, {
      ...unitDose,
      ndc: '0904-6412-65',
      repackSourceProductId: ids.atorvastatin,
    });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().message).toBe(m.repackSourceInactive);
  });

  it('lets a source change its other fields while products are repackaged from it', async () => {
    const res = await save(admin, {
      ...fixtures.metformin,
      id: ids.metformin,
      packageDescription: '1000 tablets in 1 bottle',
      packSize: 1000,
      isActive: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(cardId)).toMatchObject({
      repackSourceName: '0591-0405-01 Metformin HCl Tablets 500 mg',
    });
  });

  it('lets only one of two concurrent saves build a chain', async () => {
    const made: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await save(admin, { ...unitDose, ndc: `0904-6413-0${n}`, productName: `Chain bulk ${n}` });
      made.push(res.json().value.id);
    }
    const [a, b, c] = made as [number, number, number];
    const results = await Promise.all([
      save(admin, {
        ...unitDose,
        id: a,
        ndc: '0904-6413-01',
        productName: 'Chain bulk 1',
        repackSourceProductId: b,
      }),
      save(admin, {
        ...unitDose,
        id: b,
        ndc: '0904-6413-02',
        productName: 'Chain bulk 2',
        repackSourceProductId: c,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().message).toBe(m.repackChain);
    const sources = await Promise.all([a, b].map(async (id) => (await read(id)).repackSourceProductId));
    expect(sources.filter((source) => source !== null)).toHaveLength(1);
  });

  it('needs NDC SystemAdmin to set the policy', async () => {
    const res = await save(reader, {
      ...unitDose,
      ndc: '0904-6412-66',
      repackSourceProductId: ids.metformin,
    });
    expect(res.statusCode).toBe(403);
  });
});
