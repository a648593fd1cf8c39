import { Module, Role } from '@homer/contracts/access';
import { type KbImage, kbLimits, kbPaths, kbMessages as m } from '@homer/contracts/knowledge-base';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { kbImages } from '../../db/schema/knowledge-base.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { createKbUsers, kbRequest } from './test-fixtures.ts';

let ctx: TestContext;
let u: Awaited<ReturnType<typeof createKbUsers>>;
let api: ReturnType<typeof kbRequest>;
beforeAll(async () => {
  ctx = await createTestContext();
  u = await createKbUsers(ctx, 'kbi');
  api = kbRequest(ctx);
});
afterAll(() => ctx.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(fileName: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----kbtestboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (token: string, fileName: string, bytes: Buffer, type?: string) => {
  const { payload, headers } = multipart(fileName, bytes, type);
  return ctx.app.inject({
    method: 'POST',
    url: `/${kbPaths.uploadImage}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
};
const imageCount = async () => (await ctx.db.select().from(kbImages)).length;

describe('POST UploadImage and GET Image', () => {
  it('stores a PNG (type from the bytes) and serves it by id and guid, with nosniff and private caching', async () => {
    const res = await upload(u.admin, 'diagram.png', png, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const image = res.json().value as KbImage;
    expect(image).toMatchObject({ fileName: 'diagram.png', contentType: 'image/png', size: png.length });
    expect(image.url).toMatch(/^\/api\/HelpDesk\/KnowledgeBase\/Image\/\d+\/[0-9a-f-]{36}$/);

    // An <img> sends no bearer token: the guid is what lets the browser in.
    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.rawPayload.equals(png)).toBe(true);

    const wrongGuid = image.url.replace(/[0-9a-f]{12}$/, '000000000000');
    expect((await ctx.app.inject({ method: 'GET', url: wrongGuid })).statusCode).toBe(404);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'kb_images'), eq(globalAudit.entityId, String(image.imageId))));
    expect(audit.map((a) => a.field)).toEqual(expect.arrayContaining(['file_name', 'content_type']));
    expect(audit.map((a) => a.field)).not.toContain('data');
    expect(audit.find((a) => a.field === 'guid')?.changedTo).toBe('********');
  });

  it('refuses HTML named .png, SVG, a file over 5 MB and a missing file, and stores nothing', async () => {
    const before = await imageCount();
    const cases: Array<[Buffer, string, string, number]> = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.png', m.imageType, 400],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        m.imageType,
        400,
      ],
      [Buffer.concat([png, Buffer.alloc(kbLimits.imageBytes)]), 'big.png', m.imageTooLarge, 413],
      [Buffer.alloc(0), 'empty.png', m.imageRequired, 400],
    ];
    for (const [bytes, name, message, status] of cases) {
      const res = await upload(u.admin, name, bytes, name.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const json = await api.post(u.admin, kbPaths.uploadImage, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(m.imageRequired);
    expect(await imageCount()).toBe(before);
  });

  it('refuses an upload past 50 images of one user that no saved document shows yet, and stores nothing', async () => {
    const token = await createSignedInUser(ctx, {
      userName: 'kbi-many',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    });
    expect((await upload(token.token, 'one.png', png)).statusCode).toBe(200);
    await ctx.db.insert(kbImages).values(
      Array.from({ length: kbLimits.unsavedImages - 1 }, (_, i) => ({
        uploadedBy: token.userId,
        fileName: `filler-${i}.png`,
        contentType: 'image/png',
        size: png.length,
        data: png,
      })),
    );
    const before = await imageCount();
    const refused = await upload(token.token, 'fifty-first.png', png);
    expect([refused.statusCode, refused.json().message]).toEqual([400, m.unsavedImagesFull]);
    expect(await imageCount()).toBe(before);
  });

  it('accepts an image just under the limit (multipart is not held to the JSON body limit)', async () => {
    const large = Buffer.concat([png, Buffer.alloc(kbLimits.imageBytes - png.length)]);
    const res = await upload(u.admin, 'large.png', large);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.size).toBe(kbLimits.imageBytes);
  });

  it('is for users who may edit some module', async () => {
    const res = await upload(u.inventoryTech, 'a.png', png);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.cannotEdit);
    expect((await upload(u.nobody, 'a.png', png)).statusCode).toBe(403);
  });

  it('becomes the document of the save that shows it, and goes with the document', async () => {
    const image = (await upload(u.admin, 'shot.png', png)).json().value as KbImage;
    const other = (await upload(u.supportAdmin, 'theirs.png', png)).json().value as KbImage;
    const saved = await api.post(u.admin, kbPaths.save, {
      documentId: 0,
      module: 10,
      permissionRole: 5,
      title: 'With image',
      content: `<p>See</p><img src="${image.url}" alt="shot" onerror="x()"><img src="${other.url}">`,
    });
    const doc = saved.json().value;
    expect(doc.content).toBe(`<p>See</p><img src="${image.url}" alt="shot" /><img src="${other.url}" />`);
    // Only the caller's own unsaved uploads are taken.
    expect(doc.uploadFiles.map((f: KbImage) => f.imageId)).toEqual([image.imageId]);
    await api.post(u.admin, `${kbPaths.delete}?id=${doc.documentId}`);
    expect((await ctx.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: other.url })).statusCode).toBe(200);
  });
});
