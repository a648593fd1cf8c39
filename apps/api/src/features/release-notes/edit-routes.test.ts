import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { releaseNoteMessages as m } from '@homer/contracts/release-notes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { releaseNotes } from '../../db/schema/release-notes.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
let manager: string;
let reader: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: admin, userId: adminId } = await createSignedInUser(ctx, {
    userName: 'rn-admin',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  }));
  ({ token: manager } = await createSignedInUser(ctx, {
    userName: 'rn-manager',
    access: [
      { module: Module.Admin, role: Role.Manager },
      { module: Module.BA, role: Role.SystemAdmin },
    ],
  }));
  ({ token: reader } = await createSignedInUser(ctx, { userName: 'rn-reader' }));
});
afterAll(() => ctx.close());

const post = (token: string, path: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/ReleaseNotes/${path}`, headers: bearer(token), payload: body });
const count = async () => (await ctx.db.select().from(releaseNotes)).length;
const valid = { versionNumber: '9.1.0', goLiveDate: '2026-12-01', releaseNotes: '<p>New <b>editor</b>.</p>' };

describe('editing release notes', () => {
  it('only Admin SystemAdmins save or delete; others get 403 and nothing changes', async () => {
    for (const token of [manager, reader]) {
      const denied = await post(token, 'SaveReleaseNote', valid);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(messages.accessDenied);
      expect((await post(token, 'DeleteReleaseNote', { id: 1 })).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/ReleaseNotes/SaveReleaseNote',
      payload: valid,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await count()).toBe(0);
  });

  it('refuses invalid input with its message and stores nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, goLiveDate: '' }, m.goLiveDateRequired],
      [{ ...valid, goLiveDate: '2026-02-30' }, m.goLiveDateInvalid],
      [{ ...valid, versionNumber: ' ' }, m.versionNumberRequired],
      [{ ...valid, versionNumber: '1'.repeat(21) }, m.versionNumberTooLong],
      [{ ...valid, releaseNotes: 'a\u0000b' }, fieldMessages.characters],
      [{ ...valid, id: maxId + 1 }, fieldMessages.id],
    ];
    for (const [body, message] of cases) {
      const res = await post(admin, 'SaveReleaseNote', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await count()).toBe(0);
  });

  it('adds with scripts stripped, edits, and deletes, each audited with the admin', async () => {
    const added = await post(admin, 'SaveReleaseNote', {
      ...valid,
      releaseNotes: '<p onmouseover="x()">New <b>editor</b>.<script>alert(1)</script></p>',
    });
    expect(added.json()).toMatchObject({
      isSuccessful: true,
      message: m.saved,
      model: {
        versionNumber: '9.1.0',
        releaseNotes: '<p>New <b>editor</b>.</p>',
        goLiveDateString: '12/01/2026',
      },
    });
    const id = added.json().model.id;
    const edited = await post(admin, 'SaveReleaseNote', { ...valid, id, versionNumber: '9.1.1' });
    expect(edited.json().model).toMatchObject({ id, versionNumber: '9.1.1' });
    expect((await post(admin, 'SaveReleaseNote', { ...valid, id: maxId })).statusCode).toBe(404);

    const deleted = await post(admin, 'DeleteReleaseNote', { id });
    expect(deleted.json()).toMatchObject({ isSuccessful: true, message: m.deleted });
    expect(await count()).toBe(0);
    expect((await post(admin, 'DeleteReleaseNote', { id })).statusCode).toBe(404);
    expect((await post(admin, 'DeleteReleaseNote', { id: 0 })).json().message).toBe(fieldMessages.id);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'release_notes'), eq(globalAudit.entityId, String(id))));
    expect(new Set(audit.map((r) => r.operation))).toEqual(new Set(['INSERT', 'UPDATE', 'DELETE']));
    expect(audit.every((r) => r.changedBy === adminId)).toBe(true);
  });
});
