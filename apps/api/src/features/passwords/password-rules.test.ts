import { readFileSync } from 'node:fs';
import {
  hasSequentialCharacters,
  isCommonPassword,
  newPasswordSchema,
  passwordMessages,
  passwordSchema,
} from '@homer/contracts/password';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commonPasswordListPath,
  commonPasswordListSource,
  fullCommonPasswordList,
} from './common-password-list-source.ts';

const messagesOf = (password: string) =>
  passwordSchema.safeParse(password).error?.issues.map((i) => i.message) ?? [];

// Printable ASCII, the characters people type into a password box.
const ascii = fc.string({ unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)) });

describe('hasSequentialCharacters (docs/decisions/017)', () => {
  it.each(['aaa', 'xAaAx', '!!!', '   ', '111', 'abc', 'CBA', 'xYz', '123', '987', 'pass6789word', 'zyx'])(
    'refuses %s',
    (p) => expect(hasSequentialCharacters(p)).toBe(true),
  );

  it.each(['aab', 'abd', 'yza', '901', '890', 'a1b2c3', 'ab!', 'aa-aa', 'ab_cd', '', 'ab', '@AB'])(
    'allows %s',
    (p) => expect(hasSequentialCharacters(p)).toBe(false),
  );

  it('finds any run of three identical characters, wherever it is', () => {
    fc.assert(
      fc.property(ascii, fc.integer({ min: 32, max: 126 }), ascii, (before, code, after) => {
        const c = String.fromCharCode(code);
        expect(hasSequentialCharacters(`${before}${c}${c}${c}${after}`)).toBe(true);
      }),
    );
  });

  it('finds any ascending or descending run of three letters or digits, in any case', () => {
    const run = fc.oneof(
      fc.integer({ min: 0, max: 7 }).map((d) => `${d}${d + 1}${d + 2}`),
      fc.integer({ min: 97, max: 120 }).map((c) => String.fromCharCode(c, c + 1, c + 2)),
    );
    fc.assert(
      fc.property(ascii, run, fc.boolean(), fc.boolean(), ascii, (before, r, upper, reverse, after) => {
        let s = upper ? r.toUpperCase() : r;
        if (reverse) s = [...s].reverse().join('');
        expect(hasSequentialCharacters(`${before}${s}${after}`)).toBe(true);
      }),
    );
  });

  it('holds for a string exactly when it holds for some three-character window of it', () => {
    fc.assert(
      fc.property(ascii, (s) => {
        const windows = Array.from({ length: Math.max(0, s.length - 2) }, (_, i) => s.slice(i, i + 3));
        expect(hasSequentialCharacters(s)).toBe(windows.some(hasSequentialCharacters));
      }),
    );
  });

  it('does not depend on letter case', () => {
    fc.assert(
      fc.property(ascii, (s) => {
        expect(hasSequentialCharacters(s.toUpperCase())).toBe(hasSequentialCharacters(s.toLowerCase()));
      }),
    );
  });
});

describe('the common-password list', () => {
  it('stands for at least 10,000 common passwords', () => {
    expect(fullCommonPasswordList().length).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses every one of them, through one rule or another', () => {
    const accepted = fullCommonPasswordList().filter((p) => passwordSchema.safeParse(p).success);
    expect(accepted).toEqual([]);
  });

  it('refuses a common password with the common-password message, whatever its case', () => {
    expect(messagesOf('basketball')).toEqual([passwordMessages.common]);
    expect(messagesOf('BasketBall')).toEqual([passwordMessages.common]);
    expect(isCommonPassword('Basketball')).toBe(true);
    expect(isCommonPassword('plum-Harbour-7-lantern')).toBe(false);
  });

  it('is generated from the package and up to date', () => {
    expect(readFileSync(commonPasswordListPath, 'utf8')).toBe(commonPasswordListSource());
  });
});

describe('passwordSchema and newPasswordSchema (spec 1 §5)', () => {
  it('accepts a long, uncommon password without runs', () => {
    expect(messagesOf('plum-Harbour-7-lantern')).toEqual([]);
    expect(
      newPasswordSchema.safeParse({ password: 'Tq5-wirl-8kp', confirmPassword: 'Tq5-wirl-8kp' }).success,
    ).toBe(true);
  });

  it('gives each rule its message', () => {
    expect(messagesOf('')).toContain(passwordMessages.required);
    expect(messagesOf('Tq5-wirl8')).toEqual([passwordMessages.tooShort]);
    expect(messagesOf('Tq5-wirl8kp')).toEqual([]);
    expect(messagesOf('Tq5-wirl-aaa')).toEqual([passwordMessages.sequential]);
    expect(messagesOf('Tq5-wirl-xyz')).toEqual([passwordMessages.sequential]);
    expect(messagesOf('Tq5-wirl-321')).toEqual([passwordMessages.sequential]);
    expect(messagesOf('x'.repeat(201).replaceAll('xxx', 'xyx'))).toContain(passwordMessages.tooLong);
  });

  it('accepts any password of 10 to 200 characters that breaks no rule', () => {
    fc.assert(
      fc.property(
        ascii.filter((s) => s.length >= 10 && s.length <= 200),
        (p) => {
          const ok = !hasSequentialCharacters(p) && !isCommonPassword(p);
          expect(passwordSchema.safeParse(p).success).toBe(ok);
        },
      ),
    );
  });

  it('refuses every password shorter than 10 characters with the length message', () => {
    fc.assert(
      fc.property(
        ascii.filter((s) => s.length >= 1 && s.length < 10),
        (p) => {
          expect(messagesOf(p)).toContain(passwordMessages.tooShort);
        },
      ),
    );
  });

  it('reports a confirmation that differs on confirmPassword', () => {
    const result = newPasswordSchema.safeParse({ password: 'Tq5-wirl-8kp', confirmPassword: 'Tq5-wirl-8kq' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: passwordMessages.mismatch }),
    ]);
    const empty = newPasswordSchema.safeParse({ password: 'Tq5-wirl-8kp', confirmPassword: '' });
    expect(empty.error?.issues.map((i) => i.message)).toContain(passwordMessages.confirmRequired);
  });
});
