import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, withTx } from '../../db/tx.ts';
import { authOf } from '../../test/auth-of.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import {
  changeableUsers,
  grantableRoles,
  grantsOf,
  isUserAdmin,
  lockChangeableUser,
  mayChange,
  outranksUser,
  requireMayChange,
  requireUserAdmin,
  viewRight,
} from './user-rights.ts';

const systemAdmin = [{ module: Module.Admin, role: Role.SystemAdmin }];
const userAdmin = [
  { module: Module.Admin, role: Role.UserAdmin },
  { module: Module.BA, role: Role.Manager },
  { module: Module.RxConnects, role: Role.Manager },
];
const rxUserAdmin = [
  { module: Module.Admin, role: Role.UserAdmin },
  { module: Module.RxConnects, role: Role.RxConnectsAdmin },
];

describe('outranksUser', () => {
  it('lets an editor change a user at or below their role in every module the user holds', () => {
    expect(outranksUser(userAdmin, [])).toBe(true);
    expect(outranksUser(userAdmin, [{ module: Module.Admin, role: Role.User }])).toBe(true);
    expect(outranksUser(userAdmin, [{ module: Module.Admin, role: Role.UserAdmin }])).toBe(true);
    expect(
      outranksUser(userAdmin, [
        { module: Module.BA, role: Role.Manager },
        { module: Module.RxConnects, role: Role.Technician },
      ]),
    ).toBe(true);
    expect(outranksUser(rxUserAdmin, [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toBe(true);
    expect(outranksUser(rxUserAdmin, [{ module: Module.RxConnects, role: Role.Manager }])).toBe(true);
  });

  it('refuses a user above the editor in any one module, however low the rest', () => {
    expect(outranksUser(userAdmin, [{ module: Module.Admin, role: Role.SystemAdmin }])).toBe(false);
    expect(
      outranksUser(userAdmin, [
        { module: Module.Admin, role: Role.User },
        { module: Module.BA, role: Role.SystemAdmin },
      ]),
    ).toBe(false);
  });

  it('treats RxConnectsAdmin as above Manager: a Manager there may not change an RxConnectsAdmin', () => {
    expect(outranksUser(userAdmin, [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toBe(false);
  });

  it('ranks an editor below any role in a module they do not hold', () => {
    expect(outranksUser(userAdmin, [{ module: Module.NDC, role: Role.User }])).toBe(false);
    expect(outranksUser(rxUserAdmin, [{ module: Module.BA, role: Role.User }])).toBe(false);
  });

  it('ranks an Admin SystemAdmin top in every module, fellow Admin SystemAdmins included', () => {
    expect(outranksUser(systemAdmin, [{ module: Module.Admin, role: Role.SystemAdmin }])).toBe(true);
    expect(outranksUser(systemAdmin, [{ module: Module.NDC, role: Role.SystemAdmin }])).toBe(true);
    expect(outranksUser(systemAdmin, [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toBe(true);
  });

  it('does not rank a SystemAdmin of another module top outside it', () => {
    const baAdmin = [
      { module: Module.Admin, role: Role.UserAdmin },
      { module: Module.BA, role: Role.SystemAdmin },
    ];
    expect(outranksUser(baAdmin, [{ module: Module.BA, role: Role.SystemAdmin }])).toBe(true);
    expect(outranksUser(baAdmin, [{ module: Module.NDC, role: Role.User }])).toBe(false);
    expect(outranksUser(baAdmin, [{ module: Module.Admin, role: Role.SystemAdmin }])).toBe(false);
  });
});

describe('isUserAdmin, requireUserAdmin and viewRight', () => {
  const cases: [string, ModuleAccess[], boolean][] = [
    ['Admin SystemAdmin', [{ module: Module.Admin, role: Role.SystemAdmin }], true],
    ['Admin UserAdmin', [{ module: Module.Admin, role: Role.UserAdmin }], true],
    ['Admin Manager', [{ module: Module.Admin, role: Role.Manager }], false],
    ['Admin User', [{ module: Module.Admin, role: Role.User }], false],
    ['BA SystemAdmin', [{ module: Module.BA, role: Role.SystemAdmin }], false],
    ['RxConnects UserAdmin', [{ module: Module.RxConnects, role: Role.UserAdmin }], false],
    ['nothing', [], false],
  ];

  it.each(cases)('%s is a user administrator: %s', (_, access, admin) => {
    expect(isUserAdmin(access)).toBe(admin);
    const require = () => requireUserAdmin(authOf(1, access));
    if (admin) expect(require).not.toThrow();
    else
      expect(require).toThrow(expect.objectContaining({ statusCode: 403, message: messages.accessDenied }));
  });

  it("lets the owner view their own tabs, a user administrator anyone's, and refuses everyone else", () => {
    const admin = authOf(1, [{ module: Module.Admin, role: Role.UserAdmin }]);
    const plain = authOf(2, [{ module: Module.BA, role: Role.SystemAdmin }]);
    expect(viewRight(admin, 99)).toBe('admin');
    // An administrator on their own page still reads as admin: the wider right wins.
    expect(viewRight(admin, 1)).toBe('admin');
    expect(viewRight(plain, 2)).toBe('owner');
    expect(() => viewRight(plain, 99)).toThrow(
      expect.objectContaining({ statusCode: 403, message: messages.accessDenied }),
    );
  });
});

/** Access lists as the table holds them: at most one role per module. */
const accessList = fc.uniqueArray(
  fc.record({
    module: fc.constantFrom(...Object.values(Module)),
    role: fc.constantFrom(...Object.values(Role)),
  }),
  { selector: (a) => a.module, maxLength: 4 },
);
const isTopAdmin = (access: readonly ModuleAccess[]) =>
  access.some((a) => a.module === Module.Admin && a.role === Role.SystemAdmin);

describe('outranksUser, as properties', () => {
  it('an editor can change exactly the users it could have created grant by grant', () => {
    fc.assert(
      fc.property(accessList, accessList, (editor, target) => {
        const creatable = target.every((g) => grantableRoles(editor, g.module).includes(g.role));
        return outranksUser(editor, target) === creatable;
      }),
      { numRuns: 400 },
    );
  });

  it('an editor can change its peers: a user holding exactly its own access', () => {
    fc.assert(
      fc.property(accessList, (editor) => outranksUser(editor, editor)),
      { numRuns: 300 },
    );
  });

  it("taking grants away from a user never puts them out of the editor's reach", () => {
    fc.assert(
      fc.property(accessList, accessList, fc.nat(), (editor, target, drop) => {
        fc.pre(outranksUser(editor, target) && target.length > 0);
        const fewer = target.filter((_, i) => i !== drop % target.length);
        return outranksUser(editor, fewer);
      }),
      { numRuns: 300 },
    );
  });

  it('nobody escalates through a chain: whoever may change B may change everyone B may change', () => {
    fc.assert(
      fc.property(accessList, accessList, accessList, (a, b, c) => {
        fc.pre(outranksUser(a, b) && outranksUser(b, c));
        return outranksUser(a, c);
      }),
      { numRuns: 1000 },
    );
  });

  it('outside Admin SystemAdmin, a module the editor does not hold puts its holders out of reach', () => {
    fc.assert(
      fc.property(accessList, accessList, (editor, target) => {
        fc.pre(!isTopAdmin(editor));
        const foreign = target.some((g) => !editor.some((e) => e.module === g.module));
        return !foreign || !outranksUser(editor, target);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the rank rule against the stored grants', () => {
  let ctx: TestContext;
  let editorId: number;
  let lowerId: number;
  let higherId: number;
  let bareId: number;
  let editor: ReturnType<typeof authOf>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const editorAccess = [
      { module: Module.Admin, role: Role.UserAdmin },
      { module: Module.BA, role: Role.Manager },
    ];
    editorId = await createUser(ctx.db, { userName: 'urEditor', access: editorAccess });
    lowerId = await createUser(ctx.db, {
      userName: 'urLower',
      access: [
        { module: Module.BA, role: Role.Technician },
        { module: Module.Admin, role: Role.User },
      ],
    });
    higherId = await createUser(ctx.db, {
      userName: 'urHigher',
      access: [
        { module: Module.BA, role: Role.User },
        { module: Module.NDC, role: Role.User },
      ],
    });
    bareId = await createUser(ctx.db, { userName: 'urBare' });
    editor = authOf(editorId, editorAccess);
  });
  afterAll(() => ctx.close());

  it('grantsOf reads every module and role the user holds, and nothing for a user without access', async () => {
    expect(await grantsOf(ctx.db, lowerId)).toEqual(
      expect.arrayContaining([
        { module: Module.BA, role: Role.Technician },
        { module: Module.Admin, role: Role.User },
      ]),
    );
    expect(await grantsOf(ctx.db, lowerId)).toHaveLength(2);
    expect(await grantsOf(ctx.db, bareId)).toEqual([]);
  });

  it('mayChange: a lower user yes, one holding a module the editor lacks no, yourself always', async () => {
    expect(await mayChange(ctx.db, editor, lowerId)).toBe(true);
    expect(await mayChange(ctx.db, editor, higherId)).toBe(false);
    expect(await mayChange(ctx.db, editor, bareId)).toBe(true);
    expect(await mayChange(ctx.db, authOf(higherId, []), higherId)).toBe(true);
  });

  it('requireMayChange answers 403 outranked for a user above the editor', async () => {
    await expect(requireMayChange(ctx.db, editor, lowerId)).resolves.toBeUndefined();
    await expect(requireMayChange(ctx.db, editor, higherId)).rejects.toMatchObject({
      statusCode: 403,
      message: userAdminMessages.outranked,
    });
  });

  it('lockChangeableUser: 404 for nobody, 403 for a higher user, and holds the row of a lower one', async () => {
    const locked = (userId: number) =>
      withTx(ctx.db, systemActor, (tx) => lockChangeableUser(tx, editor, userId));
    await expect(locked(999_999)).rejects.toMatchObject({ statusCode: 404, message: usersMessages.notFound });
    await expect(locked(higherId)).rejects.toMatchObject({
      statusCode: 403,
      message: userAdminMessages.outranked,
    });

    // While one change holds the user, another cannot take the row: it would wait, here it gives up at once.
    await withTx(ctx.db, systemActor, async (tx) => {
      await lockChangeableUser(tx, editor, lowerId);
      const second = withTx(ctx.db, systemActor, async (other) => {
        await other.execute(sql`set local lock_timeout = '100ms'`);
        await lockChangeableUser(other, editor, lowerId);
      });
      await expect(second).rejects.toMatchObject({ cause: expect.objectContaining({ code: '55P03' }) });
    });
  });

  it('changeableUsers filters many users in one go by the same rule, yourself included', async () => {
    expect(await changeableUsers(ctx.db, editor, [])).toEqual(new Set());
    const ids = [lowerId, higherId, bareId, editorId];
    expect(await changeableUsers(ctx.db, editor, ids)).toEqual(new Set([lowerId, bareId, editorId]));
    const topAdmin = authOf(-1, [{ module: Module.Admin, role: Role.SystemAdmin }]);
    expect(await changeableUsers(ctx.db, topAdmin, ids)).toEqual(new Set(ids));
    // On yourself the self rules decide, even when your stored grants are above your session's.
    expect(await changeableUsers(ctx.db, authOf(higherId, []), [higherId, lowerId])).toEqual(
      new Set([higherId]),
    );
    for (const id of ids) {
      expect((await changeableUsers(ctx.db, editor, [id])).has(id)).toBe(await mayChange(ctx.db, editor, id));
    }
  });
});
