import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  facilities,
  moduleAccess,
  organizations,
  sessions,
  userFacilities,
  users,
} from '../../db/schema/core.ts';
import { userNotificationSettings } from '../../db/schema/notification-settings.ts';
import { herosAgencyContacts, rxConnectsUserRoles } from '../../db/schema/program-links.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { insertAgency, insertDonor, insertRepository } from '../../test/program-sites.ts';
import {
  bearer,
  createTestContext,
  createUser,
  type TestContext,
  testPassword,
} from '../../test/test-context.ts';
import { emailChangedSubject } from './email-change.ts';

/**
 * Decision 065: every call that changes another user needs the editor to rank at least as high as the user in
 * every module the user holds. Each editor × target pair runs every such call; a refusal must leave the user's
 * rows, sessions and the outbox exactly as they were, an allowed call must land.
 */
let ctx: TestContext;
const fixture = { facilityA: 0, facilityB: 0, agencyA: 0, agencyB: 0, repository: 0, donor: 0 };
beforeAll(async () => {
  ctx = await createTestContext();
  const [org] = await ctx.db.insert(organizations).values({ name: 'Rank Org' }).returning();
  if (!org) throw new Error('no organization');
  const [a, b] = await ctx.db
    .insert(facilities)
    .values([
      { organizationId: org.id, name: 'Rank Clinic A' },
      { organizationId: org.id, name: 'Rank Clinic B' },
    ])
    .returning();
  if (!a || !b) throw new Error('no facilities');
  fixture.facilityA = a.id;
  fixture.facilityB = b.id;
  fixture.agencyA = await insertAgency(ctx.db, 'Rank Agency A');
  fixture.agencyB = await insertAgency(ctx.db, 'Rank Agency B');
  fixture.repository = await insertRepository(ctx.db, 'Rank Repository');
  fixture.donor = await insertDonor(ctx.db, 'Rank Donor');
});
afterAll(() => ctx.close());

const grant = (module: Module, role: Role): ModuleAccess => ({ module, role });

const editors = {
  systemAdmin: [grant(Module.Admin, Role.SystemAdmin)],
  userAdmin: [grant(Module.Admin, Role.UserAdmin)],
  wideUserAdmin: [
    grant(Module.Admin, Role.UserAdmin),
    grant(Module.BA, Role.Manager),
    grant(Module.RxConnects, Role.RxConnectsAdmin),
  ],
  rxManagerUserAdmin: [
    grant(Module.Admin, Role.UserAdmin),
    grant(Module.BA, Role.Manager),
    grant(Module.RxConnects, Role.Manager),
  ],
};
type EditorKind = keyof typeof editors;

const targets = {
  systemAdmin: [grant(Module.Admin, Role.SystemAdmin)],
  userAdmin: [grant(Module.Admin, Role.UserAdmin)],
  rxAdmin: [grant(Module.RxConnects, Role.RxConnectsAdmin)],
  baUser: [grant(Module.BA, Role.User)],
  ndcUser: [grant(Module.NDC, Role.User)],
};
type TargetKind = keyof typeof targets;

/** Written out, not computed with the rule under test. */
const allowed: Record<EditorKind, Record<TargetKind, boolean>> = {
  systemAdmin: { systemAdmin: true, userAdmin: true, rxAdmin: true, baUser: true, ndcUser: true },
  userAdmin: { systemAdmin: false, userAdmin: true, rxAdmin: false, baUser: false, ndcUser: false },
  wideUserAdmin: { systemAdmin: false, userAdmin: true, rxAdmin: true, baUser: true, ndcUser: false },
  rxManagerUserAdmin: { systemAdmin: false, userAdmin: true, rxAdmin: false, baUser: true, ndcUser: false },
};

/** A grant change every editor allowed on the target could make (only an Admin SystemAdmin reaches the first). */
const accessChange: Record<TargetKind, ModuleAccess[]> = {
  systemAdmin: [...targets.systemAdmin, grant(Module.NDC, Role.User)],
  userAdmin: [grant(Module.Admin, Role.User)],
  rxAdmin: [...targets.rxAdmin, grant(Module.Admin, Role.User)],
  baUser: [...targets.baUser, grant(Module.Admin, Role.User)],
  ndcUser: [...targets.ndcUser, grant(Module.Admin, Role.User)],
};

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;
type Target = { userId: number; userName: string; kind: TargetKind };

/** A new user, signed in from an address of their own (the sign-in throttle counts per address). */
async function signedInUser(userName: string, access: ModuleAccess[]) {
  const userId = await createUser(ctx.db, { userName, access });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { userName, password: testPassword },
    remoteAddress: nextRemoteAddress(),
  });
  const token: string | undefined = res.json().value?.token;
  if (!token) throw new Error(`sign-in failed for ${userName}: ${res.body}`);
  return { userId, token };
}

/** A target with a live session, MFA on, and one facility, agency and Rx Connects role for the removals. */
async function createTarget(userName: string, kind: TargetKind): Promise<Target> {
  const { userId } = await signedInUser(userName, targets[kind]);
  await withTx(ctx.db, systemActor, async (tx) => {
    await tx.update(users).set({ fidoMfaEnabled: true }).where(eq(users.id, userId));
    await tx.insert(userFacilities).values({ userId, facilityId: fixture.facilityB });
    await tx
      .insert(herosAgencyContacts)
      .values({ userId, agencyId: fixture.agencyB, contactRole: 'Primary' });
    await tx.insert(rxConnectsUserRoles).values({ userId, donorId: fixture.donor, role: 'Contact' });
  });
  return { userId, userName, kind };
}

async function snapshot(userId: number) {
  const db = ctx.db;
  return {
    user: (await db.select().from(users).where(eq(users.id, userId)))[0],
    access: await db.select().from(moduleAccess).where(eq(moduleAccess.userId, userId)),
    facilities: await db.select().from(userFacilities).where(eq(userFacilities.userId, userId)),
    agencies: await db.select().from(herosAgencyContacts).where(eq(herosAgencyContacts.userId, userId)),
    rxRoles: await db.select().from(rxConnectsUserRoles).where(eq(rxConnectsUserRoles.userId, userId)),
    notifications: await db
      .select()
      .from(userNotificationSettings)
      .where(eq(userNotificationSettings.userId, userId)),
    liveSessions: await ctx.db.$count(sessions, and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
    outbox: await ctx.db.$count(emailOutbox),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const mailsTo = async (address: string) =>
  (
    await ctx.db.execute<{ subject: string }>(
      sql`select subject from email_outbox where lower(to_address) = lower(${address}) order by id`,
    )
  ).rows.map((r) => r.subject);

const base = '/api/Administration';
const post = (path: string, payload: object, token: string) =>
  ctx.app.inject({ method: 'POST', url: `${base}/${path}`, payload, headers: bearer(token) });

/** The details tab's body for the target as stored, with `change` on top. */
async function detailsOf(target: Target, change: Record<string, unknown>) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, target.userId));
  if (!row) throw new Error('no target');
  const { firstName, lastName, email } = row;
  return { userId: target.userId, firstName, lastName, email, phoneNumber: row.phoneNumber ?? '', ...change };
}

type Call = {
  name: string;
  run: (target: Target, token: string) => Promise<Response>;
  landed: (target: Target, before: Snapshot, after: Snapshot, res: Response) => Promise<void> | void;
};

/** Every call that changes another user, in an order where each one's effect stays visible. */
const calls: Call[] = [
  {
    name: 'SaveUser details',
    run: async (t, token) => post('Users/SaveUser', await detailsOf(t, { firstName: 'Renamed' }), token),
    landed: (_t, _b, after) => expect(after.user?.firstName).toBe('Renamed'),
  },
  {
    name: 'SaveUser admin fields',
    run: async (t, token) =>
      post('Users/SaveUser', await detailsOf(t, { inactivityTimeout: true, isRxUser: true }), token),
    landed: (_t, _b, after) => expect(after.user).toMatchObject({ inactivityTimeout: true, isRxUser: true }),
  },
  {
    name: 'UnlockUser',
    run: (t, token) => post('Users/UnlockUser', { userId: t.userId }, token),
    landed: (_t, _b, after) => expect(after.user?.signInFailuresClearedAt).not.toBeNull(),
  },
  {
    name: 'SendWelcomeEmail',
    run: (t, token) => post('Users/SendWelcomeEmail', { userId: t.userId }, token),
    landed: async (_t, before, after) => {
      expect(after.outbox).toBe(before.outbox + 1);
      expect(await mailsTo(before.user?.email ?? '')).toHaveLength(1);
    },
  },
  {
    name: 'SendWelcomeEmailToFilter',
    run: (t, token) => post('Users/SendWelcomeEmailToFilter', { search: t.userName }, token),
    landed: (_t, before, after, res) => {
      expect(res.json().value).toEqual({ sent: 1, skipped: 0, outranked: 0 });
      expect(after.outbox).toBe(before.outbox + 1);
    },
  },
  {
    name: 'SaveModuleAccess',
    run: (t, token) =>
      post('Users/SaveModuleAccess', { userId: t.userId, access: accessChange[t.kind] }, token),
    landed: (t, _b, after) =>
      expect(after.access.map((g) => `${g.module}:${g.role}`).sort()).toEqual(
        accessChange[t.kind].map((g) => `${g.module}:${g.role}`).sort(),
      ),
  },
  {
    name: 'AddFacility',
    run: (t, token) => post('Users/AddFacility', { userId: t.userId, facilityId: fixture.facilityA }, token),
    landed: (_t, _b, after) => expect(after.facilities.map((f) => f.facilityId)).toContain(fixture.facilityA),
  },
  {
    name: 'RemoveFacility',
    run: (t, token) =>
      post('Users/RemoveFacility', { userId: t.userId, facilityId: fixture.facilityB }, token),
    landed: (_t, _b, after) =>
      expect(after.facilities.map((f) => f.facilityId)).not.toContain(fixture.facilityB),
  },
  {
    name: 'AddHerosAgency',
    run: (t, token) =>
      post(
        'Users/AddHerosAgency',
        { userId: t.userId, agencyId: fixture.agencyA, contactRole: 'Other' },
        token,
      ),
    landed: (_t, _b, after) => expect(after.agencies.map((a) => a.agencyId)).toContain(fixture.agencyA),
  },
  {
    name: 'RemoveHerosAgency',
    run: (t, token) =>
      post('Users/RemoveHerosAgency', { userId: t.userId, agencyId: fixture.agencyB }, token),
    landed: (_t, _b, after) => expect(after.agencies.map((a) => a.agencyId)).not.toContain(fixture.agencyB),
  },
  {
    name: 'AddRxConnectsRole',
    run: (t, token) =>
      post(
        'Users/AddRxConnectsRole',
        { userId: t.userId, kind: 'repository', siteId: fixture.repository, role: 'Staff' },
        token,
      ),
    landed: (_t, _b, after) => expect(after.rxRoles.map((r) => r.repositoryId)).toContain(fixture.repository),
  },
  {
    name: 'RemoveRxConnectsRole',
    run: (t, token) =>
      post('Users/RemoveRxConnectsRole', { userId: t.userId, kind: 'donor', siteId: fixture.donor }, token),
    landed: (_t, _b, after) => expect(after.rxRoles.map((r) => r.donorId)).not.toContain(fixture.donor),
  },
  {
    name: 'SaveNotificationSettings',
    run: (t, token) =>
      post(
        'Users/SaveNotificationSettings',
        {
          userId: t.userId,
          settings: [{ key: 'account.inactive-account-warning', inApp: false, push: false, email: false }],
        },
        token,
      ),
    landed: (_t, _b, after) =>
      expect(after.notifications).toMatchObject([
        { typeKey: 'account.inactive-account-warning', inApp: false, push: false, email: false },
      ]),
  },
  {
    name: 'ResetMfa',
    run: (t, token) => post('UserSecurity/ResetMfa', { userId: t.userId }, token),
    landed: (_t, _b, after) => expect(after.user?.fidoMfaEnabled).toBe(false),
  },
  {
    name: 'SignOutEverywhere',
    run: (t, token) => post('UserSecurity/SignOutEverywhere', { userId: t.userId }, token),
    landed: (_t, _b, after) => {
      expect(after.user?.sessionsRevokedAt).not.toBeNull();
      expect(after.liveSessions).toBe(0);
    },
  },
  {
    name: 'SaveUser email',
    run: async (t, token) =>
      post('Users/SaveUser', await detailsOf(t, { email: `moved-${t.userName}@attacker.example` }), token),
    landed: async (t, before, after) => {
      expect(after.user?.email).toBe(`moved-${t.userName}@attacker.example`);
      expect(after.user?.sessionsRevokedAt).not.toEqual(before.user?.sessionsRevokedAt);
      expect(await mailsTo(before.user?.email ?? '')).toContain(emailChangedSubject);
    },
  },
  {
    name: 'SaveUser disable',
    run: async (t, token) => post('Users/SaveUser', await detailsOf(t, { disabled: true }), token),
    landed: (_t, _b, after) => expect(after.user?.disabled).toBe(true),
  },
];

describe.each(Object.keys(editors) as EditorKind[])('%s as the editor', (editorKind) => {
  it.each(Object.keys(targets) as TargetKind[])(
    'changes a %s only when it outranks them',
    async (targetKind) => {
      const tag = `${editorKind}-${targetKind}`.toLowerCase();
      const editor = await signedInUser(`ed-${tag}`, editors[editorKind]);
      const target = await createTarget(`tg-${tag}`, targetKind);
      for (const call of calls) {
        const before = await snapshot(target.userId);
        const res = await call.run(target, editor.token);
        const after = await snapshot(target.userId);
        const label = `${call.name} by ${editorKind} on ${targetKind}: ${res.body}`;
        if (allowed[editorKind][targetKind]) {
          expect(res.statusCode, label).toBe(200);
          await call.landed(target, before, after, res);
        } else if (call.name === 'SendWelcomeEmailToFilter') {
          // One user above the sender does not stop the batch: they are left out and counted.
          expect(res.statusCode, label).toBe(200);
          expect(res.json().value, label).toEqual({ sent: 0, skipped: 0, outranked: 1 });
          expect(res.json().message, label).toBe(
            'Emails sent to 0 users; 1 left out (access above your own).',
          );
          expect(after, label).toEqual(before);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().message, label).toBe(userAdminMessages.outranked);
          expect(after, label).toEqual(before);
        }
      }
    },
  );
});
