// checkSelection against a model written from the server's private.price_line_options: every
// chosen option must exist among the product's groups, be available and be taken at most its
// max_quantity times; every group must hold between min_select and max_select units; the unit price
// is the product's price plus, per group, Σ price × quantity ('sum') or the dearest chosen price
// ('max'). Prices are whole cents, as numeric(10,2) stores them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSelection, lowestPrice, type RuleGroup, type Selection } from './options';

const priceCents = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000 }));

const group = (index: number): fc.Arbitrary<RuleGroup> =>
  fc
    .record({
      min: fc.integer({ min: 0, max: 3 }),
      extra: fc.integer({ min: 0, max: 3 }),
      pricing: fc.constantFrom('sum' as const, 'max' as const),
      options: fc.array(
        fc.record({
          cents: priceCents,
          max_quantity: fc.integer({ min: 1, max: 3 }),
          is_available: fc.integer({ min: 0, max: 6 }).map((n) => n > 0),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    })
    .map(({ min, extra, pricing, options }) => ({
      id: `g${index}`,
      name: `Grupo ${index}`,
      min_select: min,
      max_select: Math.max(1, min) + extra,
      pricing,
      options: options.map((o, i) => ({
        id: `g${index}o${i}`,
        name: `Opção ${i}`,
        price: o.cents / 100,
        max_quantity: o.max_quantity,
        is_available: o.is_available,
      })),
    }));

const groups = fc
  .integer({ min: 0, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => group(i))));

/** A selection over the groups' options plus, sometimes, ids the product does not offer. */
const menuAndSelection = groups.chain((gs) => {
  const ids = [...gs.flatMap((g) => g.options.map((o) => o.id)), 'x1', 'x2'];
  return fc.tuple(
    fc.constant(gs),
    fc.dictionary(fc.constantFrom(...ids), fc.integer({ min: 0, max: 4 }), { maxKeys: 8 }),
    fc.integer({ min: 0, max: 100_000 }),
  );
});

interface ModelResult {
  valid: boolean;
  cents: number;
  codes: string[];
}

function model(productCents: number, gs: readonly RuleGroup[], selection: Selection): ModelResult {
  const codes: string[] = [];
  const taken = Object.entries(selection).filter(([, q]) => q > 0);
  for (const [id, quantity] of taken) {
    const option = gs.flatMap((g) => g.options).find((o) => o.id === id);
    if (!option) codes.push('option_invalid');
    else if (!option.is_available) codes.push('option_unavailable');
    else if (quantity > option.max_quantity) codes.push('option_limit');
  }
  let cents = productCents;
  for (const g of gs) {
    const mine = taken.filter(([id]) => g.options.some((o) => o.id === id));
    const priceOf = (id: string) => Math.round(g.options.find((o) => o.id === id)!.price * 100);
    const units = mine.reduce((sum, [, q]) => sum + q, 0);
    cents +=
      g.pricing === 'max'
        ? Math.max(0, ...mine.map(([id]) => priceOf(id)))
        : mine.reduce((sum, [id, q]) => sum + priceOf(id) * q, 0);
    if (units < g.min_select) codes.push('option_required');
    if (units > g.max_select) codes.push('option_limit');
  }
  return { valid: codes.length === 0, cents, codes };
}

describe('checkSelection (property, against the server model)', () => {
  it('accepts exactly what the model accepts, with the same problems and the same price', () => {
    fc.assert(
      fc.property(menuAndSelection, ([gs, selection, productCents]) => {
        const check = checkSelection(productCents / 100, gs, selection);
        const expected = model(productCents, gs, selection);
        expect(check.valid).toBe(expected.valid);
        expect(check.problems.map((p) => p.code).sort()).toEqual([...expected.codes].sort());
        expect(Math.round(check.unitPrice * 100)).toBe(expected.cents);
        expect(Number.isInteger(Math.round(check.unitPrice * 100))).toBe(true);
        expect(check.unitPrice * 100).toBeCloseTo(expected.cents, 6);
      }),
      { numRuns: 500 },
    );
  });

  it('names as missing the first group below its minimum, and only then', () => {
    fc.assert(
      fc.property(menuAndSelection, ([gs, selection]) => {
        const check = checkSelection(0, gs, selection);
        const first = gs.find((g) => (check.units[g.id] ?? 0) < g.min_select) ?? null;
        expect(check.missingGroup).toBe(first);
      }),
    );
  });

  it('lists the choices groups first, in the order the menu shows them', () => {
    fc.assert(
      fc.property(menuAndSelection, ([gs, selection]) => {
        const order = gs.flatMap((g) => g.options.map((o) => o.id));
        const ids = checkSelection(0, gs, selection).chosen.map((c) => c.option.id);
        expect(ids).toEqual(order.filter((id) => (selection[id] ?? 0) > 0));
      }),
    );
  });

  it('"a partir de" is never more than any selection the server would accept', () => {
    fc.assert(
      fc.property(menuAndSelection, ([gs, selection, productCents]) => {
        const check = checkSelection(productCents / 100, gs, selection);
        if (!check.valid) return;
        expect(lowestPrice(productCents / 100, gs)).toBeLessThanOrEqual(check.unitPrice);
      }),
      { numRuns: 500 },
    );
  });
});
