import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressMessages } from '@homer/contracts/address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const verify = (app: TestContext['app'], query: Record<string, string>) =>
  app.inject({
    method: 'GET',
    url: `/api/PublicAddress/Verify?${new URLSearchParams(query)}`,
    remoteAddress: nextRemoteAddress(),
  });

const capitol = { street: '400 S Monroe St', city: 'Tallahassee', state: 'FL', zip: '32399' };

describe('GET api/PublicAddress/Verify with the local county/ZIP data', () => {
  it('verifies an in-state address and names its county', async () => {
    const res = await verify(ctx.app, { ...capitol, secondary: 'Suite 100' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      value: {
        street: '400 S Monroe St',
        secondary: 'Suite 100',
        countyName: 'Leon',
        formattedAddress: '400 S Monroe St Suite 100, Tallahassee FL 32399',
      },
    });
  });

  it('refuses an address outside the state, without a house number, or with an unknown ZIP prefix', async () => {
    for (const changed of [{ state: 'GA' }, { street: 'Monroe Street' }, { zip: '30301' }]) {
      const res = await verify(ctx.app, { ...capitol, ...changed });
      expect(res.json()).toMatchObject({
        isSuccessful: false,
        message: addressMessages.notFound,
        value: null,
      });
    }
  });

  it('rejects malformed input with its message', async () => {
    const res = await verify(ctx.app, { ...capitol, zip: '3230' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a 5-digit ZIP code.');
  });

  it('lists the 67 counties by name on both county paths', async () => {
    for (const url of ['/api/PublicSelect/Counties', '/api/Select/SmartyCounties']) {
      const list = (await ctx.app.inject({ method: 'GET', url })).json();
      expect(list).toHaveLength(67);
      expect(list[0]).toEqual({ value: expect.any(Number), text: 'Alachua' });
      expect(list.map((o: { text: string }) => o.text)).toContain('Miami-Dade');
    }
  });
});

describe('GET api/PublicAddress/Verify with Smarty configured', () => {
  let fixture: Server;
  let smarty: TestContext;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    // A stand-in for Smarty's US Street API answering as the real one does.
    fixture = createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      seen.push(query);
      const street = query.get('street') ?? '';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          street.startsWith('400')
            ? [
                {
                  delivery_line_1: '400 S Monroe St',
                  components: {
                    city_name: 'Tallahassee',
                    state_abbreviation: 'FL',
                    zipcode: '32399',
                    plus4_code: '0001',
                  },
                  metadata: { county_name: 'Leon' },
                },
              ]
            : street.startsWith('1313')
              ? [
                  {
                    delivery_line_1: '1313 Disneyland Dr',
                    components: { city_name: 'Anaheim', state_abbreviation: 'CA', zipcode: '92802' },
                    metadata: { county_name: 'Orange' },
                  },
                ]
              : [],
        ),
      );
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    const port = (fixture.address() as AddressInfo).port;
    smarty = await createTestContext(undefined, {
      SMARTY_AUTH_ID: 'id-123',
      SMARTY_AUTH_TOKEN: 'token-456',
      SMARTY_BASE_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await smarty.close();
    await new Promise<void>((resolve) => fixture.close(() => resolve()));
  });

  it('takes the first candidate, with ZIP+4 and the county from the state list', async () => {
    const res = await verify(smarty.app, { ...capitol, street: '400 south monroe' });
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      value: {
        zip: '32399-0001',
        countyName: 'Leon',
        formattedAddress: '400 S Monroe St, Tallahassee FL 32399-0001',
      },
    });
    expect(seen.at(-1)?.get('auth-id')).toBe('id-123');
    expect(seen.at(-1)?.get('candidates')).toBe('1');
  });

  it('answers not found when Smarty has no candidate', async () => {
    const res = await verify(smarty.app, { ...capitol, street: '1 Nowhere Rd' });
    expect(res.json()).toMatchObject({ isSuccessful: false, message: addressMessages.notFound });
  });

  it('refuses an address in another state even when its county shares a name with one of ours', async () => {
    const res = await verify(smarty.app, {
      street: '1313 Disneyland Dr',
      city: 'Anaheim',
      state: 'CA',
      zip: '92802',
    });
    expect(res.json()).toMatchObject({ isSuccessful: false, message: addressMessages.notFound, value: null });
  });
});
