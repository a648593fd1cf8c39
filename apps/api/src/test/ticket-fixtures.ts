import { Module, Role } from '@homer/contracts/access';
import { helpDeskTicketPaths as paths } from '@homer/contracts/help-desk-tickets';
import { eq } from 'drizzle-orm';
import { helpDeskTickets } from '../db/schema/help-desk.ts';
import { systemActor, withTx } from '../db/tx.ts';
import { createSignedInUser } from './create-signed-in-user.ts';
import { bearer, type TestContext } from './test-context.ts';

export type Caller = { userId: number; token: string };
export type Cast = {
  agent: Caller;
  admin: Caller;
  requester: Caller;
  other: Caller;
  userAdmin: Caller;
};

/** The people of the access matrix: an agent, a Support Admin, a requester, someone else, a user administrator. */
export async function createCast(ctx: TestContext, prefix: string): Promise<Cast> {
  const [agent, admin, requester, other, userAdmin] = await Promise.all([
    createSignedInUser(ctx, {
      userName: `${prefix}agent`,
      firstName: 'Alice',
      lastName: 'Agent',
      access: [{ module: Module.HelpDesk, role: Role.User }],
    }),
    createSignedInUser(ctx, {
      userName: `${prefix}admin`,
      firstName: 'Sam',
      lastName: 'Admin',
      access: [{ module: Module.HelpDesk, role: Role.SystemAdmin }],
    }),
    createSignedInUser(ctx, {
      userName: `${prefix}requester`,
      firstName: 'Rita',
      lastName: 'Requester',
      access: [{ module: Module.CI, role: Role.User }],
    }),
    createSignedInUser(ctx, {
      userName: `${prefix}other`,
      access: [{ module: Module.CI, role: Role.User }],
    }),
    createSignedInUser(ctx, {
      userName: `${prefix}useradmin`,
      firstName: 'Uma',
      lastName: 'Useradmin',
      access: [
        { module: Module.HelpDesk, role: Role.User },
        { module: Module.Admin, role: Role.UserAdmin },
      ],
    }),
  ]);
  return { agent, admin, requester, other, userAdmin };
}

type TicketInsert = typeof helpDeskTickets.$inferInsert;

/** A ticket as the public form stores it (status New), with overrides. */
export async function insertTicket(ctx: TestContext, values: Partial<TicketInsert> = {}): Promise<number> {
  return withTx(ctx.db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(helpDeskTickets)
      .values({
        source: 'PFS',
        fullName: 'Pat Doe',
        email: 'pat@clinic.example.com',
        phoneNumber: '850-555-0100',
        facilityName: 'Leon Clinic',
        categoryId: 1,
        priorityId: 2,
        subject: 'Printer setup',
        description: 'The printer does not print.',
        ...values,
      })
      .returning({ id: helpDeskTickets.id });
    if (!row) throw new Error('ticket insert returned nothing');
    return row.id;
  });
}

export async function ticketRow(ctx: TestContext, id: number) {
  const [row] = await ctx.db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, id));
  if (!row) throw new Error(`ticket ${id} is gone`);
  return row;
}

const base = (path: string) => `/${path}`;

export function api(ctx: TestContext) {
  const headers = (caller?: Caller) => (caller ? bearer(caller.token) : {});
  return {
    get: (path: keyof typeof paths, query: string, caller?: Caller) =>
      ctx.app.inject({ method: 'GET', url: `${base(paths[path])}?${query}`, headers: headers(caller) }),
    post: (path: keyof typeof paths, payload: unknown, caller?: Caller, query = '') =>
      ctx.app.inject({
        method: 'POST',
        url: `${base(paths[path])}${query ? `?${query}` : ''}`,
        payload: payload as object,
        headers: headers(caller),
      }),
  };
}
