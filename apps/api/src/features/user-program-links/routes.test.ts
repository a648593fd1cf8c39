import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { programLinkMessages } from '@homer/contracts/user-program-links';
import { usersMessages } from '@homer/contracts/users';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { herosAgencyContacts, rxConnectsUserRoles } from '../../db/schema/program-links.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertAgency, insertDonor, insertRepository } from '../../test/program-sites.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let admin: Signed;
let owner: Signed;
let other: Signed;
const site = { agency: 0, agency2: 0, repository: 0, pendingRepository: 0, donor: 0 };
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, owner, other] = await Promise.all([
    createSignedInUser(ctx, {
      userName: 'pladmin',
      // Manager in BA: the owners hold BA, and an editor must rank at least as high (decision 065).
      access: [
        { module: Module.Admin, role: Role.UserAdmin },
        { module: Module.BA, role: Role.Manager },
      ],
    }),
    createSignedInUser(ctx, { userName: 'plowner', access: [{ module: Module.BA, role: Role.User }] }),
    createSignedInUser(ctx, { userName: 'plother', access: [{ module: Module.BA, role: Role.User }] }),
  ]);
  site.agency = await insertAgency(ctx.db, 'Links Fire Rescue');
  site.agency2 = await insertAgency(ctx.db, 'Links Sheriff 100%');
  site.repository = await insertRepository(ctx.db, 'Links Pharmacy');
  site.pendingRepository = await insertRepository(ctx.db, 'Links Pending Pharmacy', RxConnectsStatus.Pending);
  site.donor = await insertDonor(ctx.db, 'Links Hospital');
});
afterAll(() => ctx.close());

const base = '/api/Administration/Users';
const get = (path: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `${base}/${path}`, headers: token ? bearer(token) : {} });
const post = (path: string, payload: unknown, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    payload: payload as object,
    headers: bearer(token),
  });
const agencyRows = (userId: number) =>
  ctx.db.select().from(herosAgencyContacts).where(eq(herosAgencyContacts.userId, userId));
const roleRows = (userId: number) =>
  ctx.db.select().from(rxConnectsUserRoles).where(eq(rxConnectsUserRoles.userId, userId));
const auditBy = (table: string, userId: number) =>
  ctx.db
    .select({ changedBy: globalAudit.changedBy, operation: globalAudit.operation, field: globalAudit.field })
    .from(globalAudit)
    .where(and(eq(globalAudit.tableName, table), eq(globalAudit.entityId, String(userId))));

describe('HEROS Agencies tab', () => {
  it('a user administrator searches, adds and removes an agency; each change is audited under the user', async () => {
    const search = await get(`SearchHerosAgencies?userId=${owner.userId}&search=sheriff 100%25`, admin.token);
    expect(search.json().value).toEqual([{ agencyId: site.agency2, agencyName: 'Links Sheriff 100%' }]);
    // % is taken literally, not as a wildcard.
    expect(
      (await get(`SearchHerosAgencies?userId=${owner.userId}&search=%25`, admin.token)).json().value,
    ).toEqual([{ agencyId: site.agency2, agencyName: 'Links Sheriff 100%' }]);

    const added = await post(
      'AddHerosAgency',
      { userId: owner.userId, agencyId: site.agency, contactRole: 'Secondary' },
      admin.token,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: programLinkMessages.agencyAdded,
      value: {
        canEdit: true,
        links: [{ agencyId: site.agency, agencyName: 'Links Fire Rescue', contactRole: 'Secondary' }],
      },
    });
    const names = (await get(`SearchHerosAgencies?userId=${owner.userId}&search=links`, admin.token))
      .json()
      .value.map((c: { agencyName: string }) => c.agencyName);
    expect(names).toEqual(['Links Sheriff 100%']);

    const again = await post(
      'AddHerosAgency',
      { userId: owner.userId, agencyId: site.agency, contactRole: 'Primary' },
      admin.token,
    );
    expect([again.statusCode, again.json().message]).toEqual([400, programLinkMessages.alreadyContact]);
    expect((await agencyRows(owner.userId)).map((r) => r.contactRole)).toEqual(['Secondary']);

    const removed = await post(
      'RemoveHerosAgency',
      { userId: owner.userId, agencyId: site.agency },
      admin.token,
    );
    expect(removed.json()).toMatchObject({
      message: programLinkMessages.agencyRemoved,
      value: { links: [] },
    });
    const gone = await post(
      'RemoveHerosAgency',
      { userId: owner.userId, agencyId: site.agency },
      admin.token,
    );
    expect([gone.statusCode, gone.json().message]).toEqual([400, programLinkMessages.notContact]);

    const audit = await auditBy('heros_agency_contacts', owner.userId);
    expect(new Set(audit.map((a) => a.operation))).toEqual(new Set(['INSERT', 'DELETE']));
    expect(audit.every((a) => a.changedBy === admin.userId)).toBe(true);
    expect(audit.map((a) => a.field)).toContain('contact_role');
  });

  it('the owner reads their own read-only; others get 403, anonymous 401; nobody changes their own', async () => {
    await ctx.db
      .insert(herosAgencyContacts)
      .values({ agencyId: site.agency2, userId: other.userId, contactRole: 'Other' });
    const own = await get(`GetHerosAgencies?userId=${owner.userId}`, owner.token);
    expect(own.json().value).toEqual({ links: [], canEdit: false });
    expect((await get(`GetHerosAgencies?userId=${other.userId}`, owner.token)).statusCode).toBe(403);
    expect((await get(`GetHerosAgencies?userId=${other.userId}`)).statusCode).toBe(401);
    expect((await get(`SearchHerosAgencies?userId=${owner.userId}`, owner.token)).statusCode).toBe(403);
    for (const userId of [owner.userId, other.userId]) {
      const res = await post(
        'AddHerosAgency',
        { userId, agencyId: site.agency, contactRole: 'Primary' },
        owner.token,
      );
      expect([res.statusCode, res.json().message]).toEqual([403, messages.accessDenied]);
    }
    const removeOther = await post(
      'RemoveHerosAgency',
      { userId: other.userId, agencyId: site.agency2 },
      owner.token,
    );
    expect(removeOther.statusCode).toBe(403);
    const self = await post(
      'AddHerosAgency',
      { userId: admin.userId, agencyId: site.agency, contactRole: 'Primary' },
      admin.token,
    );
    expect([self.statusCode, self.json().message]).toEqual([403, programLinkMessages.ownLinks]);
    expect((await get(`SearchHerosAgencies?userId=${admin.userId}`, admin.token)).statusCode).toBe(403);
    expect(await agencyRows(owner.userId)).toEqual([]);
    expect(await agencyRows(admin.userId)).toEqual([]);
    expect(await agencyRows(other.userId)).toHaveLength(1);
  });

  it('refuses unknown agencies and users, ids past int4, NUL and unknown roles, storing nothing', async () => {
    const cases: [unknown, number, string][] = [
      [
        { userId: other.userId, agencyId: maxId + 1, contactRole: 'Primary' },
        400,
        programLinkMessages.agencyNotFound,
      ],
      [
        { userId: other.userId, agencyId: maxId, contactRole: 'Primary' },
        400,
        programLinkMessages.agencyNotFound,
      ],
      [
        { userId: other.userId, agencyId: '1\u0000', contactRole: 'Primary' },
        400,
        programLinkMessages.agencyNotFound,
      ],
      [
        { userId: other.userId, agencyId: site.agency, contactRole: 'Boss' },
        400,
        programLinkMessages.contactRole,
      ],
      [
        { userId: other.userId, agencyId: site.agency, contactRole: 'Primary\u0000' },
        400,
        programLinkMessages.contactRole,
      ],
      [{ userId: other.userId, agencyId: site.agency }, 400, programLinkMessages.contactRole],
      [{ userId: maxId + 1, agencyId: site.agency, contactRole: 'Primary' }, 400, fieldMessages.id],
      [{ userId: maxId, agencyId: site.agency, contactRole: 'Primary' }, 404, usersMessages.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post('AddHerosAgency', body, admin.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await agencyRows(other.userId)).map((r) => r.agencyId)).toEqual([site.agency2]);
    expect((await get(`GetHerosAgencies?userId=${maxId + 1}`, admin.token)).statusCode).toBe(400);
    expect((await get(`GetHerosAgencies?userId=${maxId}`, admin.token)).statusCode).toBe(404);
    expect(
      (await get(`SearchHerosAgencies?userId=${owner.userId}&search=a%00`, admin.token)).statusCode,
    ).toBe(400);
  });
});

describe('Rx Connects tab', () => {
  it('adds and removes repository and donor roles of approved sites, audited under the user', async () => {
    const choices = (
      await get(`SearchRxConnectsSites?userId=${owner.userId}&search=links`, admin.token)
    ).json().value;
    // The pending repository is not offered.
    expect(choices).toEqual([
      { kind: 'donor', siteId: site.donor, siteName: 'Links Hospital' },
      { kind: 'repository', siteId: site.repository, siteName: 'Links Pharmacy' },
    ]);
    const repo = await post(
      'AddRxConnectsRole',
      { userId: owner.userId, kind: 'repository', siteId: site.repository, role: 'Pharmacist in charge' },
      admin.token,
    );
    expect(repo.json().message).toBe(programLinkMessages.roleAdded);
    const donor = await post(
      'AddRxConnectsRole',
      { userId: owner.userId, kind: 'donor', siteId: site.donor, role: 'Contact' },
      admin.token,
    );
    expect(donor.json().value).toEqual({
      canEdit: true,
      links: [
        {
          kind: 'repository',
          siteId: site.repository,
          siteName: 'Links Pharmacy',
          status: 'Approved',
          role: 'Pharmacist in charge',
        },
        {
          kind: 'donor',
          siteId: site.donor,
          siteName: 'Links Hospital',
          status: 'Approved',
          role: 'Contact',
        },
      ],
    });
    const twice = await post(
      'AddRxConnectsRole',
      { userId: owner.userId, kind: 'repository', siteId: site.repository, role: 'Staff' },
      admin.token,
    );
    expect([twice.statusCode, twice.json().message]).toEqual([400, programLinkMessages.alreadyRole]);
    expect(
      (await get(`SearchRxConnectsSites?userId=${owner.userId}&search=links`, admin.token)).json().value,
    ).toEqual([]);

    const own = await get(`GetRxConnectsRoles?userId=${owner.userId}`, owner.token);
    expect(own.json().value.canEdit).toBe(false);
    expect(own.json().value.links).toHaveLength(2);

    for (const [kind, siteId] of [
      ['repository', site.repository],
      ['donor', site.donor],
    ] as const) {
      const res = await post('RemoveRxConnectsRole', { userId: owner.userId, kind, siteId }, admin.token);
      expect(res.json().message).toBe(programLinkMessages.roleRemoved);
    }
    const gone = await post(
      'RemoveRxConnectsRole',
      { userId: owner.userId, kind: 'donor', siteId: site.donor },
      admin.token,
    );
    expect([gone.statusCode, gone.json().message]).toEqual([400, programLinkMessages.notRole]);
    expect(await roleRows(owner.userId)).toEqual([]);

    const audit = await auditBy('rx_connects_user_roles', owner.userId);
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => a.changedBy === admin.userId)).toBe(true);
    expect(audit.map((a) => a.field)).not.toContain('id');
  });

  it('refuses roles of another kind, pending and unknown sites, bad input and other people', async () => {
    const cases: [unknown, number, string][] = [
      [
        { userId: other.userId, kind: 'donor', siteId: site.donor, role: 'Staff' },
        400,
        programLinkMessages.rxRole,
      ],
      [
        { userId: other.userId, kind: 'repository', siteId: site.repository, role: 'Contact' },
        400,
        programLinkMessages.rxRole,
      ],
      [
        { userId: other.userId, kind: 'pharmacy', siteId: site.repository, role: 'Staff' },
        400,
        programLinkMessages.siteKind,
      ],
      [
        { userId: other.userId, kind: 'repository', siteId: site.pendingRepository, role: 'Staff' },
        400,
        programLinkMessages.siteNotFound,
      ],
      [
        { userId: other.userId, kind: 'donor', siteId: site.donor + 100, role: 'Contact' },
        400,
        programLinkMessages.siteNotFound,
      ],
      [
        { userId: other.userId, kind: 'repository', siteId: maxId + 1, role: 'Staff' },
        400,
        programLinkMessages.siteNotFound,
      ],
      [
        { userId: other.userId, kind: 'repository', siteId: maxId, role: 'Staff' },
        400,
        programLinkMessages.siteNotFound,
      ],
      [
        { userId: other.userId, kind: 'repository\u0000', siteId: site.repository, role: 'Staff' },
        400,
        programLinkMessages.siteKind,
      ],
      [
        { userId: maxId + 1, kind: 'repository', siteId: site.repository, role: 'Staff' },
        400,
        fieldMessages.id,
      ],
      [
        { userId: maxId, kind: 'repository', siteId: site.repository, role: 'Staff' },
        404,
        usersMessages.notFound,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await post('AddRxConnectsRole', body, admin.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const body = { userId: other.userId, kind: 'repository', siteId: site.repository, role: 'Staff' };
    expect((await post('AddRxConnectsRole', body, owner.token)).statusCode).toBe(403);
    const self = await post('AddRxConnectsRole', { ...body, userId: admin.userId }, admin.token);
    expect([self.statusCode, self.json().message]).toEqual([403, programLinkMessages.ownLinks]);
    expect((await get(`GetRxConnectsRoles?userId=${other.userId}`, owner.token)).statusCode).toBe(403);
    expect((await get(`GetRxConnectsRoles?userId=${other.userId}`)).statusCode).toBe(401);
    expect((await get(`SearchRxConnectsSites?userId=${other.userId}`, owner.token)).statusCode).toBe(403);
    expect(
      await ctx.db
        .select()
        .from(rxConnectsUserRoles)
        .where(inArray(rxConnectsUserRoles.userId, [other.userId, admin.userId])),
    ).toEqual([]);
  });
});
