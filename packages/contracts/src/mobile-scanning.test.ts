import { describe, expect, it } from 'vitest';
import {
  isSameOriginPath,
  mobileScanBodySchema,
  mobileScanQuerySchema,
  phoneScanUrl,
} from './mobile-scanning.ts';

describe('mobile scanning contracts', () => {
  it('takes only same-origin paths as the parent page', () => {
    expect(isSameOriginPath('/inv/phone-scanner')).toBe(true);
    expect(isSameOriginPath('/dashboard?x=1')).toBe(true);
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'inv', '/a\nb', '']) {
      expect(isSameOriginPath(bad)).toBe(false);
    }
    expect(mobileScanQuerySchema.safeParse({ parentUrl: `/${'a'.repeat(500)}` }).success).toBe(false);
  });

  it('keeps the scanned value exactly, GS separators included, and refuses NUL', () => {
    expect(mobileScanBodySchema.parse({ value: ' 01\x1d10A ' }).value).toBe(' 01\x1d10A ');
    expect(mobileScanBodySchema.safeParse({ value: 'a\u0000b' }).success).toBe(false);
    expect(mobileScanBodySchema.safeParse({ value: '' }).success).toBe(false);
  });

  it('adds the parent page and the PID flag to the QR sign-in url', () => {
    expect(phoneScanUrl('https://h.example/mobile-scanning?qrToken=t', '/inv/phone-scanner')).toBe(
      'https://h.example/mobile-scanning?qrToken=t&isPid=false&parentUrl=%2Finv%2Fphone-scanner',
    );
  });
});
