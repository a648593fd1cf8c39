import { Module, Role } from '@homer/contracts/access';
import { registrationPaths as paths } from '@homer/contracts/registrations';
import { pfsRegistrationFacilities, pfsRegistrations } from '../../db/schema/pfs.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, type TestContext } from '../../test/test-context.ts';

export type Caller = { userId: number; token: string };

/** A user administrator (who also manages HelpDesk, so may grant its roles), a system administrator, an outsider. */
export async function createReviewers(ctx: TestContext, prefix: string) {
  const [userAdmin, sysAdmin, other] = await Promise.all([
    createSignedInUser(ctx, {
      userName: `${prefix}useradmin`,
      firstName: 'Uma',
      lastName: 'Useradmin',
      access: [
        { module: Module.Admin, role: Role.UserAdmin },
        { module: Module.HelpDesk, role: Role.Manager },
      ],
    }),
    createSignedInUser(ctx, {
      userName: `${prefix}sysadmin`,
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    }),
    createSignedInUser(ctx, {
      userName: `${prefix}other`,
      access: [{ module: Module.Admin, role: Role.Manager }],
    }),
  ]);
  return { userAdmin, sysAdmin, other };
}

type RegistrationInsert = typeof pfsRegistrations.$inferInsert;

let people = 0;
/** A pending pfs registration (as the public form stores it) with facilities, and overrides. */
export async function insertRegistration(
  ctx: TestContext,
  facilityIds: number[],
  values: Partial<RegistrationInsert> = {},
): Promise<number> {
  people += 1;
  return withTx(ctx.db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(pfsRegistrations)
      .values({
        firstName: 'Pat',
        lastName: `Doe${people}`,
        email: `pat${people}.${Date.now()}@pharmacy.example.com`,
        phoneNumber: '850-555-0100',
        ...values,
      })
      .returning({ id: pfsRegistrations.id });
    if (!row) throw new Error('registration insert returned nothing');
    if (facilityIds.length > 0) {
      await tx
        .insert(pfsRegistrationFacilities)
        .values(facilityIds.map((facilityId) => ({ registrationId: row.id, facilityId })));
    }
    return row.id;
  });
}

export function api(ctx: TestContext) {
  return {
    get: (path: keyof typeof paths, query: string, caller?: Caller) =>
      ctx.app.inject({
        method: 'GET',
        url: `/${paths[path]}${query ? `?${query}` : ''}`,
        headers: caller ? bearer(caller.token) : {},
      }),
    post: (path: keyof typeof paths, body: unknown, caller?: Caller) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${paths[path]}`,
        headers: caller ? bearer(caller.token) : {},
        payload: body as object,
      }),
  };
}
