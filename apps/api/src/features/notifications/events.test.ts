import { Module, Role } from '@homer/contracts/access';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../db/schema/notifications.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import type { JobDefinition } from '../../jobs/registry.ts';
import { runJob } from '../../jobs/run-job.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { validDonor } from '../../test/rx-connects-bodies.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let userAdmin: number;
let sysAdmin: number;
let rxAdmin: number;
let facility: number;
beforeAll(async () => {
  ctx = await createTestContext();
  userAdmin = await createUser(ctx.db, {
    userName: 'evua',
    access: [{ module: Module.Admin, role: Role.UserAdmin }],
  });
  sysAdmin = await createUser(ctx.db, {
    userName: 'evsa',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  });
  rxAdmin = await createUser(ctx.db, {
    userName: 'evrx',
    access: [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }],
  });
  const { facilityIds } = await insertFacilities(ctx.db, [{ name: 'Ev PFS', usesPfs: true }]);
  facility = facilityIds[0] as number;
});
afterAll(() => ctx.close());

const rowsOf = (userId: number) =>
  ctx.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));

describe('events that notify', () => {
  it('a PFS registration notifies the user administrators', async () => {
    const res = await submitPublicForm(ctx.app, '/api/PublicPfsRegister/RegisterPfsUser', {
      firstName: 'Nora',
      lastName: 'Note',
      email: 'nora@clinic.example.com',
      confirmEmail: 'nora@clinic.example.com',
      phoneNumber: '850-555-0100',
      facilityIds: [facility],
    });
    expect(res.json().isSuccessful).toBe(true);
    const rows = await rowsOf(userAdmin);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      typeKey: 'admin.pfs-registration-submitted',
      title: 'PFS registration submitted',
      subscription: 'pfs-registrations',
    });
    expect(rows[0]?.message).toContain('Nora Note');
    // Email is on by default for this type: queued after the registration committed.
    const mail = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'evua@test.example'));
    expect(mail.map((m) => m.subject)).toEqual(['PFS registration submitted']);
    // A system administrator holds every lower role of the module, UserAdmin included; Rx Connects' does not.
    expect((await rowsOf(sysAdmin)).map((r) => r.typeKey)).toEqual(['admin.pfs-registration-submitted']);
    expect(await rowsOf(rxAdmin)).toEqual([]);
  });

  it('an Rx Connects donor application notifies the Rx Connects administrators', async () => {
    const res = await submitPublicForm(ctx.app, '/api/PublicDonorRegistration/SaveDonor/', validDonor());
    expect(res.json().isSuccessful).toBe(true);
    const rows = await rowsOf(rxAdmin);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ typeKey: 'rx-connects.application-submitted', businessArea: 8 });
    expect(rows[0]?.message).toContain(`(#${res.json().value})`);
  });

  it('a failed scheduled job notifies the system administrators and keeps its history', async () => {
    const job: JobDefinition = {
      name: 'NotifyProbeJob',
      schedule: '0 0 * * *',
      description: 'A job that fails.',
      run: async () => {
        throw new Error('probe failed');
      },
    };
    expect(await runJob(ctx.db, job, new Date('2026-01-01T00:00:00Z'), undefined, ctx.config)).toBe('ran');
    const rows = await rowsOf(sysAdmin);
    expect(rows.find((r) => r.typeKey === 'admin.scheduled-job-failed')).toMatchObject({
      title: 'Scheduled job failed: NotifyProbeJob',
      message: 'Error: probe failed',
      // Quartz History at the job's runs, so the failed run is on screen (issue 27).
      link: 'admin/system/quartz/pcg-history?job=NotifyProbeJob',
      subscription: 'job:NotifyProbeJob',
    });
    // A successful run notifies no one.
    const ok: JobDefinition = { ...job, name: 'NotifyProbeOk', run: async () => 'fine' };
    await runJob(ctx.db, ok, new Date('2026-01-01T00:00:00Z'), undefined, ctx.config);
    expect((await rowsOf(sysAdmin)).filter((r) => r.title.includes('NotifyProbeOk'))).toEqual([]);
  });
});
