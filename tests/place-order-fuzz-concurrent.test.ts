// Fuzzes the place_order RPC as the storefront reaches it (tests/support/place-order-fuzz/) with
// batches of valid, mutated and malformed calls sent at once. Every answer has the properties of
// checks.ts; a batch's new rows are exactly the orders its 2xx answers returned, and the file ends
// with the orders table holding exactly the acknowledged orders.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useStack } from './support/fixture.ts';
import { preview, send, type Call } from './support/place-order-fuzz/call.ts';
import { checkAnswer } from './support/place-order-fuzz/checks.ts';
import { applyMutations, mutation } from './support/place-order-fuzz/mutations.ts';
import { raw, rawCall } from './support/place-order-fuzz/raw.ts';
import {
  expectOnlyAcknowledgedOrders,
  replay,
  useFuzzRun,
} from './support/place-order-fuzz/run.ts';
import type { Order } from './support/place-order.ts';

const RUNS = { batches: 6 };
const BATCH = 25;

const t = useStack();
const run = useFuzzRun(t);

describe('place_order fuzz: concurrent batches', () => {
  it(`survives ${RUNS.batches} batches of ${BATCH} concurrent mixed requests`, async () => {
    // Valid, mutated and malformed calls at once: an error in one call's transaction must not
    // spill into another's (PostgREST's pooled connections), so the new rows of a batch
    // are exactly the orders its 2xx answers returned.
    const element = fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.boolean(), fc.array(mutation, { maxLength: 3 }))
          .map(([withNotes, mutations]) => ({ kind: 'mutated' as const, withNotes, mutations })),
      },
      {
        weight: 1,
        // the ones whose answers are JSON (an order in CSV cannot be told apart from the others)
        arbitrary: raw
          .filter((r) => r.kind !== 'header' && r.kind !== 'method')
          .map((r) => ({ kind: 'raw' as const, raw: r })),
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(element, { minLength: BATCH, maxLength: BATCH }),
        async (elements) => {
          const calls: Call[] = elements.map((e) =>
            e.kind === 'mutated'
              ? {
                  source: 'batch mutated',
                  body: JSON.stringify(applyMutations(run, e.withNotes, e.mutations)),
                }
              : { ...rawCall(run, e.raw), source: 'batch raw' },
          );
          const before = await run.allOrderIds();
          const started = Date.now();
          const answers = await Promise.all(
            calls.map(async (call) => {
              const answer = await send(t.stack, call);
              const elapsed = Date.now() - started;
              if (elapsed > 5000)
                run.slow.push(
                  `${elapsed} ms into a batch: ${call.source} ${preview(call.body).slice(0, 300)} -> ${answer.status} ${answer.text.slice(0, 200)}`,
                );
              return answer;
            }),
          );
          const after = await run.allOrderIds();
          // Known at once, so that the last test can account for them even if this one fails.
          for (const a of answers) {
            const id = (a.json as Order | undefined)?.id;
            if (a.status >= 200 && a.status < 300 && typeof id === 'string')
              run.answeredInBatches.add(id);
          }
          for (const [i, call] of calls.entries())
            await checkAnswer(run, call, answers[i]!, undefined);
          const added = [...after].filter((id) => !before.has(id)).sort();
          const returned = answers
            .filter((a) => a.status >= 200 && a.status < 300)
            .map((a) => (a.json as Order).id)
            .sort();
          expect(added, 'the new rows are not the acknowledged orders').toEqual(returned);
          expect(after.size).toBe(before.size + added.length);
        },
      ),
      // No shrinking: a replayed batch races differently, and each replay writes up to BATCH orders.
      { numRuns: RUNS.batches, endOnFailure: true, ...replay },
    );
  }, 180_000);

  it('holds exactly the acknowledged orders, and promo codes were used only by them', async () => {
    await expectOnlyAcknowledgedOrders(run);
  });
});
