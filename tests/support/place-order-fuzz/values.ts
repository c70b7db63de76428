// Hostile values for the fields of an order (fast-check arbitraries): HTML, SQL, unicode, NUL,
// lone surrogates, 100 KB strings, odd numbers, values of the wrong type, odd quantities and
// product ids (unknown, unavailable, almost a uuid).
import fc from 'fast-check';
import { MARGHERITA, PORTUGUESA } from '../place-order.ts';

/** A long string built only when the body is serialised, so that counterexamples stay readable. */
class Huge {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  toJSON(): string {
    return this.unit.repeat(this.times);
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.unit)}.repeat(${this.times})`;
  }
}

const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  '</textarea><script>fetch("//evil.example")</script>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
];
const SQL = [
  "'; drop table public.orders; --",
  "' or '1'='1",
  "Robert'); delete from public.orders; --",
  '$$; select pg_sleep(5); $$',
  '1; update public.products set price = 0.01; --',
  "\\'; truncate public.orders; --",
  "%' union select email, encrypted_password from auth.users --",
  "E'\\x00'",
];
const UNICODE = [
  'Conceição São João',
  '😀'.repeat(60),
  'ﷺ'.repeat(10),
  'a\u0301'.repeat(50),
  '\u202eevil\u202c',
  '\u200b\u200b\u200b',
  '\u00a0\u00a0',
  '\u2028\u2029',
  '\ufeffBOM',
  '𝔐𝔞𝔯𝔦𝔞',
  'Z̴̡̢͓a̸l̷g̵o̸',
];
const NUL = ['\u0000', 'Maria\u0000Silva', '\u0000'.repeat(10), '11987654321\u0000'];
const LONE_SURROGATES = ['\ud800', 'a\udfffb', '\udc00\ud800'];
const NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  1e9,
  -1e9,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 1,
  NaN, // JSON null
  Infinity, // JSON null
];

const hugeText = fc
  .record({
    unit: fc.constantFrom('x', 'é', '😀', ' ', '<script>', "'", '\u0000'),
    times: fc.integer({ min: 1_000, max: 100_000 }),
  })
  .map(({ unit, times }) => new Huge(unit, Math.max(1, Math.floor(times / unit.length))));

const text: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HTML, ...SQL, ...UNICODE, ...NUL, ...LONE_SURROGATES, '', ' ', '\t\n'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 200 }),
  hugeText,
);
const number: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.double(),
  fc.integer(),
);
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  number,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);
/** undefined: the key is left out of the body. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(text, wrongType, fc.constant(undefined));

export const quantity: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1e9,
    1.5,
    99,
    100,
    1,
    2.0,
    -0,
    1e-9,
    0.999999,
    98.9999999,
    2 ** 53 + 1,
    1e308,
  ),
  fc.constantFrom('2', null, true, [], {}, [2], '1e1'),
  fc.integer({ min: -5, max: 120 }),
  fc.double(),
);
export const product: fc.Arbitrary<unknown> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    PORTUGUESA,
    MARGHERITA.toUpperCase(),
    ` ${MARGHERITA}`,
    `${MARGHERITA}\u0000`,
    MARGHERITA.replace(/-/g, ''),
    `{${MARGHERITA}}`,
    '00000000-0000-0000-0000-000000000000',
    `${MARGHERITA}' or '1'='1`,
  ),
  nasty,
);
