import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { membershipMessages } from '@homer/contracts/user-profile-tabs';
import { usersMessages } from '@homer/contracts/users';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { facilities, organizations, userFacilities } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { facilitiesOfUser } from './queries.ts';
import { ownFacilitiesMessage } from './service.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let userAdmin: Signed;
let owner: Signed;
let other: Signed;
const facility: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  [userAdmin, owner, other] = await Promise.all([
    createSignedInUser(ctx, {
      userName: 'umadmin',
      // Manager in BA: the owners hold BA, and an editor must rank at least as high (decision 065).
      access: [
        { module: Module.Admin, role: Role.UserAdmin },
        { module: Module.BA, role: Role.Manager },
      ],
    }),
    createSignedInUser(ctx, { userName: 'umowner', access: [{ module: Module.BA, role: Role.User }] }),
    createSignedInUser(ctx, { userName: 'umother', access: [{ module: Module.BA, role: Role.User }] }),
  ]);
  const [org] = await ctx.db.insert(organizations).values({ name: 'Membership Org' }).returning();
  if (!org) throw new Error('no organization');
  const rows = await ctx.db
    .insert(facilities)
    .values([
      { organizationId: org.id, name: 'Alpha Clinic' },
      { organizationId: org.id, name: 'Beta Pharmacy', isPharmacy: true },
      { organizationId: org.id, name: 'Closed Clinic', isActive: false },
    ])
    .returning();
  for (const row of rows) facility[row.name] = row.id;
});
afterAll(() => ctx.close());

const base = '/api/Administration/Users';
const get = (path: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });
const post = (path: string, payload: unknown, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    payload: payload as object,
    headers: bearer(token),
  });
const stored = (userId: number) =>
  ctx.db.select().from(userFacilities).where(eq(userFacilities.userId, userId));

describe('organizations tab', () => {
  it('a user administrator adds and removes a facility; it is audited and reaches the facility selector', async () => {
    const before = (await get(`${base}/GetMemberships?userId=${owner.userId}`, userAdmin.token)).json().value;
    expect(before).toMatchObject({ memberships: [], canEdit: true });
    // Inactive facilities are not offered.
    expect(before.choices.map((c: { facilityName: string }) => c.facilityName)).not.toContain(
      'Closed Clinic',
    );

    const added = await post(
      'AddFacility',
      { userId: owner.userId, facilityId: facility['Beta Pharmacy'] },
      userAdmin.token,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(membershipMessages.added);
    expect(added.json().value.memberships).toMatchObject([
      { facilityName: 'Beta Pharmacy', organizationName: 'Membership Org', isActive: true },
    ]);
    expect((await facilitiesOfUser(ctx.db, owner.userId)).map((m) => m.facilityName)).toEqual([
      'Beta Pharmacy',
    ]);
    const selector = (await get('/api/Facility/GetUserFacilities', owner.token)).json();
    expect(selector.map((f: { text: string }) => f.text)).toEqual(['Beta Pharmacy']);
    const [audit] = await ctx.db
      .select({ changedBy: globalAudit.changedBy })
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'user_facilities'), sql`${globalAudit.changedTo} is not null`));
    expect(audit?.changedBy).toBe(userAdmin.userId);

    const again = await post(
      'AddFacility',
      { userId: owner.userId, facilityId: facility['Beta Pharmacy'] },
      userAdmin.token,
    );
    expect([again.statusCode, again.json().message]).toEqual([400, membershipMessages.alreadyMember]);

    const removed = await post(
      'RemoveFacility',
      { userId: owner.userId, facilityId: facility['Beta Pharmacy'] },
      userAdmin.token,
    );
    expect(removed.json()).toMatchObject({ message: membershipMessages.removed, value: { memberships: [] } });
    const gone = await post(
      'RemoveFacility',
      { userId: owner.userId, facilityId: facility['Beta Pharmacy'] },
      userAdmin.token,
    );
    expect([gone.statusCode, gone.json().message]).toEqual([400, membershipMessages.notMember]);
  });

  it('the owner reads their own but changes nothing; others get 403; nobody changes their own', async () => {
    const own = await get(`${base}/GetMemberships?userId=${owner.userId}`, owner.token);
    expect(own.json().value).toMatchObject({ canEdit: false, choices: [] });
    expect((await get(`${base}/GetMemberships?userId=${other.userId}`, owner.token)).statusCode).toBe(403);
    expect((await get(`${base}/GetMemberships?userId=${other.userId}`)).statusCode).toBe(401);
    for (const userId of [owner.userId, other.userId]) {
      const res = await post('AddFacility', { userId, facilityId: facility['Alpha Clinic'] }, owner.token);
      expect([res.statusCode, res.json().message]).toEqual([403, messages.accessDenied]);
    }
    const self = await post(
      'AddFacility',
      { userId: userAdmin.userId, facilityId: facility['Alpha Clinic'] },
      userAdmin.token,
    );
    expect([self.statusCode, self.json().message]).toEqual([403, ownFacilitiesMessage]);
    expect(await stored(owner.userId)).toEqual([]);
    expect(await stored(userAdmin.userId)).toEqual([]);
  });

  it('refuses ids past int4, unknown and inactive facilities and unknown users, storing nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ userId: other.userId, facilityId: maxId + 1 }, 400, membershipMessages.facilityNotFound],
      [{ userId: maxId + 1, facilityId: facility['Alpha Clinic'] }, 400, fieldMessages.id],
      [{ userId: other.userId, facilityId: '1\u0000' }, 400, membershipMessages.facilityNotFound],
      [{ userId: other.userId, facilityId: maxId }, 400, membershipMessages.facilityNotFound],
      [
        { userId: other.userId, facilityId: facility['Closed Clinic'] },
        400,
        membershipMessages.facilityNotFound,
      ],
      [{ userId: maxId, facilityId: facility['Alpha Clinic'] }, 404, usersMessages.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post('AddFacility', body, userAdmin.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await stored(other.userId)).toEqual([]);
    const query = await get(`${base}/GetMemberships?userId=${maxId + 1}`, userAdmin.token);
    expect(query.statusCode).toBe(400);
    expect((await get(`${base}/GetMemberships?userId=${maxId}`, userAdmin.token)).statusCode).toBe(404);
  });
});
