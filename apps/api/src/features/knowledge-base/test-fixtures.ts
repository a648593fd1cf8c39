import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { kbDocuments } from '../../db/schema/knowledge-base.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, type TestContext } from '../../test/test-context.ts';

/** Users of the knowledge base tests, one per interesting set of rights (§6). */
export async function createKbUsers(ctx: TestContext, prefix: string) {
  const user = async (name: string, access: ModuleAccess[]) =>
    (await createSignedInUser(ctx, { userName: `${prefix}-${name}`, access })).token;
  return {
    supportAdmin: await user('support-admin', [{ module: Module.HelpDesk, role: Role.SystemAdmin }]),
    admin: await user('admin', [{ module: Module.Admin, role: Role.SystemAdmin }]),
    inventoryAdmin: await user('inv-admin', [{ module: Module.Inventory, role: Role.SystemAdmin }]),
    inventoryTech: await user('inv-tech', [{ module: Module.Inventory, role: Role.Technician }]),
    helpDeskUser: await user('hd-user', [{ module: Module.HelpDesk, role: Role.User }]),
    rxAdmin: await user('rx-admin', [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }]),
    baUser: await user('ba-user', [{ module: Module.BA, role: Role.User }]),
    nobody: await user('nobody', []),
  };
}

export type KbDocumentSeed = Partial<typeof kbDocuments.$inferInsert> & { module: number; title: string };

/** A document written straight to the table (the API's own saves are what the tests examine). */
export async function insertKbDocument(ctx: TestContext, doc: KbDocumentSeed): Promise<number> {
  const [row] = await ctx.db
    .insert(kbDocuments)
    .values({ permissionRole: 1, description: '', content: '', ...doc })
    .returning({ id: kbDocuments.id });
  if (!row) throw new Error('no row');
  return row.id;
}

export function kbRequest(ctx: TestContext) {
  return {
    get: (token: string, url: string) =>
      ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(token) }),
    post: (token: string, url: string, payload?: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${url}`,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
