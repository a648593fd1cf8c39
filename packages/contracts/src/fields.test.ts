import { describe, expect, it } from 'vitest';
import {
  fieldMessages,
  id,
  idOrZero,
  isStorableText,
  maxId,
  queryId,
  queryIdOrZero,
  text,
} from './fields.ts';

// Distinct messages: 2^53 is neither a safe whole number nor small enough, and both say the same.
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => [
  ...new Set(result.error?.issues.map((issue) => issue.message)),
];

describe('isStorableText', () => {
  it('refuses NUL and surrogates without their other half, anywhere in the text', () => {
    for (const bad of [
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\ud800',
      '\udc00y',
      '\udc00\ud800',
      '\ud83d\ud83d',
    ]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('accepts other text, including characters written as surrogate pairs and other control characters', () => {
    for (const good of [
      '',
      'Tallahassee',
      'O’Neil – Café',
      '😀 ok',
      '\ud83d\ude00',
      'tab\there',
      'line\nbreak',
    ]) {
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
    }
  });
});

describe('text', () => {
  const city = text({ max: 50, label: 'City', required: true });

  it('trims, then refuses empty, too long and unstorable text with the field’s messages', () => {
    expect(city.parse('  Tampa  ')).toBe('Tampa');
    expect(messages(city.safeParse('   '))).toEqual(['City is required.']);
    expect(messages(city.safeParse(undefined))).toEqual(['City is required.']);
    expect(messages(city.safeParse('C'.repeat(51)))).toEqual(['City cannot be longer than 50 characters.']);
    expect(city.parse('C'.repeat(50))).toHaveLength(50);
    expect(messages(city.safeParse('Tam\u0000pa'))).toEqual([fieldMessages.characters]);
  });

  it('keeps text as sent when asked (passwords, tokens) and accepts empty optional text', () => {
    expect(text({ max: 10, trim: false }).parse(' pw ')).toBe(' pw ');
    expect(text({ max: 10 }).parse('')).toBe('');
    expect(messages(text({ max: 3, tooLong: 'Too long.' }).safeParse('abcd'))).toEqual(['Too long.']);
  });
});

describe('ids', () => {
  it('are whole numbers from 1 (or 0 where 0 means new or all) to the largest integer column value', () => {
    expect(id().parse(maxId)).toBe(maxId);
    for (const bad of [0, -1, 1.5, maxId + 1, 2 ** 53, '1', null]) {
      expect(messages(id().safeParse(bad)), String(bad)).toEqual([fieldMessages.id]);
    }
    expect(idOrZero().parse(0)).toBe(0);
    expect(messages(idOrZero().safeParse(maxId + 1))).toEqual([fieldMessages.idOrZero]);
    expect(messages(id('Facility is required.').safeParse(undefined))).toEqual(['Facility is required.']);
  });

  it('are read from query strings and paths as text', () => {
    expect(queryId().parse('42')).toBe(42);
    expect(queryId().parse(String(maxId))).toBe(maxId);
    for (const bad of ['2147483648', '', 'abc', '1.5', '-3', '99999999999999999999']) {
      expect(messages(queryId().safeParse(bad)), bad).toEqual([fieldMessages.id]);
    }
    expect(queryIdOrZero().parse('')).toBe(0);
    expect(messages(queryIdOrZero().safeParse('2147483648'))).toEqual([fieldMessages.idOrZero]);
  });
});
