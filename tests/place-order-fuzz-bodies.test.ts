// Fuzzes the place_order RPC as the storefront reaches it (tests/support/place-order-fuzz/) with
// whole JSON bodies: arbitrary JSON values, and a valid order mutated field by field. Every answer
// has the properties of checks.ts (a 2xx wrote one order priced on the server, a reject wrote
// none), and the file ends with the orders table holding exactly the acknowledged orders.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useStack } from './support/fixture.ts';
import { check } from './support/place-order-fuzz/checks.ts';
import { FIELDS, applyMutations, mutation } from './support/place-order-fuzz/mutations.ts';
import { PORTUGUESA } from './support/place-order.ts';
import {
  expectOnlyAcknowledgedOrders,
  replay,
  useFuzzRun,
} from './support/place-order-fuzz/run.ts';

const RUNS = { wholeBody: 60, mutated: 150 };

const t = useStack();
const run = useFuzzRun(t);

describe('place_order fuzz: JSON bodies', () => {
  it(`survives ${RUNS.wholeBody} arbitrary JSON bodies`, async () => {
    const anyJson = fc.oneof(
      fc.jsonValue(),
      fc
        .anything({
          maxDepth: 3,
          withBigInt: true,
          withBoxedValues: true,
          withDate: true,
          withMap: true,
          withNullPrototype: true,
          withObjectString: true,
          withSet: true,
          withSparseArray: true,
          withTypedArray: true,
        })
        .map(
          (v) =>
            JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)) ?? '',
        ),
      // The right keys with arbitrary values: these reach place_order itself.
      fc.record(
        Object.fromEntries(
          FIELDS.filter((f) => f !== 'idempotency_key').map((f) => [
            f,
            fc.jsonValue({ maxDepth: 2 }),
          ]),
        ),
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(anyJson, async (value) => {
        await check(run, {
          source: 'json',
          body: typeof value === 'string' ? value : JSON.stringify(value),
        });
      }),
      { numRuns: RUNS.wholeBody, ...replay },
    );
  }, 180_000);

  it(`survives ${RUNS.mutated} mutations of a valid order, pricing every accepted one itself`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(mutation, { maxLength: 3 }),
        async (withNotes, mutations) => {
          await check(run, {
            source: 'mutated',
            body: JSON.stringify(applyMutations(run, withNotes, mutations)),
          });
        },
      ),
      {
        numRuns: RUNS.mutated,
        ...replay,
        // Always among the bodies, whatever the seed.
        examples: [
          [false, []],
          [false, [{ kind: 'field', field: 'customer_name', value: 'a\u0000b' }]],
          [false, [{ kind: 'line', index: 0, key: 'product_id', value: PORTUGUESA }]],
          [false, [{ kind: 'line', index: 0, key: 'quantity', value: 1.5 }]],
          [false, [{ kind: 'duplicate', times: 25 }]],
          [
            true,
            [
              { kind: 'line', index: 0, key: 'price', value: 0.01 },
              { kind: 'fresh-idempotency-key' },
            ],
          ],
        ],
      },
    );
    const counts = run.outcomes.get('mutated')!;
    const total = (prefix: string) =>
      [...counts].filter(([o]) => o.startsWith(prefix)).reduce((n, [, c]) => n + c, 0);
    // The generator must reach both place_order's own validation and its success path.
    expect(total('200')).toBeGreaterThan(5);
    expect(total('400 P0001')).toBeGreaterThan(RUNS.mutated / 5);
  }, 240_000);

  it('holds exactly the acknowledged orders, and promo codes were used only by them', async () => {
    await expectOnlyAcknowledgedOrders(run);
  });
});
