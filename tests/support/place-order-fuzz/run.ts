// One place_order fuzz file's run: what place_order prices from (the catalogue, the promo codes and
// company_settings, read once before the tests), the base order every generator starts from, and
// what the run saw (every order acknowledged with a 2xx, the answers by generator, the slow calls).
// Each fuzz file ends with expectOnlyAcknowledgedOrders: nothing lost, nothing half-written.
// A failure prints fast-check's seed and path; replay with FUZZ_SEED=<seed> (and FUZZ_PATH=<path>).
import { afterAll, beforeAll, expect } from 'vitest';
import type { StackFile } from '../fixture.ts';
import type { Order } from '../place-order.ts';
import { allOrders, demoItems } from '../stack.ts';

/** fast-check parameters that replay a failure (FUZZ_SEED, FUZZ_PATH), or none. */
export const replay = process.env.FUZZ_SEED
  ? {
      seed: Number(process.env.FUZZ_SEED),
      ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
    }
  : {};

type Product = { id: string; name: string; price: number; is_available: boolean };
type Promo = { code: string; discount: number; type: 'percentage' | 'fixed'; current_uses: number };

export class FuzzRun {
  /** A tag in every base order's customer name, so that this run's orders are recognisable. */
  readonly tag = `fz${Math.random().toString(36).slice(2, 8)}`;
  /** Every order acknowledged with a 2xx during the file, by id. */
  readonly acknowledged = new Map<string, Order>();
  /** What each generator got back, for the summary and the "did it reach the function" checks. */
  readonly outcomes = new Map<string, Map<string, number>>();
  /** Ids answered by 2xx in the concurrent batches. */
  readonly answeredInBatches = new Set<string>();
  /** Calls that took more than 2 s. */
  readonly slow: string[] = [];

  // Read before the tests (see useFuzzRun).
  validItems!: ReadonlyArray<{ product_id: string; quantity: number }>;
  catalogue!: Map<string, Product>;
  promos!: Map<string, Promo>;
  settings!: { delivery_fee: number; minimum_order: number };
  promoUsesAtStart!: Record<string, number>;

  constructor(readonly t: StackFile) {}

  /** A valid order, tagged with this run. */
  baseOrder(withNotes: boolean): Record<string, unknown> {
    return {
      customer_name: `Cliente ${this.tag}`,
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 10 - Pinheiros',
      items: this.validItems.map((i) => ({ ...i })),
      payment_method: 'pix',
      ...(withNotes ? { notes: 'Sem cebola' } : {}),
    };
  }

  /** Counts one answer of a generator. */
  record(source: string, outcome: string): void {
    const counts = this.outcomes.get(source) ?? new Map<string, number>();
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    this.outcomes.set(source, counts);
  }

  async orderCount(): Promise<number> {
    const { count, error } = await this.t.service
      .from('orders')
      .select('id', { count: 'exact', head: true });
    if (error || count === null)
      throw new Error(`counting orders failed: ${JSON.stringify(error)}`);
    return count;
  }

  async allOrderIds(): Promise<Set<string>> {
    return new Set((await allOrders<{ id: string }>(this.t.service, 'id')).map((o) => o.id));
  }

  async promoUses(): Promise<Record<string, number>> {
    const { data, error } = await this.t.service.from('promo_codes').select('code, current_uses');
    if (error) throw error;
    return Object.fromEntries(data.map((p) => [p.code as string, p.current_uses as number]));
  }
}

/**
 * The run of a fuzz file on the file's stack (`useStack()`): reads what place_order prices from
 * before the tests, and prints the answers by generator after them.
 */
export function useFuzzRun(t: StackFile): FuzzRun {
  const run = new FuzzRun(t);

  beforeAll(async () => {
    // Frozen: a mutation must change its own copy, never the base order of later bodies.
    run.validItems = Object.freeze((await demoItems(t.anon)).map((i) => Object.freeze(i)));
    const products = await t.service.from('products').select('id, name, price, is_available');
    if (products.error) throw products.error;
    run.catalogue = new Map((products.data as Product[]).map((p) => [p.id, p]));
    const promoRows = await t.service
      .from('promo_codes')
      .select('code, discount, type, current_uses');
    if (promoRows.error) throw promoRows.error;
    run.promos = new Map((promoRows.data as Promo[]).map((p) => [p.code, p]));
    const shop = await t.service
      .from('company_settings')
      .select('delivery_fee, minimum_order')
      .eq('id', 1)
      .single();
    if (shop.error) throw shop.error;
    run.settings = shop.data;
    // The shop's ceiling on one order (order_too_large) has its own test; here large orders must
    // be priced like any other.
    const ceiling = await t.service
      .from('company_settings')
      .update({ max_order_total: 99_999_999.99 })
      .eq('id', 1);
    if (ceiling.error) throw ceiling.error;
    run.promoUsesAtStart = await run.promoUses();
    expect(await run.orderCount()).toBe(0);
  });

  afterAll(() => {
    const summary = [...run.outcomes].map(
      ([source, counts]) =>
        `${source}: ${[...counts]
          .sort((a, b) => b[1] - a[1])
          .map(([o, n]) => `${n}× ${o}`)
          .join(', ')}`,
    );
    console.info(`place_order fuzz (${run.tag}), answers by generator:\n  ${summary.join('\n  ')}`);
    if (run.slow.length) console.info(`slow calls:\n  ${run.slow.join('\n  ')}`);
  });

  return run;
}

/** The end of every fuzz file: the orders table holds exactly the acknowledged orders, and promo
 *  codes were used only by them. */
export async function expectOnlyAcknowledgedOrders(run: FuzzRun): Promise<void> {
  const ids = [...(await run.allOrderIds())];
  expect(ids.sort()).toEqual(
    [...new Set([...run.acknowledged.keys(), ...run.answeredInBatches])].sort(),
  );
  const expectedUses = { ...run.promoUsesAtStart };
  for (const order of run.acknowledged.values()) {
    if (order.promo_code)
      expectedUses[order.promo_code] = (expectedUses[order.promo_code] ?? 0) + 1;
  }
  expect(await run.promoUses()).toEqual(expectedUses);
}
