import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { currentPasswordMessages, mfaMessages } from '@homer/contracts/mfa';
import { passwordMessages } from '@homer/contracts/password';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/core.ts';
import { webauthnCredentials } from '../../db/schema/mfa.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { registerSoftwareDevice } from '../../test/register-software-device.ts';
import {
  bearer,
  createTestContext,
  createUser,
  signIn,
  type TestContext,
  testPassword,
} from '../../test/test-context.ts';
import { softwareAuthenticator } from './test-authenticator.ts';

let ctx: TestContext;
const base = '/api/Administration/UserSecurity';

beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, {
    userName: 'sysadmin',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  });
  await createUser(ctx.db, {
    userName: 'useradmin',
    access: [{ module: Module.Admin, role: Role.UserAdmin }],
  });
  await createUser(ctx.db, { userName: 'manager', access: [{ module: Module.Admin, role: Role.Manager }] });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: bearer(token),
    remoteAddress: nextRemoteAddress(),
  });
const get = (userId: number, token: string) =>
  ctx.app.inject({ method: 'GET', url: `${base}/GetUserSecurity?userId=${userId}`, headers: bearer(token) });

async function ownerWithDevice(userName: string) {
  const { userId, token } = await createSignedInUser(ctx, { userName });
  const { registered } = await registerSoftwareDevice(ctx, { userId, token }, 'Phone');
  expect(registered.statusCode, registered.body).toBe(200);
  return { userId, token, deviceId: registered.json().value.devices[0].id as number };
}

describe('security tab access', () => {
  it('the owner reads their own security; another plain user gets 403', async () => {
    const { userId, token } = await ownerWithDevice('owner1');
    const own = await get(userId, token);
    expect(own.json().value).toMatchObject({
      userId,
      isOwner: true,
      fidoMfa: false,
      devices: [{ deviceName: 'Phone' }],
    });
    const { userId: other, token: strangerToken } = await createSignedInUser(ctx, { userName: 'stranger1' });
    expect((await get(userId, strangerToken)).statusCode).toBe(403);
    expect((await post(`${base}/RemoveDevice`, { userId, deviceId: 1 }, strangerToken)).statusCode).toBe(403);
    expect(other).toBeGreaterThan(0);
    const manager = await signIn(ctx.app, 'manager');
    expect((await get(userId, manager)).statusCode).toBe(403);
  });

  it('user administrators view, remove devices and turn methods off, but never enrol or turn on', async () => {
    const { userId, token, deviceId } = await ownerWithDevice('owner2');
    await post(`${base}/SetMfaMethods`, { userId, fidoMfa: true, fingerprintMfa: false }, token);
    for (const admin of ['sysadmin', 'useradmin']) {
      const adminToken = await signIn(ctx.app, admin);
      expect((await get(userId, adminToken)).json().value).toMatchObject({ isOwner: false, fidoMfa: true });
      const enrol = await post(`${base}/DeviceRegistrationOptions`, { userId }, adminToken);
      expect(enrol.statusCode).toBe(403);
      expect(enrol.json().message).toBe(mfaMessages.ownSecurityOnly);
      const fp = await post(`${base}/EnrollFingerprint`, { userId, template: 'x' }, adminToken);
      expect(fp.statusCode).toBe(403);
      const pw = await post(
        `${base}/ChangePassword`,
        { userId, currentPassword: testPassword, password: 'Xk9#mQ2$vLp7', confirmPassword: 'Xk9#mQ2$vLp7' },
        adminToken,
      );
      expect(pw.statusCode).toBe(403);
    }
    const admin = await signIn(ctx.app, 'useradmin');
    const off = await post(`${base}/SetMfaMethods`, { userId, fidoMfa: false, fingerprintMfa: false }, admin);
    expect(off.json().value.fidoMfa).toBe(false);
    const on = await post(`${base}/SetMfaMethods`, { userId, fidoMfa: true, fingerprintMfa: false }, admin);
    expect(on.statusCode).toBe(403);
    const removed = await post(`${base}/RemoveDevice`, { userId, deviceId }, admin);
    expect(removed.json().value.devices).toEqual([]);
  });

  it('a UserAdmin may not weaken the sign-in of a user whose access ranks above theirs', async () => {
    const target = await createSignedInUser(ctx, {
      userName: 'baadmin1',
      access: [{ module: Module.BA, role: Role.SystemAdmin }],
    });
    const { registered } = await registerSoftwareDevice(ctx, target, 'Phone');
    const deviceId = registered.json().value.devices[0].id as number;
    await post(
      `${base}/SetMfaMethods`,
      { userId: target.userId, fidoMfa: true, fingerprintMfa: false },
      target.token,
    );
    const admin = await signIn(ctx.app, 'useradmin');
    const off = await post(
      `${base}/SetMfaMethods`,
      { userId: target.userId, fidoMfa: false, fingerprintMfa: false },
      admin,
    );
    expect([off.statusCode, off.json().message]).toEqual([403, userAdminMessages.outranked]);
    const removed = await post(`${base}/RemoveDevice`, { userId: target.userId, deviceId }, admin);
    expect([removed.statusCode, removed.json().message]).toEqual([403, userAdminMessages.outranked]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.userId));
    expect(row?.fidoMfaEnabled).toBe(true);
    expect(
      await ctx.db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, target.userId)),
    ).toHaveLength(1);
    // An Admin SystemAdmin ranks top in every module, so the lost-device path stays open to them.
    const sysadmin = await signIn(ctx.app, 'sysadmin');
    const byTop = await post(`${base}/RemoveDevice`, { userId: target.userId, deviceId }, sysadmin);
    expect(byTop.json().value).toMatchObject({ fidoMfa: false, devices: [] });
  });

  it('a method cannot be turned on without its enrolment, and nothing changes', async () => {
    const { userId, token } = await createSignedInUser(ctx, { userName: 'bare1' });
    const fido = await post(`${base}/SetMfaMethods`, { userId, fidoMfa: true, fingerprintMfa: false }, token);
    expect(fido.statusCode).toBe(400);
    expect(fido.json().message).toBe(mfaMessages.deviceNotEnrolled);
    const fp = await post(`${base}/SetMfaMethods`, { userId, fidoMfa: false, fingerprintMfa: true }, token);
    expect(fp.json().message).toBe(mfaMessages.fingerprintNotEnrolled);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ fidoMfaEnabled: false, fingerprintMfaEnabled: false });
  });

  it('removing the last device turns device sign-in off', async () => {
    const { userId, token, deviceId } = await ownerWithDevice('owner3');
    await post(`${base}/SetMfaMethods`, { userId, fidoMfa: true, fingerprintMfa: false }, token);
    const res = await post(`${base}/RemoveDevice`, { userId, deviceId }, token);
    expect(res.json().value).toMatchObject({ fidoMfa: false, devices: [] });
    expect(
      await ctx.db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, userId)),
    ).toEqual([]);
  });

  it('a device name is required, at most 50 characters and unique per user', async () => {
    const { userId, token } = await ownerWithDevice('owner4');
    const authenticator = softwareAuthenticator(ctx.config.publicBaseUrl);
    const opts = await post(`${base}/DeviceRegistrationOptions`, { userId }, token);
    const response = authenticator.register(opts.json().value);
    const empty = await post(`${base}/RegisterDevice`, { userId, deviceName: ' ', response }, token);
    expect(empty.json().message).toBe('Device name is required.');
    const long = await post(
      `${base}/RegisterDevice`,
      { userId, deviceName: 'x'.repeat(51), response },
      token,
    );
    expect(long.json().message).toBe('Device name cannot be longer than 50 characters.');
    const dup = await post(`${base}/RegisterDevice`, { userId, deviceName: 'phone', response }, token);
    expect(dup.json().message).toBe(mfaMessages.deviceNameTaken);
    // The challenge was spent by the refused attempt; a replay of the same response is refused too.
    const replay = await post(`${base}/RegisterDevice`, { userId, deviceName: 'Other', response }, token);
    expect(replay.json().message).toBe(mfaMessages.registrationExpired);
    expect((await get(userId, token)).json().value.devices).toHaveLength(1);
  });
});

describe('change own password', () => {
  it('checks the current password and the new-password rules, then clears needToResetPin', async () => {
    const userId = await createUser(ctx.db, { userName: 'pw1' });
    await ctx.db.update(users).set({ needToResetPin: true }).where(eq(users.id, userId));
    const other = await signIn(ctx.app, 'pw1');
    const token = await signIn(ctx.app, 'pw1');
    const url = `${base}/ChangePassword`;
    const wrong = await post(
      url,
      { userId, currentPassword: 'nope', password: 'Xk9#mQ2$vLp7', confirmPassword: 'Xk9#mQ2$vLp7' },
      token,
    );
    expect(wrong.json()).toMatchObject({ isSuccessful: false, message: currentPasswordMessages.incorrect });
    const short = await post(
      url,
      { userId, currentPassword: testPassword, password: 'short', confirmPassword: 'short' },
      token,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(passwordMessages.tooShort);
    const mismatch = await post(
      url,
      { userId, currentPassword: testPassword, password: 'Xk9#mQ2$vLp7', confirmPassword: 'Xk9#mQ2$vLp8' },
      token,
    );
    expect(mismatch.json().message).toBe(passwordMessages.mismatch);
    const [unchanged] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(unchanged?.needToResetPin).toBe(true);

    const ok = await post(
      url,
      { userId, currentPassword: testPassword, password: 'Xk9#mQ2$vLp7', confirmPassword: 'Xk9#mQ2$vLp7' },
      token,
    );
    expect(ok.json()).toMatchObject({
      isSuccessful: true,
      message: currentPasswordMessages.changed,
      value: { needToResetPin: false },
    });
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/Account/GetUserInfo', headers: bearer(token) })
      ).json()?.id,
    ).toBe(userId);
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/Account/GetUserInfo', headers: bearer(other) })
      ).json(),
    ).toBeNull();
    await signIn(ctx.app, 'pw1', 'Xk9#mQ2$vLp7');
  });
});

describe('QR sign-in for mobile scanning', () => {
  it('a token opens one mobile-scanning session, once; that session is confined', async () => {
    const { userId, token } = await createSignedInUser(ctx, { userName: 'qr1' });
    const created = await post('/api/QrLogin/CreateToken', {}, token);
    const qr = created.json().value;
    expect(qr.url).toContain('/mobile-scanning?qrToken=');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/QrLogin/ValidateToken?token=${qr.token}`,
      remoteAddress: '10.7.0.1',
    });
    expect(res.json()).toMatchObject({ isSuccessful: true, value: { userId } });
    const mobile = res.json().value.token;
    const info = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/GetUserInfo',
      headers: bearer(mobile),
    });
    expect(info.json()).toMatchObject({ id: userId, mobileScanning: true });
    const denied = await ctx.app.inject({
      method: 'GET',
      url: `${base}/GetUserSecurity?userId=${userId}`,
      headers: bearer(mobile),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.mobileScanningDenied);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/QrLogin/ValidateToken?token=${qr.token}`,
      remoteAddress: '10.7.0.2',
    });
    expect(again.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.mobileScanning, true));
    expect(row).toMatchObject({ userId, mfaVerified: false });
  });

  it('an expired token is refused, and CreateToken needs a session', async () => {
    const { token } = await createSignedInUser(ctx, { userName: 'qr2' });
    const qr = (await post('/api/QrLogin/CreateToken', {}, token)).json().value;
    await ctx.db.execute(
      sql`update sign_in_challenges set expires_at = now() - interval '1 second' where kind = 'qr'`,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/QrLogin/ValidateToken?token=${qr.token}`,
      remoteAddress: '10.7.0.3',
    });
    expect(res.statusCode).toBe(401);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/QrLogin/CreateToken' });
    expect(anonymous.statusCode).toBe(401);
  });
});
