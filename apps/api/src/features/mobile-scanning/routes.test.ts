import { gtinForNdc } from '@homer/contracts/gs1';
import { messages } from '@homer/contracts/messages';
import { mobileScanningMessages as m, mobileScanningPaths as paths } from '@homer/contracts/mobile-scanning';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fdaRecalls, ndcProducts } from '../../db/schema/pharmacy.ts';
import { addressedTo } from '../../platform/live-events/hub.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { dayIn } from './scan.ts';

let ctx: TestContext;
let desktop: { userId: number; token: string };
let phone: string;

const GS = '\x1d';
const naloxone = gtinForNdc('6954735302');
const metformin = gtinForNdc('0591040501');

async function phoneOf(desktopToken: string, context: TestContext = ctx): Promise<string> {
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/QrLogin/CreateToken',
    headers: bearer(desktopToken),
  });
  const { token } = created.json().value;
  const opened = await context.app.inject({
    method: 'POST',
    url: `/api/QrLogin/ValidateToken?token=${token}`,
  });
  return opened.json().value.token;
}

function scan(token: string, value: unknown, parentUrl: string | null = '/inv/phone-scanner') {
  const query = parentUrl === null ? '' : `?parentUrl=${encodeURIComponent(parentUrl)}`;
  return ctx.app.inject({
    method: 'POST',
    url: `/${paths.scan}${query}`,
    headers: { ...bearer(token), 'x-timezone': 'America/New_York' },
    payload: { value },
  });
}

async function events() {
  const { rows } = await ctx.db.execute<{
    user_ids: number[] | null;
    session_id: string | null;
    data: { value: string };
  }>(sql`select user_ids, session_id, data from live_events where type = 'phoneScan' order by id`);
  return rows;
}

beforeAll(async () => {
  ctx = await createTestContext();
  desktop = await createSignedInUser(ctx, { userName: 'scan.desk' });
  phone = await phoneOf(desktop.token);
  await ctx.ownerDb
    .insert(ndcProducts)
    .values({ ndc: '69547-353-02', productName: 'Naloxone HCl Nasal Spray 4 mg' });
  await ctx.ownerDb.insert(fdaRecalls).values([
    {
      recallNumber: 'D-0123-2026',
      status: 'Ongoing',
      productDescription: 'Naloxone HCl Nasal Spray, 4 mg per spray',
      codeInfo: 'Lot #: NX24A17, Exp 03/27',
      packageNdcs: ['69547-353-02'],
      productNdcs: ['69547-353'],
    },
    {
      recallNumber: 'D-0999-2020',
      status: 'Terminated',
      codeInfo: 'All lots',
      packageNdcs: ['69547-353-02'],
    },
  ]);
});

afterAll(async () => {
  await ctx?.close();
});

describe('POST api/MobileScanning/Scan', () => {
  it('parses a GS1 code, flags the recall and hands the scan to the desktop only', async () => {
    const response = await scan(phone, `01${naloxone}17270331` + `10NX24A17${GS}21SN1`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isSuccessful: true, message: m.sent });
    expect(body.value).toMatchObject({
      parentUrl: '/inv/phone-scanner',
      gs1: { ndc: '6954735302', lot: 'NX24A17', expiry: '2027-03-31', serial: 'SN1' },
      productName: 'Naloxone HCl Nasal Spray 4 mg',
      ndc: '69547-353-02',
      recalled: true,
      recallNumbers: ['D-0123-2026'],
    });
    const stored = await events();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ user_ids: [desktop.userId], session_id: null });
    expect(stored[0]?.data.value).toBe(`01${naloxone}17270331` + `10NX24A17${GS}21SN1`);
  });

  it('does not flag another lot of a recalled NDC, and flags an expired one', async () => {
    const other = (await scan(phone, `(01)${naloxone}(17)200100(10)OTHERLOT`)).json().value;
    expect(other).toMatchObject({ recalled: false, recallNumbers: [], expired: true });
    expect(other.gs1.expiry).toBe('2020-01-31');
    const fresh = (await scan(phone, `01${metformin}1799123110MF0512`)).json().value;
    expect(fresh).toMatchObject({
      expired: false,
      recalled: false,
      productName: null,
      gs1: { ndc: '0591040501' },
    });
  });

  it('passes a plain code through unparsed', async () => {
    const body = (await scan(phone, '30000001')).json();
    expect(body.value).toMatchObject({ value: '30000001', gs1: null, expired: false, recalled: false });
  });

  it('refuses a malformed GS1 code, a bad parent page, NUL and oversize values, storing nothing', async () => {
    const before = (await events()).length;
    const cases: [unknown, string | null, string][] = [
      [`01${naloxone}17271399`, '/inv/phone-scanner', m.notGs1('(17) is not a date.')],
      ['30000001', '//evil.example/x', m.parentUrlInvalid],
      ['30000001', 'https://evil.example/', m.parentUrlInvalid],
      ['30000001', null, m.parentUrlInvalid],
      ['a\u0000b', '/inv/phone-scanner', 'Contains characters that are not allowed.'],
      ['x'.repeat(501), '/inv/phone-scanner', m.valueTooLong],
      ['', '/inv/phone-scanner', m.valueRequired],
      [12345, '/inv/phone-scanner', m.valueRequired],
    ];
    for (const [value, parentUrl, message] of cases) {
      const response = await scan(phone, value, parentUrl);
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await events()).toHaveLength(before);
  });

  it('takes scans from a phone session only', async () => {
    const before = (await events()).length;
    const response = await scan(desktop.token, '30000001');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(m.phoneOnly);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/${paths.scan}?parentUrl=/x`,
      payload: { value: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await events()).toHaveLength(before);
  });

  it('confines the phone to the allowed calls', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/QrLogin/CreateToken',
      headers: bearer(phone),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.mobileScanningDenied);
  });

  it("sends one user's scans to that user only", async () => {
    const other = await createSignedInUser(ctx, { userName: 'scan.other' });
    const otherPhone = await phoneOf(other.token);
    await scan(otherPhone, '42');
    const last = (await events()).at(-1);
    expect(last).toMatchObject({ user_ids: [other.userId] });
  });

  it('reaches the desktop streams of the user, never the phone itself', () => {
    const event = {
      id: '1',
      userIds: [desktop.userId],
      sessionId: null,
      type: 'phoneScan' as const,
      data: {},
    };
    const stream = { userId: desktop.userId, sessionId: 's1' };
    expect(addressedTo({ ...stream, mobileScanning: false }, event)).toBe(true);
    expect(addressedTo({ ...stream, mobileScanning: true }, event)).toBe(false);
    expect(addressedTo({ ...stream, userId: desktop.userId + 1, mobileScanning: false }, event)).toBe(false);
  });

  it("judges expiry by the phone's calendar day", () => {
    const instant = new Date('2026-11-25T03:00:00Z');
    expect(dayIn('America/New_York', instant)).toBe('2026-11-24');
    expect(dayIn('UTC', instant)).toBe('2026-11-25');
  });
});

describe('GET api/Administration/Strich/GetStrichLicense (decision 109)', () => {
  const strichKey = 'strich-browser-key-for-homer.example';
  let keyed: TestContext;

  const license = (context: TestContext, token?: string) =>
    context.app.inject({
      method: 'GET',
      url: `/${paths.strichLicense}`,
      headers: token ? bearer(token) : {},
    });

  beforeAll(async () => {
    keyed = await createTestContext(undefined, { STRICH_LICENSE_KEY: ` ${strichKey} ` });
  });

  afterAll(async () => {
    await keyed?.close();
  });

  it('needs a sign-in', async () => {
    const response = await license(ctx);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.notSignedIn);
  });

  it('answers null to a signed-in user and a phone when no key is configured, never from a cache', async () => {
    for (const token of [desktop.token, phone]) {
      const response = await license(ctx, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ licenseKey: null });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("gives the configured key to a signed-in user and to the phone's mobile-scanning session", async () => {
    const user = await createSignedInUser(keyed, { userName: 'strich.desk' });
    const keyedPhone = await phoneOf(user.token, keyed);
    for (const token of [user.token, keyedPhone]) {
      const response = await license(keyed, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ licenseKey: strichKey });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // An ordinary signed-in call the desktop may make stays refused to the phone: the licence is on the list.
    const systemUpdate = (token: string) =>
      keyed.app.inject({
        method: 'GET',
        url: '/api/Administration/SystemUpdate/Get',
        headers: bearer(token),
      });
    expect((await systemUpdate(user.token)).statusCode).toBe(200);
    const refused = await systemUpdate(keyedPhone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.mobileScanningDenied);
  });
});
