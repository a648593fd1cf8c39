import { describe, expect, it } from 'vitest';
import { usPhone } from './us-phone.ts';

describe('usPhone', () => {
  it('writes ten digits the US way and leaves anything else as stored', () => {
    expect(usPhone('8505550100')).toBe('(850) 555-0100');
    expect(usPhone('18505550100')).toBe('18505550100');
    expect(usPhone('555-0100')).toBe('555-0100');
  });
});
