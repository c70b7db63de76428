// One idempotency key per order attempt: a retry of the same cart and form (after a timeout or a
// dropped connection) sends the same key, so place_order hands back the order it may already have
// stored instead of creating a second one. A changed cart or form is a new attempt; so is the next
// order after a success.
import type { CartLine } from '../cart/cart-math';
import { addressOf, type CheckoutValues } from './checkout-schema';

export function createAttemptKeys(generate: () => string = randomUuid) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: generate() };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;

/** What the server receives, and nothing else (prices are not sent, so they do not count). */
export function attemptFingerprint(
  lines: readonly CartLine[],
  values: CheckoutValues,
  promoCode: string | null,
): string {
  return JSON.stringify([
    lines.map((line) => [
      line.id,
      line.quantity,
      line.notes ?? '',
      (line.options ?? []).map((option) => [option.id, option.quantity]),
    ]),
    [
      values.customerName,
      values.customerPhone,
      values.fulfillment,
      values.deliveryZoneId,
      ...(values.fulfillment === 'delivery' ? Object.values(addressOf(values)) : []),
      values.notes,
      values.paymentMethod,
    ].map((v) => v.trim()),
    promoCode ?? '',
  ]);
}

/** crypto.randomUUID exists only on https and localhost; a shop on a LAN address is plain http. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
