import { sessionUserSchema, userInfoResponseSchema } from '@homer/contracts/account';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../test/test-context.ts';
import { compiledSerializerCompiler, onFirstUse } from './response-serializer.ts';

// Two test-only routes: a whole user row (password hash included) and a response that breaks its contract.
function testRoutes(ctx: () => TestContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/test/user-row',
      { config: { access: 'public' }, schema: { response: { 200: sessionUserSchema } } },
      async () => {
        const { rows } = await ctx().db.execute<Record<string, unknown>>(sql`
          select u.*, u.user_name as "userName", u.first_name as "firstName", u.last_name as "lastName",
                 u.password_hash as "passwordHash", false as "inactivityTimeout", false as "isInternalBphpUser",
                 null as "invWorkstationId", false as "isRxUser", false as "needToResetPin",
                 false as "mobileScanning", '[]'::json as access
          from users u order by id limit 1`);
        return rows[0] as never;
      },
    );
    app.get(
      '/test/drift',
      { config: { access: 'public' }, schema: { response: { 200: sessionUserSchema } } },
      async () => ({ ...user, userName: 12345 }) as never,
    );
  };
}

const user = {
  id: 7,
  userName: 'u',
  firstName: 'F',
  lastName: 'L',
  email: 'u@x.example',
  inactivityTimeout: false,
  isInternalBphpUser: false,
  invWorkstationId: null,
  isRxUser: false,
  needToResetPin: false,
  mobileScanning: false,
  access: [],
  mfaVerified: false,
};

let validating: TestContext;
let compiled: TestContext;
beforeAll(async () => {
  validating = await createTestContext(async (app) => {
    await app.register(testRoutes(() => validating));
  });
  compiled = await createTestContext(
    async (app) => {
      await app.register(testRoutes(() => compiled));
    },
    {
      RESPONSE_VALIDATION: 'false',
    },
  );
  for (const ctx of [validating, compiled]) await createSignedInUser(ctx, { userName: 'serial' });
});
afterAll(async () => {
  await validating?.close();
  await compiled?.close();
});

describe('response serialization', () => {
  it('sends only the declared fields of a user row, never its password hash, in either mode', async () => {
    for (const ctx of [validating, compiled]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/test/user-row' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(Object.keys(sessionUserSchema.shape).sort());
      expect(res.body).not.toContain('passwordHash');
      expect(res.body).not.toContain('password_hash');
      expect(res.body).not.toContain('scrypt');
    }
  });

  it('development checks every response against its contract; production writes it without checking', async () => {
    const checked = await validating.app.inject({ method: 'GET', url: '/test/drift' });
    expect(checked.statusCode).toBe(500);
    const written = await compiled.app.inject({ method: 'GET', url: '/test/drift' });
    expect(written.statusCode).toBe(200);
    expect(written.json().userName).toBe('12345');
  });

  it('the compiled serializer answers GetUserInfo like the validating one', async () => {
    const { token } = await createSignedInUser(compiled, { userName: 'serial2' });
    const res = await compiled.app.inject({
      method: 'POST',
      url: '/api/Account/GetUserInfo',
      headers: bearer(token),
    });
    expect(res.json()).toMatchObject({ userName: 'serial2', invWorkstationId: null, access: [] });
    const none = await compiled.app.inject({ method: 'POST', url: '/api/Account/GetUserInfo' });
    expect(none.body).toBe('null');
  });

  it('writes nullable fields, nested arrays and enums as JSON.stringify would', () => {
    const write = compiledSerializerCompiler({ schema: userInfoResponseSchema } as never);
    const withAccess = { ...user, invWorkstationId: 3, access: [{ module: 'HEROS', role: 'User' }] };
    for (const value of [null, user, withAccess]) expect(write(value)).toBe(JSON.stringify(value));
  });

  it('compiles a serializer on its first answer, once, not when the route is registered', () => {
    let compiles = 0;
    const serialize = onFirstUse(() => {
      compiles += 1;
      return (data) => JSON.stringify(data);
    });
    expect(compiles).toBe(0);
    expect(serialize({ a: 1 })).toBe('{"a":1}');
    expect(serialize({ a: 2 })).toBe('{"a":2}');
    expect(compiles).toBe(1);
  });
});
