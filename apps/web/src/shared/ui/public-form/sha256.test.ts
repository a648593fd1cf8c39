import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const subtleSha256 = async (data: Uint8Array) =>
  hex(new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)));

describe('sha256', () => {
  it('gives the published digests of the FIPS 180-4 examples', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(hex(sha256(text('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(text('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with the platform’s SHA-256 for every length around the block and padding edges', async () => {
    for (let length = 0; length <= 200; length += 1) {
      const data = crypto.getRandomValues(new Uint8Array(length));
      expect(hex(sha256(data)), `length ${length}`).toBe(await subtleSha256(data));
    }
  });
});
