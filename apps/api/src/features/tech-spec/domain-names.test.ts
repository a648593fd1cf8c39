import { describe, expect, it } from 'vitest';
import { domainNames } from './domain-names.ts';

describe('domainNames', () => {
  it('lists the configured names first, then the request host, once each', () => {
    expect(domainNames('homer.example.gov', ['Homer.Example.gov', 'www.homer.example.gov'])).toEqual([
      'homer.example.gov',
      'www.homer.example.gov',
    ]);
    expect(domainNames('localhost', [])).toEqual(['localhost']);
  });

  it('drops anything that is not a plain host name', () => {
    expect(
      domainNames('<script>', ['ok.example', '', 'bad_name!', '-x.example', 'http://x.example']),
    ).toEqual(['ok.example']);
  });
});
