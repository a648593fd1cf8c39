import { Module, Role } from '@homer/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotificationSettings } from '../../db/schema/notification-settings.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { recipientsOf } from './recipients.ts';

const registration = 'admin.pfs-registration-submitted';
const chat = 'chat.message-received';

let ctx: TestContext;
let systemAdmin: number;
let userAdmin: number;
let baUser: number;
let disabledAdmin: number;
let noAccess: number;
beforeAll(async () => {
  ctx = await createTestContext();
  [systemAdmin, userAdmin, baUser, disabledAdmin, noAccess] = await Promise.all([
    createUser(ctx.db, { userName: 'rcsys', access: [{ module: Module.Admin, role: Role.SystemAdmin }] }),
    createUser(ctx.db, { userName: 'rcusers', access: [{ module: Module.Admin, role: Role.UserAdmin }] }),
    createUser(ctx.db, {
      userName: 'rcba',
      access: [{ module: Module.BA, role: Role.SystemAdmin }],
    }),
    createUser(ctx.db, {
      userName: 'rcgone',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
      disabled: true,
    }),
    createUser(ctx.db, { userName: 'rcnone' }),
  ]);
  await ctx.db.insert(userNotificationSettings).values([
    { userId: userAdmin, typeKey: registration, inApp: false, push: true, email: false },
    // Another type's override, and one kept from access since lost: neither applies here.
    { userId: systemAdmin, typeKey: chat, inApp: false, push: false, email: false },
    { userId: baUser, typeKey: registration, inApp: true, push: true, email: true },
  ]);
});
afterAll(() => ctx.close());

describe('recipientsOf', () => {
  it('answers the active users whose access the type needs, on their override or else the defaults', async () => {
    const recipients = await recipientsOf(
      ctx.db,
      [systemAdmin, userAdmin, baUser, disabledAdmin, noAccess, 999_999],
      registration,
    );
    expect(recipients).toEqual(
      new Map([
        [systemAdmin, { channels: { inApp: true, push: false, email: true }, email: 'rcsys@test.example' }],
        [userAdmin, { channels: { inApp: false, push: true, email: false }, email: 'rcusers@test.example' }],
      ]),
    );
  });

  it('reaches everyone signed in for a type without a module, whatever their access', async () => {
    const recipients = await recipientsOf(ctx.db, [systemAdmin, noAccess, disabledAdmin], chat);
    expect([...recipients.keys()].sort()).toEqual([systemAdmin, noAccess].sort());
    expect(recipients.get(systemAdmin)?.channels).toEqual({ inApp: false, push: false, email: false });
    expect(recipients.get(noAccess)?.channels).toEqual({ inApp: true, push: true, email: false });
  });

  it('reaches no one for an unknown type or an empty list', async () => {
    expect(await recipientsOf(ctx.db, [systemAdmin], 'admin.no-such-type')).toEqual(new Map());
    expect(await recipientsOf(ctx.db, [], registration)).toEqual(new Map());
    expect(await recipientsOf(ctx.db, [disabledAdmin], registration)).toEqual(new Map());
  });
});
