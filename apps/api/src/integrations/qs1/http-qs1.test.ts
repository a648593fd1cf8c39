import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '@homer/contracts/access';
import { refillMessages as m, refillPaths as paths } from '@homer/contracts/refills';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, prescriptions } from '../../db/schema/pharmacy.ts';
import { prescriptionInventorySites } from '../../db/schema/refills.ts';
import { refillFixture } from '../../features/refills/test-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { httpQs1 } from './http-qs1.ts';
import { Qs1UnavailableError } from './qs1-adapter.ts';

/** A fake QS1 gateway: answers from `known`, or as `mode` says. */
let mode: 'ok' | 'error' | 'garbage' | 'slow' = 'ok';
const seen: { url: string; key: string | undefined }[] = [];
const known = [
  {
    rxNumber: '43000001',
    drugName: 'Remote Naloxone',
    ndc: '69547-353-02',
    refillsRemaining: 4,
    isActive: true,
    dispenseQuantity: 2,
    patient: {
      id: 'QS1-77',
      firstName: 'Remy',
      lastName: 'Remote',
      dateOfBirth: '1966-06-06',
      phone: '(850) 555-0777',
      email: 'remy@test.example',
    },
  },
  {
    rxNumber: '43000002',
    drugName: 'No patient',
    ndc: null,
    refillsRemaining: 1,
    isActive: false,
    patient: null,
  },
  {
    rxNumber: '43000003',
    drugName: 'Control\u0000 Tablets',
    refillsRemaining: 1,
    isActive: true,
    patient: { id: 9, firstName: 'Nu\u0000l', lastName: 'Tab\tby', dateOfBirth: '1970-01-01', email: null },
  },
];
let server: Server;
let baseUrl: string;

function answer(req: IncomingMessage) {
  seen.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string | undefined });
  const numbers = new URL(req.url ?? '', 'http://x').searchParams.get('rxNumbers')?.split(',') ?? [];
  return { prescriptions: known.filter((p) => numbers.includes(p.rxNumber)) };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (mode === 'error') return res.writeHead(500).end('down');
    if (mode === 'slow') return setTimeout(() => res.end('{}'), 500);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(mode === 'garbage' ? '{"prescriptions":[{"rxNumber":5}]}' : JSON.stringify(answer(req)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/qs1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('httpQs1', () => {
  it('asks GET {base}/prescriptions?rxNumbers= with the key and reads the answer', async () => {
    mode = 'ok';
    const qs1 = httpQs1({ baseUrl: `${baseUrl}/`, apiKey: 'k-123' });
    const found = await qs1.findRxDetails(['43000001', '43000009', '43000001']);
    expect(seen.at(-1)).toEqual({ url: '/qs1/prescriptions?rxNumbers=43000001%2C43000009', key: 'k-123' });
    expect(found).toEqual([
      expect.objectContaining({
        rxNumber: '43000001',
        ndc: '69547-353-02',
        patientPhone: '8505550777',
        patient: expect.objectContaining({ id: 'QS1-77', phone: '8505550777' }),
      }),
    ]);
    expect(await qs1.findPrescriptions(['43000002'])).toEqual([
      {
        rxNumber: '43000002',
        patientPhone: null,
        patientEmail: null,
        drugName: 'No patient',
        refillsRemaining: 1,
        isActive: false,
      },
    ]);
  });

  it('drops control characters QS1 sends in text (PostgreSQL refuses a NUL)', async () => {
    mode = 'ok';
    const [rx] = await httpQs1({ baseUrl, apiKey: 'k' }).findRxDetails(['43000003']);
    expect(rx).toMatchObject({
      drugName: 'Control Tablets',
      patient: { firstName: 'Nul', lastName: 'Tabby' },
    });
  });

  it('turns errors, bodies of another shape and timeouts into Qs1UnavailableError', async () => {
    const qs1 = httpQs1({ baseUrl, apiKey: 'k', timeoutMs: 100 });
    for (const m of ['error', 'garbage', 'slow'] as const) {
      mode = m;
      await expect(qs1.findRxDetails(['43000001']), m).rejects.toBeInstanceOf(Qs1UnavailableError);
    }
    mode = 'ok';
  });
});

describe('refills with a remote QS1', () => {
  let ctx: TestContext;
  let f: Awaited<ReturnType<typeof refillFixture>>;
  beforeAll(async () => {
    ctx = await createTestContext(undefined, { QS1_BASE_URL: baseUrl, QS1_API_KEY: 'secret' });
    f = await refillFixture(ctx, '44');
  });
  afterAll(() => ctx.close());

  it('mirrors QS1’s answer into the local rows; local ties decide the inventories', async () => {
    mode = 'ok';
    const caller = await f.user('remote', Role.User, [f.facilities.a]);
    const get = (rx: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/${paths.getRxData}?rxNumber=${rx}`,
        headers: bearer(caller.token),
      });
    const first = await get('43000001');
    expect(first.json()).toMatchObject({
      rxNumber: '43000001',
      errorMessage: null,
      inventories: [],
    });
    const [rx] = await ctx.db.select().from(prescriptions).where(eq(prescriptions.rxNumber, '43000001'));
    expect(rx).toMatchObject({ ndc: '69547-353-02', dispenseQuantity: 2, refillsRemaining: 4 });
    const [patient] = await ctx.db.select().from(patients).where(eq(patients.qs1PatientId, 'QS1-77'));
    expect(patient).toMatchObject({ lastName: 'Remote', dateOfBirth: '1966-06-06', phone: '8505550777' });
    expect(rx?.patientId).toBe(patient?.id);
    await ctx.db
      .insert(prescriptionInventorySites)
      .values({ prescriptionId: rx?.id ?? 0, inventorySiteId: f.sites.aMain });
    const save = await ctx.app.inject({
      method: 'POST',
      url: `/${paths.validateAndSaveRxData}?facilityId=${f.facilities.a}`,
      payload: { rxNumber: '43000001' },
      headers: bearer(caller.token),
    });
    expect(save.json()).toMatchObject({ errorMessage: null, inventoryId: f.sites.aMain });

    // Known only locally (the fixture's rows): a remote QS1 that does not know it makes it not found.
    expect((await get(f.rx(1))).json().errorMessage).toBe(m.rxNotFound(f.rx(1)));
    expect((await get('43000002')).json().errorMessage).toBe(m.rxInactive('43000002'));
    mode = 'error';
    expect((await get('43000001')).json()).toMatchObject({
      errorMessage: m.qs1Unavailable,
      messageClass: 'error',
    });
    mode = 'ok';
    expect(seen.every((s) => s.key !== undefined)).toBe(true);
  });
});
