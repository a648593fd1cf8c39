import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { usersMessages } from '@homer/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf } from '../../test/auth-of.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { checkLinksEditor, linksReadRight } from './user-links.ts';

const adminAccess: ModuleAccess[] = [
  { module: Module.Admin, role: Role.UserAdmin },
  { module: Module.HEROS, role: Role.Manager },
];
const ownMessage = 'You cannot change your own agencies.';

describe('linksReadRight', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof authOf>;
  let lowerId: number;
  let higherId: number;
  let plain: ReturnType<typeof authOf>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = authOf(await createUser(ctx.db, { userName: 'ulAdmin', access: adminAccess }), adminAccess);
    lowerId = await createUser(ctx.db, {
      userName: 'ulLower',
      access: [{ module: Module.HEROS, role: Role.User }],
    });
    higherId = await createUser(ctx.db, {
      userName: 'ulHigher',
      access: [{ module: Module.HEROS, role: Role.SystemAdmin }],
    });
    const plainAccess = [{ module: Module.HEROS, role: Role.User }];
    plain = authOf(lowerId, plainAccess);
  });
  afterAll(() => ctx.close());

  it('lets a user administrator read and change the links of a user they outrank', async () => {
    expect(await linksReadRight(ctx.db, admin, lowerId)).toBe(true);
  });

  it('lets a user administrator read, but not change, the links of a user above them', async () => {
    expect(await linksReadRight(ctx.db, admin, higherId)).toBe(false);
  });

  it('lets the owner, administrator or not, read their own links but never change them', async () => {
    expect(await linksReadRight(ctx.db, plain, lowerId)).toBe(false);
    expect(await linksReadRight(ctx.db, admin, admin.user.id)).toBe(false);
  });

  it("refuses anyone else another user's links (403) before saying whether the user exists", async () => {
    await expect(linksReadRight(ctx.db, plain, higherId)).rejects.toMatchObject({
      statusCode: 403,
      message: messages.accessDenied,
    });
    await expect(linksReadRight(ctx.db, plain, 999_999)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('answers 404 to a user administrator asking for a user who does not exist', async () => {
    await expect(linksReadRight(ctx.db, admin, 999_999)).rejects.toMatchObject({
      statusCode: 404,
      message: usersMessages.notFound,
    });
  });
});

describe('checkLinksEditor', () => {
  it('lets a user administrator on to change another user', () => {
    expect(() => checkLinksEditor(authOf(1, adminAccess), 2, ownMessage)).not.toThrow();
  });

  it("refuses a user administrator their own links with the caller's message", () => {
    expect(() => checkLinksEditor(authOf(1, adminAccess), 1, ownMessage)).toThrow(
      expect.objectContaining({ statusCode: 403, message: ownMessage }),
    );
  });

  it('refuses anyone who is not a user administrator, even on themselves', () => {
    const manager = authOf(1, [{ module: Module.HEROS, role: Role.SystemAdmin }]);
    for (const userId of [1, 2]) {
      expect(() => checkLinksEditor(manager, userId, ownMessage)).toThrow(
        expect.objectContaining({ statusCode: 403, message: messages.accessDenied }),
      );
    }
  });
});
