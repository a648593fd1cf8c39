import { describe, expect, it } from 'vitest';
import { isPositiveIdText, linkRenderingKey, linkRenderingSamples } from './prerendered-links.ts';

const key = (routeId: string, query: string) => linkRenderingKey(routeId, new URLSearchParams(query));

describe('renderings of pages opened from links (decision 104)', () => {
  it('answers a link of a rendered shape with that shape, whatever its values', () => {
    expect(key('changePassword', 'token=Zx9&userId=42')).toBe('changePassword?');
    expect(key('changePassword', 'token=Zx9&userId=42&code=7')).toBe('changePassword?');
    expect(key('homerRegister', 'guid=abc')).toBe('homerRegister?');
    expect(key('homerRegister', 'guid=abc&fromIcq=TRUE')).toBe('homerRegister?fromIcq');
    expect(key('homerRegister', 'guid=abc&fromAccounts=true&fromIcq=true')).toBe(
      'homerRegister?fromAccounts&fromIcq',
    );
    expect(key('homerRegister', 'guid=abc&fromIcq=no')).toBe('homerRegister?');
  });

  it('renders nothing for a query the page would show otherwise, or a route without link renderings', () => {
    expect(key('changePassword', 'token=&userId=42')).toBeNull();
    expect(key('changePassword', 'token=Zx9')).toBeNull();
    expect(key('changePassword', 'token=Zx9&userId=0')).toBeNull();
    expect(key('changePassword', 'token=Zx9&userId=4294967296')).toBeNull();
    expect(key('changePassword', 'token=Zx9&userId=42&utm_source=mail')).toBeNull();
    expect(key('homerRegister', '')).toBeNull();
    expect(key('login', 'redirectUrl=%2Fdashboard')).toBeNull();
  });

  it('has a sample for every shape, and each sample is read as its own shape', () => {
    const samples = linkRenderingSamples('homerRegister');
    expect(samples.map((s) => s.key).sort()).toEqual([
      'homerRegister?',
      'homerRegister?fromAccounts',
      'homerRegister?fromAccounts&fromIcq',
      'homerRegister?fromIcq',
    ]);
    for (const sample of [...samples, ...linkRenderingSamples('changePassword')]) {
      const routeId = sample.key.slice(0, sample.key.indexOf('?'));
      expect(key(routeId, sample.query), sample.query).toBe(sample.key);
    }
  });

  it('reads ids as positiveId does: 1 to 9 digits, not zero', () => {
    expect(['1', '007', '999999999'].every(isPositiveIdText)).toBe(true);
    expect(['0', '', '1e3', '-1', '1234567890', ' 1', undefined, null].some(isPositiveIdText)).toBe(false);
  });
});
