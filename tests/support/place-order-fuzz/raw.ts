// Raw malformed requests to place_order (fast-check): truncated JSON, invalid UTF-8, wrong content
// types, empty bodies, JSON syntax and number literals PostgREST may choke on, trailing bytes, random
// bytes, odd headers (Accept, Prefer, profiles…) and odd methods.
import fc from 'fast-check';
import type { Call } from './call.ts';
import type { FuzzRun } from './run.ts';

/** A valid order as JSON text (with notes, for the invalid UTF-8 inside them). */
const validJson = (run: FuzzRun) => JSON.stringify(run.baseOrder(true));
const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0x80],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
];
const CONTENT_TYPES = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.pgrst.object+json',
  'application/csv',
  'text/csv',
  '',
  'garbage',
];
const SYNTAX = [
  '',
  ' ',
  'null',
  '[]',
  '""',
  '{}',
  'NaN',
  '{"items": NaN}',
  'undefined',
  '{"a":1}{"b":2}',
  "{'customer_name': 'x'}",
  '{"customer_name": "x",}',
  '/* comment */ {}',
  '\ufeff{}',
  '{"customer_name": "a\u0000b"}', // a raw control character inside a JSON string
];
/** A malformed request. Plain data, so that fast-check can print it. */
export type Raw =
  | { kind: 'truncated'; cut: number }
  | { kind: 'utf8'; bytes: number[]; where: 'name' | 'notes' | 'key' | 'start' | 'between' }
  | { kind: 'content-type'; type: string | null; body: 'valid' | 'form' | 'empty' | 'xml' }
  | { kind: 'syntax'; text: string }
  | { kind: 'number'; literal: string; field: 'quantity' | 'customer_phone' }
  | { kind: 'trailing'; suffix: string }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'method'; method: string; args: 'body' | 'query' };
export const ODD_HEADERS: Array<[string, string]> = [
  ['accept', 'text/csv'],
  ['accept', 'application/octet-stream'],
  ['accept', 'text/plain'],
  ['accept', 'application/xml'],
  ['accept', 'application/vnd.pgrst.object+json'],
  ['accept', 'application/vnd.pgrst.plan+json'],
  ['accept', 'application/geo+json'],
  ['accept', 'image/png'],
  ['prefer', 'params=single-object'],
  ['prefer', 'tx=rollback'],
  ['prefer', 'return=minimal'],
  ['prefer', 'count=exact'],
  ['prefer', 'handling=strict, foo=bar'],
  ['content-profile', 'private'],
  ['content-profile', 'auth'],
  ['accept-profile', 'storage'],
  ['range', '0-0'],
  ['authorization', 'Bearer not-a-jwt'],
];
export const ODD_METHODS = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'];

export const raw: fc.Arbitrary<Raw> = fc.oneof(
  fc.record({
    kind: fc.constant('truncated' as const),
    cut: fc.double({ min: 0, max: 0.999, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('utf8' as const),
    bytes: fc.constantFrom(...INVALID_UTF8),
    where: fc.constantFrom(
      'name' as const,
      'notes' as const,
      'key' as const,
      'start' as const,
      'between' as const,
    ),
  }),
  fc.record({
    kind: fc.constant('content-type' as const),
    type: fc.constantFrom(...CONTENT_TYPES),
    body: fc.constantFrom('valid' as const, 'form' as const, 'empty' as const, 'xml' as const),
  }),
  fc.record({ kind: fc.constant('syntax' as const), text: fc.constantFrom(...SYNTAX) }),
  fc.record({
    kind: fc.constant('number' as const),
    literal: fc.constantFrom(
      '1e1000000',
      '-1e1000000',
      '1e-1000000',
      '2.0',
      '1E1',
      '0.5e1',
      '-0',
      '1' + '0'.repeat(5000),
      '99.0000000000000000001',
      '01',
      '+1',
      '.5',
      'Infinity',
      '-Infinity',
      'NaN',
      '0x10',
    ),
    field: fc.constantFrom('quantity' as const, 'customer_phone' as const),
  }),
  fc.record({
    kind: fc.constant('trailing' as const),
    suffix: fc.constantFrom(',', ']', '}', 'x', '\u0000', '{}', ' '.repeat(10)),
  }),
  fc.record({ kind: fc.constant('bytes' as const), bytes: fc.uint8Array({ maxLength: 300 }) }),
  // A valid order with one odd header: a response PostgREST cannot give must not leave an order.
  fc
    .constantFrom(...ODD_HEADERS)
    .map(([name, value]) => ({ kind: 'header' as const, name, value })),
  fc.record({
    kind: fc.constant('method' as const),
    method: fc.constantFrom(...ODD_METHODS),
    args: fc.constantFrom('body' as const, 'query' as const),
  }),
);
export function rawCall(run: FuzzRun, r: Raw): Call {
  return {
    ...buildRaw(run, r),
    source: `raw ${r.kind}${r.kind === 'header' ? ` ${r.name}: ${r.value}` : r.kind === 'method' ? ` ${r.method}` : ''}`,
  };
}

function buildRaw(run: FuzzRun, r: Raw): Call {
  const json = validJson(run);
  switch (r.kind) {
    case 'truncated':
      return { source: 'raw', body: json.slice(0, Math.floor(r.cut * json.length)) };
    case 'utf8': {
      const bad = Buffer.from(r.bytes);
      const at = {
        name: json.indexOf(run.tag),
        notes: json.indexOf('Sem cebola'),
        key: json.indexOf('customer_phone'),
        start: 0,
        between: json.indexOf(',"customer_phone"') + 1,
      }[r.where];
      const bytes = Buffer.from(json, 'utf8');
      const cut = Buffer.byteLength(json.slice(0, at), 'utf8');
      return {
        source: 'raw',
        body: Buffer.concat([bytes.subarray(0, cut), bad, bytes.subarray(cut)]),
      };
    }
    case 'content-type': {
      const order = run.baseOrder(true);
      const body = {
        valid: json,
        form: new URLSearchParams(
          Object.entries(order).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ).toString(),
        empty: '',
        xml: `<order><customer_name>${run.tag}</customer_name></order>`,
      }[r.body];
      return { source: 'raw', body, contentType: r.type };
    }
    case 'syntax':
      return { source: 'raw', body: r.text };
    case 'number': {
      const order = JSON.stringify({
        ...run.baseOrder(false),
        customer_phone: '§',
        items: [{ ...run.validItems[0], quantity: '§' }],
      });
      const target = r.field === 'quantity' ? '"quantity":"§"' : '"customer_phone":"§"';
      const key = r.field === 'quantity' ? '"quantity":' : '"customer_phone":';
      return {
        source: 'raw',
        body: order
          .replace(target, `${key}${r.literal}`)
          .replace('"§"', r.field === 'quantity' ? '"(11) 98765-4321"' : '2'),
      };
    }
    case 'trailing':
      return { source: 'raw', body: json + r.suffix };
    case 'bytes':
      return { source: 'raw', body: r.bytes };
    case 'header':
      return { source: 'raw', body: json, headers: { [r.name]: r.value } };
    case 'method': {
      const query = new URLSearchParams(
        Object.entries(run.baseOrder(true)).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      ).toString();
      return r.args === 'query'
        ? { source: 'raw', body: '', method: r.method, query }
        : { source: 'raw', body: json, method: r.method };
    }
  }
}
