import { describe, expect, it } from 'vitest';
import { atOrigin, splitLinks } from './mail-links.ts';

describe('splitLinks', () => {
  it('makes each http(s) address a link and keeps the text around it', () => {
    expect(splitLinks('Reset at https://homer.example/change-password?token=a.b. Thanks')).toEqual([
      { text: 'Reset at ' },
      {
        text: 'https://homer.example/change-password?token=a.b',
        href: 'https://homer.example/change-password?token=a.b',
      },
      { text: '. Thanks' },
    ]);
  });

  it('leaves other schemes and plain text alone', () => {
    expect(splitLinks('javascript:alert(1) and mailto:a@b.example')).toEqual([
      { text: 'javascript:alert(1) and mailto:a@b.example' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });

  it('ends an address at a closing bracket or quote, and finds several', () => {
    expect(splitLinks('(see http://a.example/x) "http://b.example/y"')).toEqual([
      { text: '(see ' },
      { text: 'http://a.example/x', href: 'http://a.example/x' },
      { text: ') "' },
      { text: 'http://b.example/y', href: 'http://b.example/y' },
      { text: '"' },
    ]);
  });
});

describe('atOrigin', () => {
  it('moves links written with the default base to the reader origin', () => {
    expect(
      atOrigin(
        'Open http://localhost:3000/support/tickets/7 or <a href="http://localhost:3000/login">',
        'http://localhost:3000',
        'https://homer.lan:8443',
      ),
    ).toBe('Open https://homer.lan:8443/support/tickets/7 or <a href="https://homer.lan:8443/login">');
  });

  it('does not touch another port, another host or configured links', () => {
    const body = 'http://localhost:30001/x http://localhost:3000.evil.example/y';
    expect(atOrigin(body, 'http://localhost:3000', 'https://homer.lan')).toBe(body);
    expect(atOrigin('http://localhost:3000/x', null, 'https://homer.lan')).toBe('http://localhost:3000/x');
  });
});
