import { Module, Role } from '@homer/contracts/access';
import { pageCursorMessages } from '@homer/contracts/envelope';
import {
  fdaRecallMessages as m,
  fdaRecallPaths as paths,
  recallWidgetCap,
} from '@homer/contracts/fda-recalls';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/core.ts';
import { fdaRecallImports } from '../../db/schema/fda-recalls.ts';
import { fdaRecalls, inventorySites, ndcProducts } from '../../db/schema/pharmacy.ts';
import { jobs } from '../../jobs/registry.ts';
import { runJob } from '../../jobs/run-job.ts';
import { findRecallHoldings } from '../../platform/recalls/recall-holdings.ts';
import { stockOfNdc } from '../../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { demoFormulary } from './demo-seed.ts';
import { runFdaRecallImport } from './run-recall-import.ts';

let ctx: TestContext;
let admin: string;
let reader: string;
let outsider: string;

const report = (n: number, over: Record<string, unknown> = {}) => ({
  recall_number: `T-${String(n).padStart(4, '0')}-2026`,
  status: 'Ongoing',
  state: 'FL',
  classification: 'Class II',
  product_description: `Test product ${n}`,
  code_info: `Lot #: LT${n}`,
  recall_initiation_date: `202601${String((n % 28) + 1).padStart(2, '0')}`,
  openfda: { product_ndc: ['99999-001'], package_ndc: ['99999-001-01'] },
  ...over,
});

function multipart(bytes: Buffer, fileName = 'recalls.json') {
  const boundary = '----recallboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/json\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (token: string, body: unknown) => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const { payload, headers } = multipart(bytes);
  return ctx.app.inject({
    method: 'POST',
    url: `/${paths.upload}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
};
const get = (token: string, path: string, query: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/${path}`, headers: bearer(token), query });
const save = (token: string, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/${paths.formularySave}`,
    headers: bearer(token),
    payload: body as object,
  });
const recallCount = async () => (await ctx.db.select({ id: fdaRecalls.id }).from(fdaRecalls)).length;
const productCount = async () => (await ctx.db.select({ id: ndcProducts.id }).from(ndcProducts)).length;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (
    await createSignedInUser(ctx, {
      userName: 'ndc.admin',
      access: [{ module: Module.NDC, role: Role.SystemAdmin }],
    })
  ).token;
  reader = (
    await createSignedInUser(ctx, { userName: 'ndc.user', access: [{ module: Module.NDC, role: Role.User }] })
  ).token;
  outsider = (
    await createSignedInUser(ctx, {
      userName: 'inv.user',
      access: [{ module: Module.Inventory, role: Role.User }],
    })
  ).token;
  await ctx.db.insert(ndcProducts).values([...demoFormulary]);
});
afterAll(() => ctx?.close());

describe('recall job', () => {
  it('falls back to the bundled snapshot when openFDA is unreachable and says so in its log', async () => {
    const log = await runFdaRecallImport(ctx.db, ctx.config, async () => {
      throw new TypeError('fetch failed');
    });
    expect(log).toMatch(
      /^Source: bundled snapshot \(openFDA unreachable: fetch failed\)\. Imported \d+ recalls: \d+ new/,
    );
    expect(await recallCount()).toBeGreaterThanOrEqual(8);
    const again = await runFdaRecallImport(ctx.db, {
      ...ctx.config,
      fdaRecalls: { ...ctx.config.fdaRecalls, fetchEnabled: false },
    });
    expect(again).toContain('FDA_RECALLS_FETCH=false');
    expect(again).toContain(' 0 new, 0 updated,');
  });
  it('pages through openFDA with skip and limit when it answers', async () => {
    const urls: string[] = [];
    const pages = [Array.from({ length: 1000 }, (_, i) => report(i)), [report(1000), report(1001)]];
    const log = await runFdaRecallImport(ctx.db, ctx.config, async (url) => {
      urls.push(url);
      const results = pages[urls.length - 1] ?? [];
      return Response.json({ meta: { results: { skip: 0, limit: 1000, total: 1002 } }, results });
    });
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain('search=state%3A%22FL%22+AND+status%3A%22Ongoing%22');
    expect(urls[1]).toContain('skip=1000');
    expect(log).toContain('Source: openFDA https://api.fda.gov/drug/enforcement.json');
    expect(log).toContain('Imported 1002 recalls: 1002 new');
  });
  it('treats a 404 from openFDA as no recalls, and an HTTP error as unreachable', async () => {
    expect(
      await runFdaRecallImport(ctx.db, ctx.config, async () => new Response('{}', { status: 404 })),
    ).toContain('Imported 0 recalls');
    expect(
      await runFdaRecallImport(ctx.db, ctx.config, async () => new Response('x', { status: 503 })),
    ).toContain('openFDA unreachable: openFDA answered HTTP 503');
  });
  it('is a registered job whose run lands in the job history', async () => {
    const job = jobs.find((j) => j.name === 'FDA Recalls Import - Every Day');
    expect(job).toBeDefined();
    if (!job) return;
    const config = { ...ctx.config, fdaRecalls: { ...ctx.config.fdaRecalls, fetchEnabled: false } };
    expect(await runJob(ctx.db, job, new Date('2026-01-01T04:30:00Z'), job.schedule, config)).toBe('ran');
    const { rows } = await ctx.db.execute<{ log_message: string; was_successful: boolean }>(
      sql`select log_message, was_successful from job_history where job = ${job.name}`,
    );
    expect(rows[0]?.was_successful).toBe(true);
    expect(rows[0]?.log_message).toContain('Source: bundled snapshot');
  });
});

describe('GET GetFdaRecallListWidget', () => {
  it('lists formulary recalls of the state and status, newest first, with spec §3 fields', async () => {
    const res = await get(reader, paths.widget, { state: 'FL', status: 'Ongoing', isInFormulary: 'true' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().value as Array<{ recallNumber: string; recallInitiationDateStr: string }>;
    const numbers = rows.map((r) => r.recallNumber);
    expect(numbers).toContain('D-0123-2026');
    expect(numbers).toContain('D-0160-2026'); // listed by a second product NDC too
    expect(numbers).not.toContain('D-0165-2026'); // ondansetron: not in the formulary
    expect(numbers.some((n) => n.startsWith('T-'))).toBe(false);
    expect(rows.find((r) => r.recallNumber === 'D-0131-2026')).toEqual({
      id: expect.any(Number),
      recallNumber: 'D-0131-2026',
      productDescription:
        'Buprenorphine and Naloxone Sublingual Tablets, 8 mg/2 mg, 30 tablets in 1 bottle, Rx only',
      openFdaProductNdc: '0378-6150, 0378-6151',
      codeInfo: 'Lot #: BN2291, BN2304, Exp 06/27',
      recallInitiationDateStr: '01/20/2026',
    });
    const dates = rows.map((r) => r.recallInitiationDateStr.replace(/(\d+)\/(\d+)\/(\d+)/, '$3$1$2'));
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it('matches a formulary package NDC by its digits when openFDA lists only the package', async () => {
    await ctx.db.insert(ndcProducts).values({ ndc: '99999-002-01', productName: 'Digits Only' });
    await ctx.db.insert(fdaRecalls).values({
      recallNumber: 'P-0001-2026',
      status: 'Ongoing',
      state: 'FL',
      packageNdcs: ['99999-002-01'],
      recallInitiationDate: '2020-01-01',
    });
    const rows = (await get(reader, paths.widget, { isInFormulary: 'true' })).json().value as Array<{
      recallNumber: string;
    }>;
    expect(rows.map((r) => r.recallNumber)).toContain('P-0001-2026');
    // Deactivating the product takes its recalls off the widget (migration 0038's trigger re-derives the match).
    await ctx.db.execute(sql`update ndc_products set is_active = false where ndc = '99999-002-01'`);
    const after = (await get(reader, paths.widget, { isInFormulary: 'true' })).json().value as Array<{
      recallNumber: string;
    }>;
    expect(after.map((r) => r.recallNumber)).not.toContain('P-0001-2026');
  });
  it('without isInFormulary lists every recall of the state and status, capped', async () => {
    const rows = (
      await get(reader, paths.widget, { state: 'fl', status: 'Ongoing', isInFormulary: 'false' })
    ).json().value as Array<{ recallNumber: string }>;
    expect(rows).toHaveLength(recallWidgetCap);
    expect(rows.map((r) => r.recallNumber)).toContain('D-0165-2026');
    const none = (await get(reader, paths.widget, { state: 'GA', isInFormulary: 'false' })).json().value;
    expect(none).toEqual([]);
  });
  it('needs NDC at User and refuses junk parameters', async () => {
    expect((await get(outsider, paths.widget)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/${paths.widget}` })).statusCode).toBe(401);
    const badState = await get(reader, paths.widget, { state: 'F\u0000' });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toContain(m.stateInvalid);
    expect((await get(reader, paths.widget, { status: 'Whatever' })).json().message).toContain(
      m.statusInvalid,
    );
    expect((await get(reader, paths.widget, { isInFormulary: 'yes' })).statusCode).toBe(400);
  });
});

describe('POST UploadFdaRecalls', () => {
  it('imports an openFDA file for an NDC administrator and updates by recall number', async () => {
    const file = { meta: {}, results: [report(5000), report(5001, { status: 'Completed' })] };
    const res = await upload(admin, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.imported(2, 2, 0, 0) });
    const changed = await upload(admin, { results: [report(5000, { code_info: 'Lot #: LT5000, LT5002' })] });
    expect(changed.json().message).toBe(m.imported(1, 0, 1, 0));
    const { rows } = await ctx.db.execute<{ source: string; detail: string }>(
      sql`select source, detail from fda_recall_imports order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ source: 'upload', detail: 'recalls.json' });
  });
  it('refuses bad files with a message and stores nothing', async () => {
    const before = await recallCount();
    const imports = (await ctx.db.select().from(fdaRecallImports)).length;
    const cases: Array<[unknown, string]> = [
      [Buffer.from('{"results": ['), m.notJson],
      [Buffer.from([0xff, 0xfe, 0x00]), m.notJson],
      [{ meta: {} }, m.wrongShape],
      [{ results: [report(6000), { recall_number: 'X-1' }] }, m.badRecord(1, 'status is missing')],
      [
        { results: [report(6001, { status: 'Ongo\u0000ing' })] },
        m.badRecord(0, 'status contains characters that are not allowed'),
      ],
      [Buffer.alloc(0), m.fileRequired],
    ];
    for (const [body, message] of cases) {
      const res = await upload(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await recallCount()).toBe(before);
    expect((await ctx.db.select().from(fdaRecallImports)).length).toBe(imports);
  });
  it('keeps a file name with NUL characters out of the import log', async () => {
    const { payload, headers } = multipart(
      Buffer.from(JSON.stringify({ results: [report(6100)] })),
      'a\u0000b.json',
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${paths.upload}`,
      headers: { ...bearer(admin), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx.db.execute<{ detail: string }>(
      sql`select detail from fda_recall_imports order by id desc limit 1`,
    );
    expect(rows[0]?.detail).toBe('ab.json');
  });
  it('refuses a file over the size cap, and uploads by NDC users', async () => {
    const before = await recallCount();
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x20);
    const res = await upload(admin, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(m.fileTooLarge);
    expect((await upload(reader, { results: [report(7000)] })).statusCode).toBe(403);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/${paths.upload}`,
      headers: bearer(admin),
      payload: { results: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(await recallCount()).toBe(before);
  });
});

describe('formulary', () => {
  const product = {
    id: 0,
    ndc: '0409-4888-02',
    productName: 'Heparin Sodium 1,000 units/mL',
    packageDescription: '25 vials',
    dispensingUnit: 'vial',
    packSize: 25,
    isActive: true,
  };
  it('creates, lists, searches, edits, deactivates, with audit history', async () => {
    const created = await save(admin, product);
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as number;
    expect(created.json()).toMatchObject({
      message: m.saved,
      value: { productNdc: '0409-4888', dispensingUnit: 'vial', packSize: 25, isActive: true },
    });
    const byDigits = await get(reader, paths.formularyList, { pageSize: '10', search: '04094888' });
    expect(byDigits.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    const byName = await get(reader, paths.formularyList, { pageSize: '10', search: 'heparin' });
    expect(byName.json()).toMatchObject({ totalRecords: 1 });
    await save(admin, { ...product, id, isActive: false, productName: 'Heparin Sodium' });
    expect(
      (await get(reader, paths.formularyList, { pageSize: '10', search: 'heparin' })).json().totalRecords,
    ).toBe(0);
    expect(
      (
        await get(reader, paths.formularyList, { pageSize: '10', search: 'heparin', isActive: 'false' })
      ).json().data[0],
    ).toMatchObject({ id, productName: 'Heparin Sodium', isActive: false });
    const history = (await get(admin, paths.formularyAudit, { id: String(id) })).json() as Array<{
      field: string;
    }>;
    expect(history.map((h) => h.field)).toEqual(expect.arrayContaining(['Product Name', 'Is Active']));
    expect((await get(admin, paths.formularyGet, { id: String(id) })).json().value.ndc).toBe('0409-4888-02');
  });
  it('refuses bad input with messages and stores nothing', async () => {
    const before = await productCount();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ndc: '' }, 400, m.ndcRequired],
      [{ ndc: '12345678901' }, 400, m.ndcFormat],
      [{ ndc: '123-4567-890' }, 400, m.ndcFormat],
      [{ ndc: '0591-0405-1' }, 400, m.ndcFormat],
      [{ productName: '  ' }, 400, m.productRequired],
      [{ productName: 'x'.repeat(201) }, 400, m.productTooLong],
      [{ productName: 'a\u0000b' }, 400, fieldMessages.characters],
      [{ dispensingUnit: ' ' }, 400, m.unitRequired],
      [{ dispensingUnit: 'x'.repeat(21) }, 400, m.unitTooLong],
      [{ dispensingUnit: 'ta\u0000b' }, 400, fieldMessages.characters],
      [{ packSize: 0 }, 400, m.packSizeInvalid],
      [{ packSize: 2.5 }, 400, m.packSizeInvalid],
      [{ packSize: 2147483648 }, 400, m.packSizeInvalid],
      [{ packSize: '30' }, 400, m.packSizeInvalid],
      [{ id: maxId + 1 }, 400, fieldMessages.idOrZero],
      [{ ndc: '0591-0405-01' }, 409, m.ndcTaken],
      [{ id: maxId }, 404, m.notFound],
    ];
    for (const [over, status, message] of cases) {
      const res = await save(admin, { ...product, ndc: '1111-2222-33', ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await productCount()).toBe(before);
  });
  it('refuses the same 10 digits written with other hyphens as a duplicate', async () => {
    const res = await save(admin, { ...product, ndc: '04094-888-02' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.ndcTaken);
  });
  it('edits need NDC SystemAdmin; the list needs NDC User', async () => {
    expect((await save(reader, { ...product, ndc: '2222-3333-44' })).statusCode).toBe(403);
    expect((await get(reader, paths.formularyGet, { id: '1' })).statusCode).toBe(403);
    expect((await get(outsider, paths.formularyList, { pageSize: '10' })).statusCode).toBe(403);
    expect((await get(admin, paths.formularyGet, { id: String(maxId + 1) })).statusCode).toBe(400);
  });
});

describe('recalls page and holdings', () => {
  let siteId: number;
  beforeEach(async () => {
    if (siteId) return;
    const { facilityIds } = await insertFacilities(ctx.db, [{ name: 'Recall Test Pharmacy' }]);
    const [site] = await ctx.db
      .insert(inventorySites)
      .values({ facilityId: facilityIds[0] ?? 0, name: 'Recall Main' })
      .returning();
    siteId = site?.id ?? 0;
    for (const lot of [
      {
        inventorySiteId: siteId,
        ndc: '69547-353-02',
        lotNumber: 'NX24A17',
        expiryDate: '2027-03-31',
        quantity: 40,
      },
      { inventorySiteId: siteId, ndc: '69547-353-02', lotNumber: 'NX99', quantity: 3 },
      { inventorySiteId: siteId, ndc: '0093-7180-01', lotNumber: 'AT0', quantity: 0 },
    ])
      await stockOfNdc(ctx.db, lot);
  });
  it('finds the sites holding a recalled NDC and marks the named lot', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`select id from fda_recalls where recall_number = 'D-0123-2026'`,
    );
    const holdings = await findRecallHoldings(ctx.db, [rows[0]?.id ?? 0]);
    expect(holdings.get(rows[0]?.id ?? 0)).toEqual([
      expect.objectContaining({
        inventoryName: 'Recall Main',
        lotNumber: 'NX24A17',
        quantity: 40,
        expirationDate: '2027-03-31',
        lotNamed: true,
      }),
      expect.objectContaining({ lotNumber: 'NX99', lotNamed: false, expirationDate: null }),
    ]);
  });
  it('lists recalls with filters, holdings and the last import', async () => {
    const res = await get(reader, paths.recallList, {
      pageSize: '25',
      isInStock: 'true',
      status: '',
      state: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { recallNumber: string }) => r.recallNumber).sort()).toEqual([
      'D-0123-2026',
      'D-0152-2026',
    ]);
    expect(body.data[0].holdings.length).toBeGreaterThan(0);
    expect(body.lastImport).toMatchObject({ source: expect.any(String), records: expect.any(Number) });
    const search = await get(reader, paths.recallList, { pageSize: '10', search: 'ondansetron' });
    expect(search.json().data.map((r: { recallNumber: string }) => r.recallNumber)).toEqual(['D-0165-2026']);
    expect((await get(reader, paths.recallList, { pageSize: '10', page: '100000' })).statusCode).toBe(400);
    expect((await get(reader, paths.recallList, { pageSize: '7' })).statusCode).toBe(400);
    expect((await get(outsider, paths.recallList, { pageSize: '10' })).statusCode).toBe(403);
  });

  /** Every page of a list, walked forward with its cursors; each page's ids in order. */
  async function walk(path: string, query: Record<string, string>) {
    const pages: number[][] = [];
    let after: string | undefined;
    do {
      const res = await get(reader, path, { ...query, ...(after ? { after } : {}) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: { id: number }[]; nextCursor?: string };
      pages.push(body.data.map((row) => row.id));
      after = body.nextCursor;
    } while (after && pages.length < 20);
    return pages;
  }

  /** A cursor used with another filter or sort than its own is refused with the shared message. */
  async function expectOtherQueryRefused(path: string, query: Record<string, string>) {
    const res = await get(reader, path, { pageSize: '10', ...query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(pageCursorMessages.otherQuery);
  }

  it('pages the recalls by cursor, undated recalls and equal dates included, and refuses a foreign cursor', async () => {
    await ctx.db.insert(fdaRecalls).values(
      Array.from({ length: 23 }, (_, n) => ({
        recallNumber: `K-${String(n).padStart(4, '0')}-2026`,
        status: 'Ongoing',
        state: 'TX',
        productDescription: `Keyset product ${n}`,
        recallInitiationDate: n % 5 === 0 ? null : `2026-02-0${(n % 3) + 1}`,
      })),
    );
    for (const sortOrder of ['desc', 'asc']) {
      const query = { state: 'TX', status: 'Ongoing', sortOrder };
      const pages = await walk(paths.recallList, { ...query, pageSize: '10' });
      expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
      const whole = (await get(reader, paths.recallList, { ...query, pageSize: '50' })).json();
      expect(pages.flat()).toEqual(whole.data.map((row: { id: number }) => row.id));
      expect(whole).toMatchObject({ totalRecords: 23 });
    }
    const texasPage = async (cursor: Record<string, string>) =>
      (
        await get(reader, paths.recallList, { state: 'TX', status: 'Ongoing', pageSize: '10', ...cursor })
      ).json();
    const first = await texasPage({});
    const second = await texasPage({ after: first.nextCursor });
    expect((await texasPage({ before: second.prevCursor })).data).toEqual(first.data);
    await expectOtherQueryRefused(paths.recallList, {
      state: 'FL',
      status: 'Ongoing',
      after: first.nextCursor,
    });
  });

  it('pages the formulary by cursor in either sort, and refuses a cursor of the other sort', async () => {
    await ctx.db.insert(ndcProducts).values(
      Array.from({ length: 14 }, (_, n) => ({
        ndc: `77777-${String(100 + n)}-01`,
        productName: `Keyset Drug ${n % 4}`,
      })),
    );
    for (const [sortField, sortOrder] of [
      ['ndc', 'desc'],
      ['productName', 'asc'],
    ] as const) {
      const query = { sortField, sortOrder, search: 'Keyset' };
      const pages = await walk(paths.formularyList, { ...query, pageSize: '10' });
      expect(pages.map((page) => page.length)).toEqual([10, 4]);
      const whole = (await get(reader, paths.formularyList, { ...query, pageSize: '50' })).json();
      expect(pages.flat()).toEqual(whole.data.map((row: { id: number }) => row.id));
    }
    const byNdc = (
      await get(reader, paths.formularyList, { sortField: 'ndc', search: 'Keyset', pageSize: '10' })
    ).json();
    await expectOtherQueryRefused(paths.formularyList, {
      sortField: 'productName',
      search: 'Keyset',
      after: byNdc.nextCursor,
    });
  });
});

describe('GET GetRecallRecipients', () => {
  it('answers fulfilment staff with a second factor; NDC readers 403, no second factor 467, bad ids 400', async () => {
    const tech = async (userName: string, mfa: boolean) => {
      const user = await createSignedInUser(ctx, {
        userName,
        access: [
          { module: Module.NDC, role: Role.User },
          { module: Module.Inventory, role: Role.Technician },
        ],
        inactivityTimeout: true,
      });
      if (mfa)
        await ctx.db.update(sessions).set({ mfaVerified: true }).where(eq(sessions.userId, user.userId));
      return user.token;
    };
    const [recall] = await ctx.db.select({ id: fdaRecalls.id }).from(fdaRecalls).limit(1);
    const id = String(recall?.id ?? 0);
    const withMfa = await tech('recall.tech', true);
    const ok = await get(withMfa, paths.recallRecipients, { id });
    expect(ok.statusCode).toBe(200);
    expect(Array.isArray(ok.json())).toBe(true);
    expect((await get(reader, paths.recallRecipients, { id })).statusCode).toBe(403);
    expect((await get(await tech('recall.nomfa', false), paths.recallRecipients, { id })).statusCode).toBe(
      467,
    );
    expect((await get(withMfa, paths.recallRecipients, { id: String(maxId + 1) })).statusCode).toBe(400);
    expect((await get(withMfa, paths.recallRecipients, { id: '1\u0000' })).statusCode).toBe(400);
  });
});
