import { ticketLimits, ticketMessages } from '@homer/contracts/help-desk-tickets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskTicketAttachments } from '../../db/schema/help-desk.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { api, type Caller, type Cast, createCast, insertTicket } from '../../test/ticket-fixtures.ts';
import { cleanFileName, isPrintableUtf8 } from './attachment-type.ts';

let ctx: TestContext;
let cast: Cast;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'at');
  call = api(ctx);
});
afterAll(() => ctx.close());

// The smallest valid PNG: signature, IHDR, IDAT, IEND.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function multipart(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----homer-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (ticketId: number, caller: Caller, fileName: string, content: Buffer, query = '') => {
  const body = multipart(fileName, content);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/HelpDesk/HelpDeskTicket/UploadAttachment?ticketId=${ticketId}${query}`,
    payload: body.payload,
    headers: { ...bearer(caller.token), 'content-type': body.contentType },
  });
};
const stored = (ticketId: number) =>
  ctx.db
    .select()
    .from(helpDeskTicketAttachments)
    .where(eq(helpDeskTicketAttachments.helpDeskTicketId, ticketId));

describe('attachments', () => {
  it('stores files whose bytes match their name and serves them as downloads', async () => {
    const id = await insertTicket(ctx, { createdByUserId: cast.requester.userId });
    const res = await upload(id, cast.agent, 'screen.png', png, '&isInternal=false');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      fileName: 'screen.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      canDelete: true,
    });
    const attachmentId: number = res.json().value.id;
    const csv = await upload(
      id,
      cast.requester,
      'C:\\Users\\rita\\list.csv',
      Buffer.from('a,b\r\n1,"två"\n'),
    );
    expect(csv.json().value).toMatchObject({
      fileName: 'list.csv',
      contentType: 'text/csv',
      uploadedByName: 'Pat Doe',
    });
    expect((await upload(id, cast.agent, 'report.PDF', pdf)).json().value.contentType).toBe(
      'application/pdf',
    );
    expect(
      (await upload(id, cast.agent, 'notes.txt', Buffer.from('plain\ttext\n'))).json().value.contentType,
    ).toBe('text/plain');

    const download = await call.get('downloadAttachment', `id=${attachmentId}`, cast.requester);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="screen.png"; filename*=UTF-8''screen.png`,
    );
    expect(download.rawPayload.equals(png)).toBe(true);
    expect((await call.get('downloadAttachment', `id=${attachmentId}`, cast.other)).statusCode).toBe(403);
    expect((await call.get('downloadAttachment', `id=${attachmentId}`)).statusCode).toBe(401);
    expect((await call.get('downloadAttachment', 'id=2147483647', cast.agent)).statusCode).toBe(404);
  });

  it('refuses spoofed types, binary junk, empty and oversized files, storing nothing', async () => {
    const id = await insertTicket(ctx);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases: [string, Buffer, number, string][] = [
      ['photo.png', html, 400, ticketMessages.attachmentType],
      ['photo.html', html, 400, ticketMessages.attachmentType],
      ['image.jpg', png, 400, ticketMessages.attachmentType],
      ['noextension', png, 400, ticketMessages.attachmentType],
      ['data.txt', Buffer.from([0x61, 0x00, 0x62]), 400, ticketMessages.attachmentType],
      ['data.txt', Buffer.from([0xc3, 0x28]), 400, ticketMessages.attachmentType],
      ['app.exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 400, ticketMessages.attachmentType],
      ['empty.txt', Buffer.alloc(0), 400, ticketMessages.attachmentRequired],
      ['\u0001\u0002', Buffer.from('x'), 400, ticketMessages.attachmentNameRequired],
      [
        'big.txt',
        Buffer.alloc(ticketLimits.attachmentBytes + 1, 0x61),
        413,
        ticketMessages.attachmentTooLarge,
      ],
    ];
    for (const [name, content, status, message] of cases) {
      const res = await upload(id, cast.agent, name, content);
      expect([name, res.statusCode, res.json().message]).toEqual([name, status, message]);
    }
    const json = await call.post('uploadAttachment', { file: 'x' }, cast.agent, `ticketId=${id}`);
    expect([json.statusCode, json.json().message]).toEqual([400, ticketMessages.attachmentRequired]);
    expect(await stored(id)).toEqual([]);
    const exact = await upload(id, cast.agent, 'max.txt', Buffer.alloc(ticketLimits.attachmentBytes, 0x61));
    expect(exact.statusCode).toBe(200);
    // Multipart bodies are for this route only.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/HelpDesk/HelpDeskTicket/AddMessage',
      payload: multipart('a.txt', Buffer.from('a')).payload,
      headers: {
        ...bearer(cast.agent.token),
        'content-type': multipart('a.txt', Buffer.from('a')).contentType,
      },
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('at most 10 per ticket; internal ones hidden from the requester; only uploader or Support Admin deletes', async () => {
    const id = await insertTicket(ctx, { createdByUserId: cast.requester.userId });
    const internal = await upload(id, cast.agent, 'internal.txt', Buffer.from('secret'), '&isInternal=true');
    expect(internal.json().value.isInternal).toBe(true);
    const denied = await upload(id, cast.requester, 'mine.txt', Buffer.from('x'), '&isInternal=true');
    expect([denied.statusCode, denied.json().message]).toEqual([403, ticketMessages.internalNotesStaffOnly]);
    expect((await upload(id, cast.other, 'x.txt', Buffer.from('x'))).statusCode).toBe(403);
    const requesterView = await call.get('ticket', `id=${id}`, cast.requester);
    expect(requesterView.json().value.attachments).toEqual([]);
    const hidden = await call.get('downloadAttachment', `id=${internal.json().value.id}`, cast.requester);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, ticketMessages.attachmentNotFound]);

    const requesterFile = (await upload(id, cast.requester, 'r.txt', Buffer.from('r'))).json().value.id;
    for (let i = 0; i < 8; i++)
      expect((await upload(id, cast.agent, `f${i}.txt`, Buffer.from('f'))).statusCode).toBe(200);
    const eleventh = await upload(id, cast.agent, 'f11.txt', Buffer.from('f'));
    expect([eleventh.statusCode, eleventh.json().message]).toEqual([400, ticketMessages.attachmentTooMany]);
    expect(await stored(id)).toHaveLength(10);

    const byAgent = await call.post('deleteAttachment', { id: requesterFile }, cast.agent);
    expect([byAgent.statusCode, byAgent.json().message]).toEqual([
      403,
      ticketMessages.attachmentDeleteDenied,
    ]);
    expect((await call.post('deleteAttachment', { id: requesterFile }, cast.other)).statusCode).toBe(403);
    const byRequester = await call.post('deleteAttachment', { id: requesterFile }, cast.requester);
    expect([byRequester.statusCode, byRequester.json().message]).toEqual([
      200,
      ticketMessages.attachmentDeleted,
    ]);
    const byAdmin = await call.post('deleteAttachment', { id: internal.json().value.id }, cast.admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(await stored(id)).toHaveLength(8);
    expect((await call.post('deleteAttachment', { id: 0 }, cast.admin)).statusCode).toBe(400);

    const history = await call.get('history', `id=${id}`, cast.agent);
    const fields = history.json().map((h: { field: string }) => h.field);
    expect(fields).toContain('Attachment: File Name');
    expect(fields).not.toContain('Attachment: Content');
  });

  it('a closed ticket takes no files', async () => {
    const id = await insertTicket(ctx, { status: 'Closed' });
    const res = await upload(id, cast.admin, 'late.txt', Buffer.from('x'));
    expect([res.statusCode, res.json().message]).toEqual([400, ticketMessages.attachmentClosedTicket]);
  });

  it('text checks and names', () => {
    expect(isPrintableUtf8(Buffer.from('Grüße, 東京\r\n\t'))).toBe(true);
    expect(isPrintableUtf8(Buffer.from('bell\u0007'))).toBe(false);
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(251)}.pdf`);
    expect(cleanFileName('evil\u202Egnp.exe')).toBe('evilgnp.exe');
  });
});
