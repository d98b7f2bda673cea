import fc from 'fast-check';

/*
 * The values an attacker or a broken client sends in place of the expected ones: wrong types,
 * numbers at and past every integer range, long strings, control characters and unpaired
 * surrogates, and text that is fine for a person but not for a database.
 */

const HARD_STRINGS = [
  '',
  ' ',
  '\t\n',
  'Anna\u0000Kowalska',
  '\u0000',
  'Main \ud800 1',
  '\udc00',
  '\ud83d',
  'bell\u0007',
  'del\u007f',
  'next\u0085line',
  'line\u2028separator',
  '\ufeffbom',
  'rtl\u202eoverride',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '0000-06-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '2026-02-30T00:00:00Z',
  '275760-09-13T00:00:01Z',
  '__proto__',
  'a'.repeat(300),
  'ż'.repeat(5000),
  '9'.repeat(400),
  '😀'.repeat(1000),
];

/** Characters no text may hold: NUL, other controls, unpaired surrogates, non-characters. */
export const POISON = ['\u0000', '\ud800', '\udfff', '\u0001', '\u001b', '\u007f', '\u0085'];

/** A text with one poison character put somewhere in it. */
export const poisoned = (text: string) =>
  fc
    .tuple(fc.constantFrom(...POISON), fc.nat({ max: text.length }))
    .map(([char, at]) => text.slice(0, at) + char + text.slice(at));

/** Numbers written as text, for query strings and path segments. */
const NUMBER_TEXTS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e308',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '0x10',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
];

const HARD_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Any string, often one of the hard ones. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HARD_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ minLength: 1000, maxLength: 20_000, unit: 'grapheme-ascii' }),
  },
);

export const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...HARD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.maxSafeInteger(),
);

/** Any JSON value, leaves from the hard ones. */
export const badJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: badString },
    { weight: 3, arbitrary: badNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(badString, fc.constant('__proto__')), tie('value'), {
        maxKeys: 3,
      }),
    },
  ),
})).value;

/** Text for a query value or a path segment. */
export const badText: fc.Arbitrary<string> = fc.oneof(badString, fc.constantFrom(...NUMBER_TEXTS));

/**
 * Percent-encoded text: encodeURIComponent where it can, and the WTF-8 bytes of an unpaired
 * surrogate where it cannot (the bytes a careless client sends).
 */
export function encodeLoosely(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(char);
  }).join('');
}

/** Encodings no careful client makes: broken escapes, overlong and invalid UTF-8. */
export const badEncoding = fc.constantFrom(
  '%',
  '%zz',
  '%ff',
  '%00',
  '%c0%80',
  '%ed%a0%80',
  '%e2%82',
  '%2e%2e%2f%2e%2e',
  '..',
  '%2F',
  'a%20b',
  '+',
);

/** Bodies that are not JSON, or JSON that a parser must be careful with. */
export const badJsonText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    'nul',
    'undefined',
    "{'a': 1}",
    '{"a": 1,}',
    '"\\ud800"',
    '{"items": 1e400}',
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '\ufeff{}',
    '\u0000',
    '['.repeat(100_000),
    `[${'1,'.repeat(200_000)}1]`,
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

export const badContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/octet-stream',
  'application/jsonx',
  '*/*',
);

/** Header values HTTP allows (visible ASCII and spaces), otherwise anything. */
export const badHeaderValue = fc.oneof(
  fc
    .string({ unit: 'binary-ascii', maxLength: 200 })
    .map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom('', 'x'.repeat(8000), '%00', "' OR 1=1 --"),
);
