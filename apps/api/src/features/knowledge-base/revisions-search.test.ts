import { fieldMessages } from '@homer/contracts/fields';
import {
  type KbRevision,
  type KbRevisionSummary,
  type KbSearchHit,
  kbLimits,
  kbPaths,
  kbMessages as m,
} from '@homer/contracts/knowledge-base';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbDocumentRevisions, kbDocuments } from '../../db/schema/knowledge-base.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createKbUsers, kbRequest } from './test-fixtures.ts';

let ctx: TestContext;
let u: Awaited<ReturnType<typeof createKbUsers>>;
let api: ReturnType<typeof kbRequest>;
beforeAll(async () => {
  ctx = await createTestContext();
  u = await createKbUsers(ctx, 'kbr');
  api = kbRequest(ctx);
});
afterAll(() => ctx.close());

const save = async (token: string, body: object) => (await api.post(token, kbPaths.save, body)).json();

describe('revisions', () => {
  it('keeps every save, lists newest first, gives both texts, and restores as a new revision', async () => {
    const first = await save(u.inventoryAdmin, {
      documentId: 0,
      module: 4,
      permissionRole: 1,
      title: 'Counting',
      description: 'v1',
      content: '<p>Count twice.</p>',
    });
    const id = first.value.documentId as number;
    await save(u.inventoryAdmin, {
      documentId: id,
      module: 4,
      permissionRole: 2,
      title: 'Counting bottles',
      description: 'v2',
      content: '<p>Count three times.</p>',
      videoId: 'abcdef123',
    });
    const list = (
      await api.get(u.inventoryAdmin, `${kbPaths.revisions}?id=${id}`)
    ).json() as KbRevisionSummary[];
    expect(list.map((r) => r.title)).toEqual(['Counting bottles', 'Counting']);
    expect(list[0]?.savedBy).toBe('Test kbr-inv-admin');
    const oldest = list[1]?.revisionId as number;

    const revision = (
      await api.get(u.inventoryAdmin, `${kbPaths.revision}?id=${id}&revisionId=${oldest}`)
    ).json() as KbRevision;
    expect(revision).toMatchObject({ description: 'v1', content: '<p>Count twice.</p>', videoId: null });

    const restored = (
      await api.post(u.inventoryAdmin, kbPaths.restoreRevision, { documentId: id, revisionId: oldest })
    ).json();
    expect(restored).toMatchObject({ isSuccessful: true, message: m.restored });
    expect(restored.value).toMatchObject({
      title: 'Counting',
      permissionRole: 1,
      content: '<p>Count twice.</p>',
    });
    const after = (
      await api.get(u.inventoryAdmin, `${kbPaths.revisions}?id=${id}`)
    ).json() as KbRevisionSummary[];
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ title: 'Counting', restoredFromRevisionId: oldest });
  });

  it('are for editors: readers are refused, unseen documents and foreign revisions are not found', async () => {
    const doc = await save(u.admin, { documentId: 0, module: 13, permissionRole: 0, title: 'PFS' });
    const other = await save(u.admin, { documentId: 0, module: 14, permissionRole: 0, title: 'Other' });
    const id = doc.value.documentId as number;
    const [rev] = await ctx.db
      .select()
      .from(kbDocumentRevisions)
      .where(eq(kbDocumentRevisions.documentId, other.value.documentId));
    const reader = await api.get(u.baUser, `${kbPaths.revisions}?id=${id}`);
    expect(reader.statusCode).toBe(403);
    expect(reader.json().message).toBe(m.cannotEdit);
    const restoreByReader = await api.post(u.baUser, kbPaths.restoreRevision, {
      documentId: id,
      revisionId: rev?.id,
    });
    expect(restoreByReader.json()).toMatchObject({ isSuccessful: false, message: m.cannotEdit });
    const foreign = await api.post(u.admin, kbPaths.restoreRevision, { documentId: id, revisionId: rev?.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(m.revisionNotFound);
    const adminOnly = await save(u.admin, { documentId: 0, module: 10, permissionRole: 5, title: 'Secret' });
    const unseen = await api.get(u.inventoryAdmin, `${kbPaths.revisions}?id=${adminOnly.value.documentId}`);
    expect(unseen.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(kbDocuments).where(eq(kbDocuments.id, id));
    expect(row?.title).toBe('PFS');
    expect(
      await ctx.db.select().from(kbDocumentRevisions).where(eq(kbDocumentRevisions.documentId, id)),
    ).toHaveLength(1);
  });
});

describe('full-text search', () => {
  it('finds words in title, description and content text, only among documents the caller can see', async () => {
    const everyone = await save(u.admin, {
      documentId: 0,
      module: 14,
      permissionRole: 0,
      title: 'Printer setup',
      content: '<p>Install the <strong>label</strong> printer driver.</p>',
    });
    const hidden = await save(u.admin, {
      documentId: 0,
      module: 10,
      permissionRole: 5,
      title: 'Admin printer secrets',
      description: 'label printers for admins',
    });
    const search = async (token: string, q: string) =>
      (await api.get(token, `${kbPaths.search}?q=${encodeURIComponent(q)}`)).json() as KbSearchHit[];

    const asReader = await search(u.baUser, 'label printer');
    expect(asReader.map((h) => h.documentId)).toEqual([everyone.value.documentId]);
    expect(asReader[0]?.headline).toContain('«label»');
    expect(asReader[0]?.headline).not.toContain('<');
    const asAdmin = await search(u.admin, 'printers');
    expect(asAdmin.map((h) => h.documentId).sort()).toEqual(
      [everyone.value.documentId, hidden.value.documentId].sort(),
    );
    expect(await search(u.admin, 'printer -secrets')).toHaveLength(1);
    expect(await search(u.baUser, 'driver')).toHaveLength(1);
    expect(await search(u.baUser, 'strong')).toHaveLength(0);
  });

  it('requires words', async () => {
    const res = await api.get(u.admin, `${kbPaths.search}?q=`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.searchRequired);
    const long = await api.get(u.admin, `${kbPaths.search}?q=${'a'.repeat(kbLimits.searchQuery + 1)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Text cannot be longer than ${kbLimits.searchQuery} characters.`);
    const nul = await api.get(u.admin, `${kbPaths.search}?q=a%00b`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(fieldMessages.characters);
  });
});
