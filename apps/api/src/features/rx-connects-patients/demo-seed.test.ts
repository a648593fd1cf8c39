import { rxPatientMessages as m, rxPatientPaths as paths } from '@homer/contracts/rx-connects-patients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoPharmacist } from '../../test/demo-pharmacist.ts';
import { seedFullDemo } from '../../test/seed-full-demo.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedFullDemo(ctx.db, ctx.config);
  // The demo pharmacist is the pharmacist in charge of the approved demo repository; the session gets its MFA here.
  token = await signInDemoPharmacist(ctx);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(token) });

describe('the Rx Connects patients demo', () => {
  it('gives the demo pharmacist applications to review and donated stock to dispense to the approved one', async () => {
    const list = await get(`${paths.applications}?pageSize=10`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { id: number; applicantName: string; status: string }[];
    expect(rows.map((row) => [row.applicantName, row.status])).toEqual([
      ['Brooks, Dwayne', 'Pending'],
      ['Lopez, Maria', 'Pending'],
      ['Carter, James', 'Approved'],
    ]);
    const approved = rows.find((row) => row.status === 'Approved');
    const page = (await get(`${paths.application}/${approved?.id}`)).json();
    // The donated metformin arrived recalled (the demo's openFDA snapshot recalls every lot of it): not offered.
    expect(
      page.available.map((p: { productName: string; available: number }) => [p.productName, p.available]),
    ).toEqual([['Atorvastatin Calcium Tablets 20 mg', 60]]);
    const atorvastatin = page.available[0];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${paths.dispense}`,
      headers: bearer(token),
      payload: { applicationId: approved?.id, lines: [{ productId: atorvastatin.productId, quantity: 30 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.dispensed);
    const donations = (await get(`${paths.donations}?pageSize=10`)).json();
    expect(donations.data).toEqual([
      expect.objectContaining({ donorName: 'Bayfront Nursing Home', acceptedUnits: 240, rejectedUnits: 30 }),
    ]);
  });
});
