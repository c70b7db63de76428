// Properties of the cart arithmetic (the cart and checkout totals; the place_order RPC prices the
// same way: subtotal = Σ price × quantity, total = subtotal + fee − discount, discount ≤ subtotal).
// Prices are generated as whole cents, as the menu stores them (numeric(10,2)), so every expected
// value below is plain integer arithmetic on the generated cents.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_QUANTITY,
  lineKey,
  cartCount,
  cartSubtotal,
  cartTotal,
  minimumShortfall,
  parseCart,
  type CartLine,
} from './cart-math';

// numeric(10,2) holds at most 99,999,999.99; most menus sit far below, so both ranges are drawn.
const amountCents = fc.oneof(
  fc.integer({ min: 0, max: 50_000 }),
  fc.integer({ min: 0, max: 9_999_999_999 }),
);
const quantity = fc.integer({ min: 1, max: MAX_QUANTITY });

interface PricedLine {
  line: CartLine;
  priceCents: number;
}

/** A chosen complemento (its price is already in the line's unit price). */
const cartOption = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  group: fc.string({ maxLength: 10 }),
  name: fc.string({ unit: 'grapheme', maxLength: 10 }),
  price: amountCents.map((cents) => cents / 100),
  quantity: fc.integer({ min: 1, max: 5 }),
});

const pricedLine: fc.Arbitrary<PricedLine> = fc
  .record({
    id: fc.string(),
    name: fc.string({ unit: 'grapheme' }),
    priceCents: amountCents,
    quantity,
    notes: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
    options: fc.option(fc.array(cartOption, { minLength: 1, maxLength: 3 }), { nil: undefined }),
    optionsText: fc.string({ minLength: 1, maxLength: 20 }),
  })
  .map(({ priceCents, notes, options, optionsText, ...rest }) => ({
    priceCents,
    line: {
      ...rest,
      price: priceCents / 100,
      ...(notes ? { notes } : {}),
      ...(options ? { options, optionsText } : {}),
    },
  }));

const pricedLines = fc.array(pricedLine, { maxLength: 12 });
const linesOf = (priced: readonly PricedLine[]) => priced.map((p) => p.line);
const centsOf = (priced: readonly PricedLine[]) =>
  priced.reduce((sum, p) => sum + p.priceCents * p.line.quantity, 0);

/** A list and a reordering of it. */
const linesAndPermutation = pricedLines.chain((priced) =>
  fc.tuple(
    fc.constant(linesOf(priced)),
    fc.shuffledSubarray(linesOf(priced), { minLength: priced.length, maxLength: priced.length }),
  ),
);

describe('cartSubtotal and cartCount', () => {
  it('the subtotal is Σ price × quantity in whole cents, never negative, without float drift', () => {
    fc.assert(
      fc.property(pricedLines, (priced) => {
        const subtotal = cartSubtotal(linesOf(priced));
        expect(subtotal).toBe(centsOf(priced) / 100);
        expect(subtotal).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(Math.round(subtotal * 100))).toBe(true);
        expect(Math.round(subtotal * 100)).toBe(centsOf(priced));
      }),
    );
  });

  it('the count is the sum of the quantities, a non-negative integer', () => {
    fc.assert(
      fc.property(pricedLines, (priced) => {
        const count = cartCount(linesOf(priced));
        expect(count).toBe(priced.reduce((sum, p) => sum + p.line.quantity, 0));
        expect(Number.isInteger(count) && count >= 0).toBe(true);
      }),
    );
  });

  it('splitting the cart in two: subtotal and count add up', () => {
    fc.assert(
      fc.property(pricedLines, pricedLines, (a, b) => {
        const whole = [...linesOf(a), ...linesOf(b)];
        expect(Math.round(cartSubtotal(whole) * 100)).toBe(
          Math.round(cartSubtotal(linesOf(a)) * 100) + Math.round(cartSubtotal(linesOf(b)) * 100),
        );
        expect(cartCount(whole)).toBe(cartCount(linesOf(a)) + cartCount(linesOf(b)));
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        linesAndPermutation,
        amountCents,
        amountCents,
        amountCents,
        ([lines, shuffled], fee, discount, minimum) => {
          expect(cartSubtotal(shuffled)).toBe(cartSubtotal(lines));
          expect(cartCount(shuffled)).toBe(cartCount(lines));
          expect(cartTotal(shuffled, fee / 100, discount / 100)).toBe(
            cartTotal(lines, fee / 100, discount / 100),
          );
          expect(minimumShortfall(shuffled, minimum / 100)).toBe(
            minimumShortfall(lines, minimum / 100),
          );
        },
      ),
    );
  });
});

describe('cartTotal', () => {
  it('is subtotal + fee − discount, the discount capped at the subtotal, in whole cents', () => {
    fc.assert(
      fc.property(pricedLines, amountCents, amountCents, (priced, fee, discount) => {
        const subtotal = centsOf(priced);
        const expected = subtotal + fee - Math.min(discount, subtotal);
        expect(cartTotal(linesOf(priced), fee / 100, discount / 100)).toBe(expected / 100);
      }),
    );
  });

  it('is never negative and never below the delivery fee, whatever the discount', () => {
    fc.assert(
      fc.property(pricedLines, amountCents, amountCents, (priced, fee, discount) => {
        const total = cartTotal(linesOf(priced), fee / 100, discount / 100);
        expect(total).toBeGreaterThanOrEqual(fee / 100);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(cartTotal(linesOf(priced), fee / 100));
      }),
    );
  });

  it('without a discount is subtotal + fee; a discount at least the subtotal leaves just the fee', () => {
    fc.assert(
      fc.property(pricedLines, amountCents, fc.nat(1_000_000), (priced, fee, extra) => {
        const lines = linesOf(priced);
        expect(cartTotal(lines, fee / 100)).toBe((centsOf(priced) + fee) / 100);
        expect(cartTotal(lines, fee / 100, 0)).toBe(cartTotal(lines, fee / 100));
        expect(cartTotal(lines, fee / 100, (centsOf(priced) + extra) / 100)).toBe(fee / 100);
      }),
    );
  });

  it('a larger discount never makes the total larger', () => {
    fc.assert(
      fc.property(pricedLines, amountCents, amountCents, amountCents, (priced, fee, d1, d2) => {
        const [small, large] = d1 <= d2 ? [d1, d2] : [d2, d1];
        const lines = linesOf(priced);
        expect(cartTotal(lines, fee / 100, large / 100)).toBeLessThanOrEqual(
          cartTotal(lines, fee / 100, small / 100),
        );
      }),
    );
  });
});

describe('minimumShortfall', () => {
  it('is what the subtotal lacks to reach the minimum, and 0 exactly when the minimum is reached', () => {
    fc.assert(
      fc.property(pricedLines, amountCents, (priced, minimum) => {
        const lines = linesOf(priced);
        const shortfall = minimumShortfall(lines, minimum / 100);
        const subtotal = centsOf(priced);
        expect(shortfall).toBe(Math.max(0, minimum - subtotal) / 100);
        expect(shortfall).toBeGreaterThanOrEqual(0);
        // The same rule as the server's `subtotal < minimum_order` refusal.
        expect(shortfall > 0).toBe(subtotal < minimum);
        if (shortfall > 0)
          expect(Math.round((cartSubtotal(lines) + shortfall) * 100)).toBe(minimum);
      }),
    );
  });

  it('adding lines never increases the shortfall', () => {
    fc.assert(
      fc.property(pricedLines, pricedLines, amountCents, (a, b, minimum) => {
        expect(minimumShortfall([...linesOf(a), ...linesOf(b)], minimum / 100)).toBeLessThanOrEqual(
          minimumShortfall(linesOf(a), minimum / 100),
        );
      }),
    );
  });
});

describe('parseCart', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const wellFormed = (line: CartLine) =>
    typeof line.id === 'string' &&
    typeof line.name === 'string' &&
    Number.isFinite(line.price) &&
    line.price >= 0 &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_QUANTITY &&
    (line.notes === undefined || (typeof line.notes === 'string' && line.notes !== '')) &&
    (line.options === undefined ||
      (line.options.length > 0 &&
        line.options.every(
          (option) =>
            typeof option.id === 'string' &&
            typeof option.name === 'string' &&
            typeof option.group === 'string' &&
            Number.isFinite(option.price) &&
            option.price >= 0 &&
            Number.isInteger(option.quantity) &&
            option.quantity >= 1,
        )));

  it('reads back exactly the lines the store saved (one per product, choices and note)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(pricedLine, { selector: (p) => lineKey(p.line) }), (priced) => {
        const lines = linesOf(priced);
        expect(parseCart(JSON.stringify(lines))).toEqual(lines);
      }),
    );
  });

  const storedLine = fc.record(
    {
      id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      name: fc.oneof(fc.string(), fc.integer()),
      price: fc.oneof(
        fc.double(),
        fc.integer({ min: -100, max: 100_000 }),
        fc.string(),
        fc.constant(null),
      ),
      quantity: fc.oneof(fc.double(), fc.integer({ min: -5, max: 500 }), fc.string(), fc.boolean()),
      notes: fc.oneof(fc.string(), fc.integer()),
      options: fc.oneof(
        fc.array(fc.oneof(cartOption, fc.jsonValue()), { maxLength: 3 }),
        fc.jsonValue(),
      ),
      optionsText: fc.oneof(fc.string(), fc.integer()),
    },
    { requiredKeys: [] },
  );
  const storedText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 2000 }),
    fc.json(),
    fc.array(fc.oneof(storedLine, fc.jsonValue())).map((value) => JSON.stringify(value)),
    fc.constant(null),
  );

  it('never throws on whatever storage holds, and keeps only well-formed lines, one per key', () => {
    fc.assert(
      fc.property(storedText, (raw) => {
        const lines = parseCart(raw);
        expect(Array.isArray(lines)).toBe(true);
        for (const line of lines) expect(wellFormed(line)).toBe(true);
        expect(new Set(lines.map(lineKey)).size).toBe(lines.length);
      }),
    );
  });

  it('is stable: saving what it read and reading it again gives the same cart', () => {
    fc.assert(
      fc.property(storedText, (raw) => {
        const once = parseCart(raw);
        expect(JSON.stringify(parseCart(JSON.stringify(once)))).toBe(JSON.stringify(once));
      }),
    );
  });
});
