import { Module, Role } from '@homer/contracts/access';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, type TestContext } from '../../test/test-context.ts';

/** One signed-in user per role boundary of the stock screens, and one without the Inventory module. */
export async function stockUsers(ctx: TestContext) {
  const as = async (userName: string, module: Module, role: Role) =>
    (await createSignedInUser(ctx, { userName, access: [{ module, role }] })).token;
  return {
    outsider: await as('stock-outsider', Module.NDC, Role.SystemAdmin),
    user: await as('stock-user', Module.Inventory, Role.User),
    technician: await as('stock-tech', Module.Inventory, Role.Technician),
    pharmacist: await as('stock-pharmacist', Module.Inventory, Role.Pharmacist),
  };
}

export function stockRequests(ctx: TestContext) {
  return {
    get: (token: string, url: string) =>
      ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(token) }),
    post: (token: string, url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/${url}`, headers: bearer(token), payload }),
  };
}
