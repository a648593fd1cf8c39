import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountMessages } from '@homer/contracts/account';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/core.ts';
import { ssoIdentities } from '../../db/schema/mfa.ts';
import { withTx } from '../../db/tx.ts';
import { bearer, createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

/** Accounts the local identity provider knows, by subject. */
const accounts: Record<string, { email: string; name: string }> = {
  'entra-alice': { email: 'alice@test.example', name: 'Alice' },
  'entra-nobody': { email: 'nobody@elsewhere.example', name: 'Nobody' },
  'entra-dora': { email: 'dora@test.example', name: 'Dora' },
};

let oidcServer: Server;
let issuer: string;
let ctx: TestContext;
const publicBaseUrl = 'http://localhost:3999';
const callbackUrl = `${publicBaseUrl}/api/Account/SsoCallback`;

beforeAll(async () => {
  // A real OpenID provider in this process, on a free port; its dev interactions stand in for Entra's pages.
  oidcServer = createServer();
  await new Promise<void>((resolve) => oidcServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'homer',
        client_secret: 'homer-secret',
        redirect_uris: [callbackUrl],
        post_logout_redirect_uris: [`${publicBaseUrl}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...accounts[id] }),
    }),
  });
  oidcServer.on('request', provider.callback());

  ctx = await createTestContext(undefined, {
    PUBLIC_BASE_URL: publicBaseUrl,
    SSO_ISSUER_URL: issuer,
    SSO_CLIENT_ID: 'homer',
    SSO_CLIENT_SECRET: 'homer-secret',
  });
  await createUser(ctx.db, { userName: 'alice' });
  await createUser(ctx.db, { userName: 'dora', disabled: true });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => oidcServer.close(() => resolve()));
});

/** Follows the provider's redirects like a browser (cookies included), signing in `subject` when asked. */
async function signInAtProvider(authorizationUrl: string, subject: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: cookieHeader() },
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(callbackUrl)) return url;
      continue;
    }
    const html = await res.text();
    // The dev interaction pages: the login form, then the consent form.
    if (/name="login"/.test(html))
      body = new URLSearchParams({ prompt: 'login', login: subject, password: 'x' });
    else if (/name="prompt" value="consent"/.test(html) || /consent/i.test(html)) {
      body = new URLSearchParams({ prompt: 'consent' });
    } else throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
  }
  throw new Error('too many redirects at the provider');
}

async function ssoLogin(email: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/Account/SsoLogin?email=${encodeURIComponent(email)}`,
  });
  return res.json();
}

async function callback(url: URL) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: '10.6.0.1',
  });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string, publicBaseUrl);
}

describe('single sign-on with an OpenID provider', () => {
  it('runs the authorization-code flow and hands the login page a one-time code, never the token', async () => {
    const start = await ssoLogin('alice@test.example');
    expect(start.isSuccessful).toBe(true);
    const authUrl = new URL(start.value);
    expect(authUrl.origin).toBe(issuer);
    expect(authUrl.searchParams.get('login_hint')).toBe('alice@test.example');
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('state')).toBeTruthy();
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();

    const landed = await callback(await signInAtProvider(start.value, 'entra-alice'));
    expect(landed.pathname).toBe('/login');
    const userId = Number(landed.searchParams.get('userIdFromSso'));
    const code = landed.searchParams.get('ssoCode') ?? '';
    expect(userId).toBeGreaterThan(0);
    expect(landed.search).not.toMatch(/ey[A-Za-z0-9_-]{10,}\./); // no JWT in the URL

    const exchange = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/SsoExchange',
      payload: { userId, code },
    });
    const token = exchange.json().value.token;
    expect(token).toMatch(/^ey/);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/SsoExchange',
      payload: { userId, code },
    });
    expect(again.statusCode).toBe(401);

    const object = await ctx.app.inject({
      method: 'GET',
      url: `/api/Account/GetUserObjectFromId?userId=${userId}`,
      headers: bearer(token),
    });
    expect(object.json().value).toMatchObject({ userId, user: { id: userId }, entraIdentifierUrl: issuer });
    const [link] = await ctx.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, userId));
    expect(link).toMatchObject({ issuer, subject: 'entra-alice' });
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(session?.mfaVerified).toBe(false); // the provider reported no multi-factor (no amr "mfa")

    // Next time the provider's subject finds the user even after the e-mail changed in HOMER.
    await withTx(ctx.db, { userId: null }, (tx) =>
      tx.update(users).set({ email: 'alice.renamed@test.example' }).where(eq(users.id, userId)),
    );
    const second = await callback(
      await signInAtProvider((await ssoLogin('alice@test.example')).value, 'entra-alice'),
    );
    expect(Number(second.searchParams.get('userIdFromSso'))).toBe(userId);
  });

  it('GetUserObjectFromId answers only for the signed-in user', async () => {
    const start = await ssoLogin('alice@test.example');
    const landed = await callback(await signInAtProvider(start.value, 'entra-alice'));
    const userId = Number(landed.searchParams.get('userIdFromSso'));
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/SsoExchange',
        payload: { userId, code: landed.searchParams.get('ssoCode') },
      })
    ).json().value.token;
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/Account/GetUserObjectFromId?userId=${userId + 1}`,
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/Account/GetUserObjectFromId?userId=${userId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an unknown or disabled account, a replayed callback and a forged state go back to login with a message', async () => {
    const nobody = await callback(
      await signInAtProvider((await ssoLogin('nobody@elsewhere.example')).value, 'entra-nobody'),
    );
    expect(nobody.searchParams.get('errorMessage')).toBe(accountMessages.ssoNoAccount);
    const dora = await callback(
      await signInAtProvider((await ssoLogin('dora@test.example')).value, 'entra-dora'),
    );
    expect(dora.searchParams.get('errorMessage')).toMatch(/disabled/);

    const providerAnswer = await signInAtProvider(
      (await ssoLogin('alice@test.example')).value,
      'entra-alice',
    );
    expect((await callback(providerAnswer)).searchParams.get('userIdFromSso')).toBeTruthy();
    const replay = await callback(providerAnswer);
    expect(replay.searchParams.get('errorMessage')).toBe(accountMessages.ssoExpired);

    const forged = new URL(providerAnswer);
    forged.searchParams.set('state', 'forged-state');
    expect((await callback(forged)).searchParams.get('errorMessage')).toBe(accountMessages.ssoExpired);
    const denied = new URL(`${callbackUrl}?error=access_denied&state=x`);
    expect((await callback(denied)).searchParams.get('errorMessage')).toBe(accountMessages.ssoFailed);
  });

  it('SingleSignOut returns the provider end-session URL back to HOMER login', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Account/SingleSignOut?userId=1&entraIdentifierUrl=https%3A%2F%2Fevil.example&entraLoginUrl=x',
    });
    const url = new URL(res.json().value);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${publicBaseUrl}/login`);
    expect(url.searchParams.get('client_id')).toBe('homer');
  });

  it('SsoLogin validates the email (max 51)', async () => {
    const long = `${'a'.repeat(40)}@example.com`;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/Account/SsoLogin?email=${long}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email cannot be longer than 51 characters.');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/Account/SsoLogin?email=not-an-email' });
    expect(bad.json().message).toBe('Enter a valid email.');
  });
});

describe('single sign-on not configured', () => {
  it('SsoLogin and SingleSignOut answer a clear message', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/Account/SsoLogin?email=a@b.example' });
      expect(res.json()).toMatchObject({ isSuccessful: false, message: accountMessages.ssoNotConfigured });
      const out = await plain.app.inject({ method: 'GET', url: '/api/Account/SingleSignOut' });
      expect(out.json()).toMatchObject({ isSuccessful: false, message: accountMessages.ssoNotConfigured });
    } finally {
      await plain.close();
    }
  });
});
