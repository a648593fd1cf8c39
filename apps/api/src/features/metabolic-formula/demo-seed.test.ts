import {
  type MfOrder,
  type MfPatientResponse,
  type MfPatientRow,
  mfMessages as m,
  metabolicFormulaPaths as paths,
} from '@homer/contracts/metabolic-formula';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoPharmacist } from '../../test/demo-pharmacist.ts';
import { seedFullDemo } from '../../test/seed-full-demo.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedFullDemo(ctx.db, ctx.config);
  // The demo pharmacist has the programme, and the inactivity timeout PHI needs; the session gets its MFA here.
  token = await signInDemoPharmacist(ctx);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(token) });

describe('the metabolic formula demo', () => {
  it('has an eligible patient with a shipped and a submitted order, a pending, a lapsed and an ineligible one', async () => {
    const list = await get(`${paths.patients}?pageSize=10`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as MfPatientRow[];
    expect(rows.map((row) => [row.lastName, row.eligibility, row.lapsed])).toEqual([
      ['Alvarez', 'Eligible', false],
      ['Bennett', 'Pending', false],
      ['Carter', 'Eligible', true],
      ['Diaz', 'Ineligible', false],
    ]);
    const maya = rows[0]?.patientId ?? 0;
    const page = (await get(`${paths.patient}?id=${maya}`)).json() as MfPatientResponse;
    expect(page.prescriptions.every((rx) => rx.current)).toBe(true);
    expect(page.orders.map((row) => row.status).sort()).toEqual(['Shipped', 'Submitted']);
    const shipped = page.orders.find((row) => row.status === 'Shipped')?.orderId;
    const order = (await get(`${paths.order}/${shipped}`)).json() as MfOrder;
    expect(order.documentId).toBeGreaterThan(0);
    expect(
      order.lines.map((line) => [line.productName, line.lots.map((lot) => [lot.lotNumber, lot.quantity])]),
    ).toEqual([
      ['Phenex-2 Amino Acid-Based Medical Food', [['PX2407', 8]]],
      ['Low-protein pasta', [['LP2509', 12]]],
    ]);
    const options = (await get(paths.options)).json();
    expect(options.products).toHaveLength(3);
    // The lapsed patient's order is refused as the programme's rules say.
    const carter = rows[2];
    const tyrex = options.products.find((o: { text: string }) => o.text.startsWith('Tyrex-2'));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/${paths.createOrder}`,
      headers: bearer(token),
      payload: {
        patientId: carter?.patientId,
        period: new Date().toISOString().slice(0, 7),
        months: 1,
        lines: [{ productId: tyrex.value, quantity: 1 }],
      },
    });
    const [y, mo, d] = (carter?.recertifyBy ?? '').split('-');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.lapsed(`${mo}/${d}/${y}`));
  });
});
