import { mfMessages as m, metabolicFormulaPaths as paths } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mfTestContext } from './mf-test-setup.ts';

const c = mfTestContext();
const { t, who, p } = c;

let patientId = 0;
let orderId = 0;
beforeAll(async () => {
  patientId = await c.patient('Ada', 'Access', {
    prescribed: [{ productId: p.formula, unitsPerMonth: 100 }],
  });
  await c.stock(p.formula, 'AC-1', '2030-01-31', 500);
  orderId = await c.ok(who.staff, paths.createOrder, {
    patientId,
    period: c.day.thisMonth,
    months: 1,
    lines: [{ productId: p.formula, quantity: 10 }],
  });
});

describe('who may call the programme', () => {
  it('needs the MetabolicFormula module (403), and a multi-factor session for patient data (467)', async () => {
    const reads = [
      `${paths.patients}?pageSize=10`,
      `${paths.patient}?id=${patientId}`,
      `${paths.orders}?pageSize=10`,
      `${paths.order}/${orderId}`,
    ];
    for (const url of reads) {
      expect((await c.get(who.staff, url)).statusCode, url).toBe(200);
      expect((await c.get(who.outsider, url)).statusCode, url).toBe(403);
      expect((await c.get(who.noMfa, url)).statusCode, url).toBe(467);
    }
    expect((await c.get(who.outsider, paths.options)).statusCode).toBe(403);
    // The options name no patient: no multi-factor session needed.
    const options = await c.get(who.noMfa, paths.options);
    expect(options.statusCode).toBe(200);
    expect(options.json().products.map((o: { text: string; kind: string }) => [o.text, o.kind])).toEqual([
      ['Low-protein pasta', 'Low-protein food'],
      ['Phenex-2 Amino Acid-Based Medical Food', 'Formula'],
    ]);
    expect(options.json().sites.map((o: { value: number }) => o.value)).not.toContain(p.inactiveSite);
    expect((await c.post(who.noMfa, paths.saveEnrolment, c.enrolment())).statusCode).toBe(467);
  });

  it('ships as a Technician or above, decides as a Pharmacist or above', async () => {
    const ship = await c.post(who.staff, paths.shipOrder, { orderId });
    expect(ship.statusCode).toBe(403);
    const decide = await c.post(who.tech, paths.decide, {
      patientId,
      eligibility: 'Ineligible',
      recertifyBy: '',
      note: 'No.',
    });
    expect(decide.statusCode).toBe(403);
    const { rows } = await t.ctx.db.execute<{ status: string; eligibility: string }>(sql`
      select o.status, e.eligibility from mf_orders o join mf_enrolments e on e.patient_id = o.patient_id
      where o.id = ${orderId}`);
    expect(rows).toEqual([{ status: 'Submitted', eligibility: 'Eligible' }]);
    expect((await c.post(who.tech, paths.shipOrder, { orderId })).statusCode).toBe(200);
  });
});

describe('two orders for one patient and period at once', () => {
  it('exactly one is placed', async () => {
    const patient = await c.patient('Cora', 'Concurrent', {
      prescribed: [{ productId: p.formula, unitsPerMonth: 100 }],
    });
    const body = {
      patientId: patient,
      period: c.day.nextMonth,
      months: 1,
      lines: [{ productId: p.formula, quantity: 5 }],
    };
    const waiting = async () => {
      const { rows } = await t.ctx.db.execute<{ n: number }>(sql`
        select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database()`);
      return rows[0]?.n ?? 0;
    };
    // Orders may be read but not written until both calls are in: without the enrolment lock, both would have
    // found the period free by then.
    let answers: Awaited<ReturnType<typeof c.post>>[] = [];
    let calls: Promise<typeof answers> | undefined;
    await t.ctx.ownerDb.transaction(async (tx) => {
      await tx.execute(sql`lock table mf_orders in share mode`);
      calls = Promise.all([
        c.post(who.staff, paths.createOrder, body),
        c.post(who.tech, paths.createOrder, body),
      ]);
      for (let i = 0; i < 200 && (await waiting()) < 2; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await waiting()).toBe(2);
    });
    answers = await (calls as Promise<typeof answers>);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const placed = answers.find((res) => res.statusCode === 200)?.json().value as number;
    expect(answers.find((res) => res.statusCode === 400)?.json().message).toBe(
      m.periodTaken(`MF-${String(placed).padStart(6, '0')}`),
    );
    const { rows } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mf_orders where patient_id = ${patient}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
