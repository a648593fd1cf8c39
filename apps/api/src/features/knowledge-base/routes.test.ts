import { fieldMessages, maxId } from '@homer/contracts/fields';
import { type KbDocumentSummary, kbPaths, kbMessages as m } from '@homer/contracts/knowledge-base';
import { messages } from '@homer/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { kbDocumentRevisions, kbDocuments } from '../../db/schema/knowledge-base.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createKbUsers, insertKbDocument, kbRequest } from './test-fixtures.ts';

let ctx: TestContext;
let u: Awaited<ReturnType<typeof createKbUsers>>;
let api: ReturnType<typeof kbRequest>;
beforeAll(async () => {
  ctx = await createTestContext();
  u = await createKbUsers(ctx, 'kb');
  api = kbRequest(ctx);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(kbDocuments);
});

const titles = async (token: string) =>
  ((await api.get(token, kbPaths.list)).json() as KbDocumentSummary[]).map((d) => d.title);
const documentCount = async () => (await ctx.db.select().from(kbDocuments)).length;
const valid = {
  documentId: 0,
  module: 4,
  permissionRole: 1,
  title: 'Receiving',
  description: 'How to.',
  content: '<p>Hi</p>',
};

describe('GET document list: visibility per user (§6)', () => {
  beforeEach(async () => {
    await insertKbDocument(ctx, { module: 13, permissionRole: 0, title: 'PFS doc' });
    await insertKbDocument(ctx, { module: 14, permissionRole: 5, title: 'Other doc' });
    await insertKbDocument(ctx, { module: 10, permissionRole: 5, title: 'Admin only' });
    await insertKbDocument(ctx, { module: 12, permissionRole: 1, title: 'Support user' });
    await insertKbDocument(ctx, { module: 12, permissionRole: 4, title: 'Support manager' });
    await insertKbDocument(ctx, { module: 4, permissionRole: 2, title: 'Pharmacy tech', sortOrder: 2 });
    await insertKbDocument(ctx, { module: 4, permissionRole: 3, title: 'Pharmacy pharmacist', sortOrder: 1 });
    await insertKbDocument(ctx, { module: 11, permissionRole: 7, title: 'Rx admin' });
  });

  it.each([
    [
      'supportAdmin',
      [
        'Admin only',
        'PFS doc',
        'Pharmacy pharmacist',
        'Pharmacy tech',
        'Rx admin',
        'Support user',
        'Support manager',
        'Other doc',
      ],
    ],
    ['admin', ['Admin only', 'PFS doc', 'Other doc']],
    ['inventoryTech', ['PFS doc', 'Pharmacy tech', 'Other doc']],
    ['inventoryAdmin', ['PFS doc', 'Pharmacy pharmacist', 'Pharmacy tech', 'Other doc']],
    ['helpDeskUser', ['PFS doc', 'Support user', 'Other doc']],
    ['rxAdmin', ['PFS doc', 'Rx admin', 'Other doc']],
    ['baUser', ['PFS doc', 'Other doc']],
  ] as const)('%s sees its documents, in tree order then sortOrder', async (who, expected) => {
    expect(await titles(u[who])).toEqual(expected);
  });

  it('says which documents the caller may edit, and carries no content', async () => {
    const list = (await api.get(u.admin, kbPaths.list)).json() as KbDocumentSummary[];
    expect(list.map((d) => d.canEdit)).toEqual([true, true, true]);
    expect(list[0]).not.toHaveProperty('content');
    const tech = (await api.get(u.inventoryTech, kbPaths.list)).json() as KbDocumentSummary[];
    expect(tech.every((d) => !d.canEdit)).toBe(true);
  });

  it('refuses users without any module (403) and anonymous callers (401)', async () => {
    expect((await api.get(u.nobody, kbPaths.list)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/${kbPaths.list}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('GET document answers a document the caller cannot see as not found', async () => {
    const [adminOnly] = await ctx.db.select().from(kbDocuments).where(eq(kbDocuments.title, 'Admin only'));
    const seen = await api.get(u.admin, `${kbPaths.document}?id=${adminOnly?.id}`);
    expect(seen.json()).toMatchObject({ title: 'Admin only', content: '', uploadFiles: [], canEdit: true });
    const hidden = await api.get(u.inventoryTech, `${kbPaths.document}?id=${adminOnly?.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(m.notFound);
    expect((await api.get(u.admin, `${kbPaths.document}?id=${maxId + 1}`)).json().message).toBe(
      fieldMessages.id,
    );
  });
});

describe('GET document by id: the page at support/knowledge-base/{documentId} (decision 090)', () => {
  it('answers a visible document with its content, for a reader as for an editor', async () => {
    const id = await insertKbDocument(ctx, {
      module: 4,
      permissionRole: 2,
      title: 'Counting stock',
      content: '<p>Count.</p>',
    });
    const read = await api.get(u.inventoryTech, `${kbPaths.document}?id=${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      documentId: id,
      title: 'Counting stock',
      content: '<p>Count.</p>',
      canEdit: false,
    });
    expect((await api.get(u.supportAdmin, `${kbPaths.document}?id=${id}`)).json()).toMatchObject({
      canEdit: true,
    });
  });

  it('answers a document below the reader’s role, of another module, or missing as not found, alike', async () => {
    const pharmacist = await insertKbDocument(ctx, {
      module: 4,
      permissionRole: 3,
      title: 'Pharmacists only',
    });
    const support = await insertKbDocument(ctx, { module: 12, permissionRole: 1, title: 'Support staff' });
    const missing = support + 1000;
    for (const [token, id] of [
      [u.inventoryTech, pharmacist],
      [u.baUser, support],
      [u.admin, missing],
    ] as const) {
      const answer = await api.get(token, `${kbPaths.document}?id=${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(m.notFound);
    }
  });

  it.each(['abc', '0', '-1', '1.5', String(maxId + 1), '99999999999999999999', ''])(
    'refuses the id %j with 400 and the id message',
    async (id) => {
      const answer = await api.get(u.admin, `${kbPaths.document}?id=${encodeURIComponent(id)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(fieldMessages.id);
    },
  );

  it('refuses a caller without any module (403) and an anonymous one (401)', async () => {
    const id = await insertKbDocument(ctx, { module: 14, permissionRole: 0, title: 'For everyone' });
    expect((await api.get(u.nobody, `${kbPaths.document}?id=${id}`)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/${kbPaths.document}?id=${id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST save', () => {
  it('creates (documentId 0) at the end of its folder, sanitized, with a revision, audited', async () => {
    await insertKbDocument(ctx, { module: 4, title: 'First', sortOrder: 7 });
    const res = await api.post(u.inventoryAdmin, kbPaths.save, {
      ...valid,
      content:
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://example.org" target="_blank">ok</a></p><img src="https://evil.example/x.png">',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isSuccessful: true, message: m.saved, messageClass: 'success' });
    expect(body.value).toMatchObject({
      title: 'Receiving',
      module: 4,
      sortOrder: 8,
      canEdit: true,
      videoId: 'dQw4w9WgXcQ',
    });
    expect(body.value.content).toBe(
      '<p>Hi <a rel="noopener noreferrer">bad</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    const id = body.value.documentId as number;
    expect(
      await ctx.db.select().from(kbDocumentRevisions).where(eq(kbDocumentRevisions.documentId, id)),
    ).toHaveLength(1);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'kb_documents'), eq(globalAudit.entityId, String(id))));
    expect(audit.map((a) => a.field)).toEqual(expect.arrayContaining(['title', 'module', 'content']));
    expect(audit.map((a) => a.field)).not.toContain('content_text');
  });

  it('updates a document; moving it to another module needs rights on both and puts it at the end', async () => {
    const id = await insertKbDocument(ctx, { module: 13, permissionRole: 0, title: 'Old', sortOrder: 1 });
    await insertKbDocument(ctx, { module: 14, permissionRole: 0, title: 'Other', sortOrder: 4 });
    const res = await api.post(u.admin, kbPaths.save, {
      ...valid,
      documentId: id,
      module: 14,
      permissionRole: 0,
      title: 'New',
    });
    expect(res.json().value).toMatchObject({ documentId: id, title: 'New', module: 14, sortOrder: 5 });
    // An Inventory admin may not take an Other document into Pharmacy.
    const refused = await api.post(u.inventoryAdmin, kbPaths.save, { ...valid, documentId: id });
    expect(refused.json()).toMatchObject({
      isSuccessful: false,
      message: m.cannotEdit,
      messageClass: 'error',
    });
    const [row] = await ctx.db.select().from(kbDocuments).where(eq(kbDocuments.id, id));
    expect(row).toMatchObject({ module: 14, title: 'New' });
  });

  it('refuses a save into a module the caller does not administer, and an update of an unseen document', async () => {
    const res = await api.post(u.inventoryTech, kbPaths.save, valid);
    expect(res.json()).toMatchObject({ isSuccessful: false, message: m.cannotEdit });
    const hidden = await insertKbDocument(ctx, { module: 10, permissionRole: 5, title: 'Admin only' });
    const unseen = await api.post(u.inventoryAdmin, kbPaths.save, { ...valid, documentId: hidden });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().message).toBe(m.notFound);
    expect(await documentCount()).toBe(1);
  });

  it('refuses every invalid input with its message and stores nothing', async () => {
    const alert: Array<[object, string]> = [
      [{ documentId: 0 }, 'Module is required. Title is required. Permission is required. '],
      [{ ...valid, module: null }, m.moduleRequired],
      [{ ...valid, title: '   ' }, m.titleRequired],
      [{ ...valid, permissionRole: null, title: '' }, 'Title is required. Permission is required. '],
    ];
    for (const [body, message] of alert) {
      const res = await api.post(u.supportAdmin, kbPaths.save, body);
      expect(res.json(), message).toMatchObject({ isSuccessful: false, message, messageClass: 'error' });
    }
    const malformed: Array<[object, string]> = [
      [{ ...valid, title: 'x'.repeat(51) }, m.titleTooLong],
      [{ ...valid, description: 'x'.repeat(501) }, m.descriptionTooLong],
      [{ ...valid, module: 2 }, m.moduleInvalid],
      [{ ...valid, permissionRole: 0 }, m.permissionInvalid],
      [{ ...valid, permissionRole: 7 }, m.permissionInvalid],
      [{ ...valid, videoId: 'https://video.example/watch?v=1' }, m.videoIdInvalid],
      [{ ...valid, videoId: 'abc' }, m.videoIdInvalid],
      [{ ...valid, content: `<p>${'x'.repeat(200_001)}</p>` }, m.contentTooLong],
      [{ ...valid, content: `<p>${'é'.repeat(150_000)}</p>` }, m.contentTooLong],
      [{ ...valid, title: 'a\u0000b' }, fieldMessages.characters],
      [{ ...valid, documentId: maxId + 1 }, fieldMessages.idOrZero],
    ];
    for (const [body, message] of malformed) {
      const res = await api.post(u.supportAdmin, kbPaths.save, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await documentCount()).toBe(0);
    expect(await ctx.db.select().from(kbDocumentRevisions)).toHaveLength(0);
  });
});

describe('POST delete (the spec GET, served as POST)', () => {
  it('deletes with its revisions for an editor and answers the new list; GET deletes nothing', async () => {
    const saved = await api.post(u.admin, kbPaths.save, { ...valid, module: 13, permissionRole: 0 });
    const id = saved.json().value.documentId as number;
    await insertKbDocument(ctx, { module: 14, permissionRole: 0, title: 'Stays' });
    expect((await api.get(u.admin, `${kbPaths.delete}?id=${id}`)).statusCode).toBe(404);
    expect(await documentCount()).toBe(2);

    const denied = await api.post(u.inventoryAdmin, `${kbPaths.delete}?id=${id}`);
    expect(denied.json()).toMatchObject({ isSuccessful: false, message: m.cannotEdit });
    expect(await documentCount()).toBe(2);

    const res = await api.post(u.admin, `${kbPaths.delete}?id=${id}`);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.deleted, messageClass: 'success' });
    expect(res.json().value.map((d: KbDocumentSummary) => d.title)).toEqual(['Stays']);
    expect(await documentCount()).toBe(1);
    expect(await ctx.db.select().from(kbDocumentRevisions)).toHaveLength(0);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'kb_documents'), eq(globalAudit.operation, 'DELETE')));
    expect(audit.some((a) => a.entityId === String(id))).toBe(true);
  });

  it('answers a document the caller cannot see as not found, and deletes nothing', async () => {
    const id = await insertKbDocument(ctx, { module: 10, permissionRole: 5, title: 'Admin only' });
    const res = await api.post(u.inventoryAdmin, `${kbPaths.delete}?id=${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
    expect(await documentCount()).toBe(1);
  });
});

describe('POST sort', () => {
  it('reorders one folder; documents the caller cannot see keep their places', async () => {
    const a = await insertKbDocument(ctx, { module: 11, permissionRole: 1, title: 'A', sortOrder: 1 });
    const hidden = await insertKbDocument(ctx, {
      module: 11,
      permissionRole: 5,
      title: 'Hidden',
      sortOrder: 2,
    });
    const b = await insertKbDocument(ctx, { module: 11, permissionRole: 1, title: 'B', sortOrder: 3 });
    const res = await api.post(u.rxAdmin, kbPaths.sort, [{ documentId: b }, { documentId: a }]);
    expect(res.json().isSuccessful).toBe(true);
    const rows = await ctx.db.select().from(kbDocuments);
    const order = Object.fromEntries(rows.map((r) => [r.id, r.sortOrder]));
    expect(order).toEqual({ [b]: 1, [hidden]: 2, [a]: 3 });
  });

  it('numbers a never-sorted folder (equal positions) apart from its lowest', async () => {
    const insert = (title: string) =>
      insertKbDocument(ctx, { module: 14, permissionRole: 0, title, sortOrder: 4 });
    const a = await insert('A');
    const b = await insert('B');
    const c = await insert('C');
    const res = await api.post(u.admin, kbPaths.sort, [
      { documentId: c },
      { documentId: a },
      { documentId: b },
    ]);
    expect(res.json().isSuccessful).toBe(true);
    const rows = await ctx.db.select().from(kbDocuments);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.sortOrder]))).toEqual({ [c]: 4, [a]: 5, [b]: 6 });
  });

  it('refuses documents of two modules, without rights, unseen or repeated, and changes nothing', async () => {
    const p1 = await insertKbDocument(ctx, { module: 13, permissionRole: 0, title: 'P1', sortOrder: 1 });
    const p2 = await insertKbDocument(ctx, { module: 13, permissionRole: 0, title: 'P2', sortOrder: 2 });
    const o1 = await insertKbDocument(ctx, { module: 14, permissionRole: 0, title: 'O1', sortOrder: 1 });
    const admin = await insertKbDocument(ctx, { module: 10, permissionRole: 5, title: 'A', sortOrder: 1 });
    const twoModules = await api.post(u.admin, kbPaths.sort, [{ documentId: o1 }, { documentId: p1 }]);
    expect(twoModules.statusCode).toBe(400);
    expect(twoModules.json().message).toBe(m.sortOneModule);
    const noRights = await api.post(u.inventoryAdmin, kbPaths.sort, [{ documentId: p2 }, { documentId: p1 }]);
    expect(noRights.json()).toMatchObject({ isSuccessful: false, message: m.cannotEdit });
    const unseen = await api.post(u.inventoryAdmin, kbPaths.sort, [{ documentId: admin }]);
    expect(unseen.statusCode).toBe(404);
    const repeated = await api.post(u.admin, kbPaths.sort, [{ documentId: p1 }, { documentId: p1 }]);
    expect(repeated.json().message).toBe(m.sortIncomplete);
    const rows = await ctx.db.select().from(kbDocuments);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.sortOrder]))).toEqual({
      [p1]: 1,
      [p2]: 2,
      [o1]: 1,
      [admin]: 1,
    });
  });
});

describe('selects', () => {
  const options = async (token: string, url: string) => (await api.get(token, url)).json();

  it('KnowledgeBaseModules offers the modules the caller administers, in tree order', async () => {
    expect(await options(u.admin, kbPaths.moduleOptions)).toEqual([
      { value: 10, text: 'Admin' },
      { value: 13, text: 'PFS' },
      { value: 14, text: 'Other' },
    ]);
    expect(await options(u.rxAdmin, kbPaths.moduleOptions)).toEqual([{ value: 11, text: 'Rx Connects' }]);
    expect(await options(u.inventoryTech, kbPaths.moduleOptions)).toEqual([]);
    expect((await options(u.supportAdmin, kbPaths.moduleOptions)).length).toBe(10);
  });

  it('PermissionRoles excludes Everyone except for PFS and Other', async () => {
    const values = async (module: number) =>
      (
        (await options(u.admin, `${kbPaths.permissionRoleOptions}?module=${module}`)) as { value: number }[]
      ).map((o) => o.value);
    expect(await values(13)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await values(4)).toEqual([1, 2, 3, 4, 5]);
    expect(await values(11)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(await values(2)).toEqual([]);
    expect((await options(u.admin, `${kbPaths.permissionRoleOptions}?module=14`))[0]).toEqual({
      value: 0,
      text: 'Everyone',
    });
  });

  it('need a signed-in user with a module', async () => {
    const res = await api.get(u.nobody, kbPaths.moduleOptions);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accessDenied);
  });
});
