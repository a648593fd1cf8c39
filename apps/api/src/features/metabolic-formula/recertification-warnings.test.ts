import { Module, Role } from '@homer/contracts/access';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, insertFormulaPatient } from '../../test/insert-formula-patient.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { runRecertificationWarnings } from './run-recertification-warnings.ts';

let ctx: TestContext;
let staff: number;
let outsider: number;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await createUser(ctx.db, {
    userName: 'mf-recert-staff',
    access: [{ module: Module.MetabolicFormula, role: Role.User }],
  });
  outsider = await createUser(ctx.db, {
    userName: 'mf-recert-outsider',
    access: [{ module: Module.Inventory, role: Role.SystemAdmin }],
  });
});
afterAll(() => ctx.close());

const noticesOf = async (userId: number) => {
  const { rows } = await ctx.db.execute<{ title: string; message: string; link: string }>(sql`
    select title, message, link from user_notifications
    where user_id = ${userId} and type_key = 'metabolic-formula.recertification-due' order by id`);
  return rows;
};

describe('the recertification warning job (decision 111)', () => {
  it('names each eligible patient due within 30 days to the programme staff once, by number only', async () => {
    const today = '2027-03-01';
    const due = await insertFormulaPatient(ctx.db, { enrolledBy: staff, recertifyBy: addDays(today, 30) });
    const dueToday = await insertFormulaPatient(ctx.db, { enrolledBy: staff, recertifyBy: today });
    await insertFormulaPatient(ctx.db, { enrolledBy: staff, recertifyBy: addDays(today, 31) });
    await insertFormulaPatient(ctx.db, { enrolledBy: staff, recertifyBy: addDays(today, -1) });
    await insertFormulaPatient(ctx.db, { enrolledBy: staff, lastName: 'Pending' });

    expect(await runRecertificationWarnings(ctx.db, ctx.config, today)).toBe(
      'Warned of 2 recertifications due within 30 days.',
    );
    const notices = await noticesOf(staff);
    expect(notices.map((n) => n.link)).toEqual(
      [due, dueToday].sort((a, b) => a - b).map((id) => `metabolic-formula/patients/edit/${id}`),
    );
    expect(notices.find((n) => n.link.endsWith(`/${due}`))).toMatchObject({
      title: `Recertification due: formula patient #${due}`,
      message: `Formula patient #${due} must be recertified by 03/31/2027; their orders stop after that date.`,
    });
    // No name of the patient travels in a notice (it may be emailed).
    expect(JSON.stringify(notices)).not.toContain('Formula,');
    expect(await noticesOf(outsider)).toEqual([]);

    // Once per date: the next day's run names only the patient whose date came into the window overnight, and a
    // new date (a recertification) is warned about again when it comes within 30 days.
    expect(await runRecertificationWarnings(ctx.db, ctx.config, addDays(today, 1))).toBe(
      'Warned of 1 recertification due within 30 days.',
    );
    expect(await runRecertificationWarnings(ctx.db, ctx.config, addDays(today, 1))).toBe(
      'Warned of 0 recertifications due within 30 days.',
    );
    await ctx.db.execute(
      sql`update mf_enrolments set recertify_by = ${addDays(today, 20)} where patient_id = ${due}`,
    );
    expect(await runRecertificationWarnings(ctx.db, ctx.config, addDays(today, 1))).toBe(
      'Warned of 1 recertification due within 30 days.',
    );
    expect(await noticesOf(staff)).toHaveLength(4);
  });
});
