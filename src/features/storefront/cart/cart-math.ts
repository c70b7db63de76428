// What the cart adds up to. Prices here are what the menu showed; the server recomputes every
// total from its own prices when the order is placed.

export const MAX_QUANTITY = 99;

export interface CartLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  notes?: string;
}

const cents = (value: number) => Math.round(value * 100);

export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0) / 100;
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartTotal(lines: readonly CartLine[], deliveryFee: number, discount = 0): number {
  const subtotal = cents(cartSubtotal(lines));
  return (subtotal + cents(deliveryFee) - Math.min(cents(discount), subtotal)) / 100;
}

/** How much is missing to reach the minimum order (0 when reached); the fee does not count. */
export function minimumShortfall(lines: readonly CartLine[], minimumOrder: number): number {
  return Math.max(0, cents(minimumOrder) - cents(cartSubtotal(lines))) / 100;
}

/** Lines read back from storage, keeping only well-formed ones (bad data never breaks the menu). */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.error('Carrinho salvo inválido: ignorado.');
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): CartLine[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, price, quantity, notes } = item as Record<string, unknown>;
    const qty = Math.floor(Number(quantity));
    const unit = Number(price);
    if (
      typeof id !== 'string' ||
      typeof name !== 'string' ||
      !Number.isFinite(unit) ||
      unit < 0 ||
      !(qty >= 1)
    )
      return [];
    return [
      {
        id,
        name,
        price: unit,
        quantity: Math.min(qty, MAX_QUANTITY),
        ...(typeof notes === 'string' && notes ? { notes } : {}),
      },
    ];
  });
}
