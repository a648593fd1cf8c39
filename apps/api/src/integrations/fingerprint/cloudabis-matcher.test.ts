import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mfaMessages } from '@homer/contracts/mfa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';
import { cloudAbisMatcher } from './cloudabis-matcher.ts';
import { FingerprintServiceDown } from './fingerprint-service-down.ts';

/** A local stand-in for CloudABIS: keeps registered templates; `mode` switches it to failing answers. */
let mode: 'ok' | 'error' | 'garbage' = 'ok';
const templates = new Map<string, string>();
const calls: { path: string; body: Record<string, string>; auth: string | undefined }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, string>;
      calls.push({ path: req.url ?? '', body, auth: req.headers.authorization });
      if (mode === 'error') {
        res.writeHead(500).end('boom');
        return;
      }
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"Unexpected":true}');
        return;
      }
      const id = body.RegistrationID ?? '';
      let result = 'SUCCESS';
      if (req.url === '/api/Biometric/Register') templates.set(id, body.BiometricXml ?? '');
      else if (req.url === '/api/Biometric/RemoveID') templates.delete(id);
      else if (req.url === '/api/Biometric/Verify') {
        if (!templates.has(id)) result = 'ID_NOT_EXIST';
        else result = templates.get(id) === body.BiometricXml ? 'MATCH_FOUND' : 'NO_MATCH_FOUND';
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ OperationResult: result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = () => ({
  mode: 'cloudabis' as const,
  baseUrl,
  customerKey: 'CUST',
  apiKey: 'secret-key',
  engineName: 'FPFF02',
});

describe('CloudABIS adapter', () => {
  it('registers, matches the same template and refuses another', async () => {
    mode = 'ok';
    const matcher = cloudAbisMatcher(config());
    const enrollment = await matcher.enroll(7, 'TEMPLATE-A');
    expect(enrollment).toEqual({ registrationId: 'homer-7', templateHash: null });
    expect(await matcher.verify(enrollment, 'TEMPLATE-A')).toBe(true);
    expect(await matcher.verify(enrollment, 'TEMPLATE-B')).toBe(false);
    const verify = calls.find((c) => c.path === '/api/Biometric/Verify');
    expect(verify).toMatchObject({
      auth: 'Bearer secret-key',
      body: { CustomerKey: 'CUST', EngineName: 'FPFF02', RegistrationID: 'homer-7' },
    });
  });

  it('treats an HTTP error, an unknown answer or no service at all as down', async () => {
    const matcher = cloudAbisMatcher(config());
    mode = 'error';
    await expect(
      matcher.verify({ registrationId: 'homer-7', templateHash: null }, 'x'),
    ).rejects.toBeInstanceOf(FingerprintServiceDown);
    mode = 'garbage';
    await expect(matcher.enroll(8, 'x')).rejects.toBeInstanceOf(FingerprintServiceDown);
    mode = 'ok';
    const nowhere = cloudAbisMatcher({ ...config(), baseUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.enroll(9, 'x')).rejects.toBeInstanceOf(FingerprintServiceDown);
  });
});

describe('fingerprint routes with CloudABIS configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(undefined, { CLOUDABIS_URL: baseUrl, CLOUDABIS_API_KEY: 'secret-key' });
  });
  afterAll(() => ctx.close());

  it('enrols and signs in through the service; when it is down the answer is 503 with the spec message', async () => {
    mode = 'ok';
    const userId = await createUser(ctx.db, { userName: 'abis1' });
    const token = await signIn(ctx.app, 'abis1');
    const post = (url: string, payload: object, headers = {}) =>
      ctx.app.inject({ method: 'POST', url, payload, headers });
    const enrolled = await post(
      '/api/Administration/UserSecurity/EnrollFingerprint',
      { userId, template: 'T1' },
      bearer(token),
    );
    expect(enrolled.json().value).toMatchObject({ fingerprintEnrolled: true, fingerprintMode: 'cloudabis' });
    await post(
      '/api/Administration/UserSecurity/SetMfaMethods',
      { userId, fidoMfa: false, fingerprintMfa: true },
      bearer(token),
    );
    const ticket = (
      await post('/api/Account/Login', { userName: 'abis1', password: 'Correct-Horse-Battery-9' })
    ).json().value.mfaTicket;
    const wrong = await post('/api/Account/VerifyFingerprint', { mfaTicket: ticket, template: 'T2' });
    expect(wrong.json().message).toBe(mfaMessages.incorrectFingerprint);

    mode = 'error';
    const down = await post('/api/Account/VerifyFingerprint', { mfaTicket: ticket, template: 'T1' });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(mfaMessages.cloudAbisDown);
    const enrolDown = await post(
      '/api/Administration/UserSecurity/EnrollFingerprint',
      { userId, template: 'T3' },
      bearer(token),
    );
    expect(enrolDown.statusCode).toBe(503);

    mode = 'ok';
    const right = await post('/api/Account/VerifyFingerprint', { mfaTicket: ticket, template: 'T1' });
    expect(right.json().value).toBe(true);
    const done = await post('/api/Account/Login?fingerprintSuccess=true', {
      userName: 'abis1',
      password: 'Correct-Horse-Battery-9',
      mfaTicket: ticket,
    });
    expect(done.json().value.token).toMatch(/^ey/);
  });

  it('production without a service: fingerprint is unavailable (503), never simulated', async () => {
    const prod = await createTestContext(undefined, { APP_ENV: 'production' });
    try {
      const userId = await createUser(prod.db, { userName: 'prod1' });
      const token = await signIn(prod.app, 'prod1');
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/Administration/UserSecurity/EnrollFingerprint',
        payload: { userId, template: 'anything' },
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(mfaMessages.cloudAbisDown);
    } finally {
      await prod.close();
    }
  });
});
