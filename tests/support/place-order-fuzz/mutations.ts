// A valid order mutated field by field (fast-check): wrong types, missing or unknown keys, hostile
// strings, odd quantities, item arrays empty, huge or duplicated, unknown and unavailable products.
import fc from 'fast-check';
import type { FuzzRun } from './run.ts';
import { nasty, product, quantity } from './values.ts';

export const FIELDS = [
  'customer_name',
  'customer_phone',
  'customer_address',
  'payment_method',
  'notes',
  'promo_code',
  'idempotency_key',
  'items',
] as const;

/** A change to a valid order. Plain data, so that fast-check can print and shrink it. */
export type Mutation =
  | { kind: 'field'; field: (typeof FIELDS)[number]; value: unknown }
  | { kind: 'line'; index: number; key: string; value: unknown }
  | { kind: 'append'; line: Record<string, unknown> }
  | { kind: 'duplicate'; times: number }
  | { kind: 'many'; length: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'fresh-idempotency-key' };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('field' as const),
      field: fc.constantFrom(...FIELDS),
      value: nasty,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('field' as const),
      field: fc.constant('payment_method' as const),
      value: fc.constantFrom(' PIX ', 'money', 'card', 'Debit', 'cash', 'bitcoin', 'pix\u0000'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('field' as const),
      field: fc.constant('promo_code' as const),
      value: fc.constantFrom(
        'BEMVINDO10',
        ' frete5 ',
        'VERAO2025',
        'NAOEXISTE',
        "BEMVINDO10' --",
        'FRETE5\u0000',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('field' as const),
      field: fc.constant('items' as const),
      value: fc.constantFrom([], {}, '[]', 'Pizza Margherita', [null], [[]], [{}]),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('line' as const),
      index: fc.nat(3),
      key: fc.constant('quantity'),
      value: quantity,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('line' as const),
      index: fc.nat(3),
      key: fc.constant('product_id'),
      value: product,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('line' as const),
      index: fc.nat(3),
      key: fc.constantFrom('notes', 'price', 'name', 'subtotal', 'id', '__proto__', 'extra'),
      value: fc.oneof(nasty, fc.constantFrom(0.01, -100, 0, 'hack')),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('append' as const),
      line: fc.record(
        { product_id: product, quantity, price: fc.constantFrom(0.01, 0, -5) },
        { requiredKeys: [] },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('duplicate' as const),
      times: fc.integer({ min: 2, max: 40 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('many' as const),
      length: fc.integer({ min: 51, max: 2_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(
        fc.constantFrom(
          'subtotal',
          'total_amount',
          'discount',
          'delivery_fee',
          'status',
          'order_number',
          'id',
          'role',
          '__proto__',
          '',
        ),
        fc.string({ maxLength: 12 }),
      ),
      value: fc.oneof(fc.constantFrom(0, 0.01, -1, 'delivered'), fc.jsonValue({ maxDepth: 1 })),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'fresh-idempotency-key' as const }) },
);

function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so that "__proto__" becomes an own key of the body and not its prototype
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** The base order of the run with the mutations applied, in order. */
export function applyMutations(
  run: FuzzRun,
  withNotes: boolean,
  mutations: Mutation[],
): Record<string, unknown> {
  const { validItems } = run;
  const body = run.baseOrder(withNotes);
  for (const m of mutations) {
    const items = Array.isArray(body.items) ? (body.items as unknown[]) : undefined;
    switch (m.kind) {
      case 'field':
        setKey(body, m.field, m.value);
        break;
      case 'line':
        if (items && items.length > 0) {
          const line = items[m.index % items.length];
          if (typeof line === 'object' && line !== null && !Array.isArray(line)) {
            setKey(line as Record<string, unknown>, m.key, m.value);
          }
        }
        break;
      case 'append':
        if (items) items.push(m.line);
        break;
      case 'duplicate':
        if (items) body.items = Array.from({ length: m.times }, () => items).flat();
        break;
      case 'many':
        body.items = Array.from({ length: m.length }, (_, i) => ({
          ...validItems[i % validItems.length],
        }));
        break;
      case 'extra':
        setKey(body, m.key, m.value);
        break;
      case 'fresh-idempotency-key':
        // Made here and not by the generator: a replayed (shrunk) body must not find an order
        // already placed with its key.
        body.idempotency_key = crypto.randomUUID();
        break;
    }
  }
  return body;
}
