import {
  refillMessages as m,
  refillPaths as paths,
  recentRefillsPath,
  rxInventoryCheck,
} from '@homer/contracts/refills';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities } from '../../db/schema/core.ts';
import { signInDemoPharmacist } from '../../test/demo-pharmacist.ts';
import { seedFullDemo } from '../../test/seed-full-demo.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let token: string;
let central: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedFullDemo(ctx.db, ctx.config);
  // Reading a prescription is PHI: the demo pharmacist (inactivity timeout on) on a multi-factor session.
  token = await signInDemoPharmacist(ctx);
  const [row] = await ctx.db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.name, 'Central Pharmacy'));
  central = row?.id ?? 0;
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(token) });

describe('refills demo data (README, demo-data brief)', () => {
  it('gives the widget one, two and no inventories at Central Pharmacy', async () => {
    const check = async (rx: string) => {
      const data = (
        await get(`${paths.getRxData}?rxNumber=${rx}&isFacility=true&facilityId=${central}`)
      ).json();
      expect(data.errorMessage, rx).toBeNull();
      return rxInventoryCheck(data.inventories, null);
    };
    expect(await check('10000001')).toBeNull();
    expect(await check('10000002')).toEqual({ message: m.multipleInventories, messageClass: 'warning' });
    expect(await check('10000006')).toEqual({ message: m.noInventories, messageClass: 'error' });
  });

  it('lists Central Pharmacy’s shipments at five steps for the demo user', async () => {
    const res = await get(`${recentRefillsPath(central)}?page=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model.map((r: { currentStep: number }) => r.currentStep)).toEqual([-1, 0, 2, 4, 5]);
    expect(res.json().value).toBe(true);
  });
});
