import fc from 'fast-check';

/** Any UTF-16 code unit, so NUL and unpaired surrogates turn up as often as letters. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const hostileStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\udbff\udbff',
    '\ud83d',
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1e400',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '%00',
    "' or 1=1 --",
    '\\',
    '<img src=x onerror=alert(1)>',
    '\u202e\ufeff',
    '😀',
  ),
  fc.string({ unit: codeUnit, maxLength: 12 }),
  // One past the column lengths the schema uses (names 50, phones 20/21, text 100/150/200/250/500/1000/2500).
  fc
    .constantFrom(
      3,
      5,
      9,
      11,
      21,
      22,
      31,
      41,
      51,
      65,
      101,
      129,
      151,
      201,
      251,
      301,
      501,
      1001,
      2001,
      2501,
      8001,
    )
    .map((length) => 'x'.repeat(length)),
  fc.tuple(fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat(60)).map(([c, n]) => `${'y'.repeat(n)}${c}`),
);

const hostileNumbers = fc.oneof(
  fc.constantFrom(
    2147483648,
    2147483647,
    -2147483648,
    -2147483649,
    4294967296,
    -1,
    0,
    1.5,
    -0.5,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    32768,
    1000000,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileOthers = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
  fc.object({ maxDepth: 1, key: fc.string({ unit: codeUnit, maxLength: 4 }) }),
);

/** Values that have broken servers before: out-of-range ids, NUL, lone surrogates, overlong and wrong-typed input. */
export function hostileValue(kind: 'string' | 'number' | 'other', maxLength?: number): fc.Arbitrary<unknown> {
  const overlong =
    maxLength !== undefined ? [{ weight: 2, arbitrary: fc.constant('x'.repeat(maxLength + 1)) }] : [];
  if (kind === 'string') {
    return fc.oneof(
      { weight: 8, arbitrary: hostileStrings },
      ...overlong,
      { weight: 1, arbitrary: hostileNumbers },
      { weight: 1, arbitrary: hostileOthers },
    );
  }
  if (kind === 'number') {
    return fc.oneof(
      { weight: 8, arbitrary: hostileNumbers },
      { weight: 2, arbitrary: hostileStrings },
      { weight: 1, arbitrary: hostileOthers },
    );
  }
  return fc.oneof(hostileStrings, hostileNumbers, hostileOthers);
}

/** The same, written into a query string or path: every value arrives as text there. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: hostileStrings },
  { weight: 1, arbitrary: hostileNumbers.map(String) },
);

/** Query-string text that no encoder produces: broken escapes, escaped surrogates and NUL, repeated keys. */
export const rawQueryNoise = fc.constantFrom(
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%80',
  '%00',
  '+',
  '&&',
  '==',
  'a[b]=1',
);
