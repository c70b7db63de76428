import { describe, expect, it } from 'vitest';
import { attemptFingerprint, createAttemptKeys, randomUuid } from './attempt-key';
import { checkoutValues } from './test-checkout-values';

const values = checkoutValues();
const lines = [{ id: 'p1', name: 'Pizza', price: 49.9, quantity: 2 }];

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('idempotency key per order attempt', () => {
  it('sends the same key while the attempt is unchanged (retries after a failure)', () => {
    const keys = createAttemptKeys(counter());
    const attempt = attemptFingerprint(lines, values, null);
    expect(keys.keyFor(attempt)).toBe('key-1');
    expect(keys.keyFor(attemptFingerprint(lines, { ...values }, null))).toBe('key-1');
    // The menu's price of a line is not sent, so a price refresh is still the same attempt.
    expect(keys.keyFor(attemptFingerprint([{ ...lines[0]!, price: 54.9 }], values, null))).toBe(
      'key-1',
    );
  });

  it('makes a new key when the cart, the form or the promo code changes', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor(attemptFingerprint(lines, values, null))).toBe('key-1');
    expect(keys.keyFor(attemptFingerprint([{ ...lines[0]!, quantity: 3 }], values, null))).toBe(
      'key-2',
    );
    expect(
      keys.keyFor(
        attemptFingerprint(
          [{ ...lines[0]!, quantity: 3 }],
          { ...values, notes: 'sem cebola' },
          null,
        ),
      ),
    ).toBe('key-3');
    expect(
      keys.keyFor(
        attemptFingerprint(
          [{ ...lines[0]!, quantity: 3 }],
          { ...values, notes: 'sem cebola' },
          'BEMVINDO10',
        ),
      ),
    ).toBe('key-4');
    // Another address, zone or way of receiving it is another order.
    expect(
      keys.keyFor(
        attemptFingerprint(
          [{ ...lines[0]!, quantity: 3 }],
          { ...values, notes: 'sem cebola', number: '125' },
          'BEMVINDO10',
        ),
      ),
    ).toBe('key-5');
    expect(
      keys.keyFor(
        attemptFingerprint(
          [{ ...lines[0]!, quantity: 3 }],
          { ...values, notes: 'sem cebola', number: '125', fulfillment: 'pickup' },
          'BEMVINDO10',
        ),
      ),
    ).toBe('key-6');
    // Going back to an earlier cart is a new attempt too.
    expect(keys.keyFor(attemptFingerprint(lines, values, null))).toBe('key-7');
  });

  it('makes a new key for the next order after a success', () => {
    const keys = createAttemptKeys(counter());
    const attempt = attemptFingerprint(lines, values, null);
    expect(keys.keyFor(attempt)).toBe('key-1');
    keys.reset();
    expect(keys.keyFor(attempt)).toBe('key-2');
  });

  it('makes RFC 4122 version 4 uuids, also where crypto.randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const a = randomUuid();
      expect(a).toMatch(uuid);
      expect(randomUuid()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
