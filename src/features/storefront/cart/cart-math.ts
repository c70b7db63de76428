// What the cart adds up to. Prices here are what the menu showed; the server recomputes every
// total from its own prices when the order is placed.

export const MAX_QUANTITY = 99;

/** One chosen complemento of a line, as the menu priced it when it was chosen. */
export interface CartOption {
  /** The option's id (what place_order receives). */
  id: string;
  group: string;
  name: string;
  price: number;
  quantity: number;
}

/** A cart line (id, name, price, quantity, notes), plus its complementos. */
export interface CartLine {
  /** The product's id. */
  id: string;
  name: string;
  /** One unit, complementos included. */
  price: number;
  quantity: number;
  notes?: string;
  options?: CartOption[];
  /** The choices in words, under the name: "½ Calabresa · ½ Portuguesa · Borda: Catupiry". */
  optionsText?: string;
  /** Why the line cannot be ordered as it is (an option esgotado or gone); set by the menu sync. */
  problem?: string;
  /**
   * The product left the menu (switched off or deleted) after it was added: the line stays in the
   * cart, marked Indisponível, until the customer removes it or the product is back on sale.
   */
  unavailable?: true;
  /** Why it is unavailable: still on the menu, but esgotado (marked, or out of stock). */
  soldOut?: true;
}

/**
 * A line's identity: the product, its complementos and its note. A plain line's key is the product
 * id, so carts saved before complementos keep working.
 */
export function lineKey(line: Pick<CartLine, 'id' | 'options' | 'notes'>): string {
  const options = (line.options ?? [])
    .map((option) => `${option.id}*${option.quantity}`)
    .sort()
    .join(',');
  return `${line.id}${options ? `|${options}` : ''}${line.notes ? `#${line.notes}` : ''}`;
}

/** Lines with the same key become one (the first keeps its place), quantities added up to 99. */
export function mergeLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const key = lineKey(line);
    const existing = merged.get(key);
    merged.set(
      key,
      existing
        ? { ...existing, quantity: Math.min(existing.quantity + line.quantity, MAX_QUANTITY) }
        : line,
    );
  }
  return merged.size === lines.length ? [...lines] : [...merged.values()];
}

const cents = (value: number) => Math.round(value * 100);

/** One line: its unit price × quantity. */
export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return (cents(line.price) * line.quantity) / 100;
}

/** What the items come to; a line marked unavailable cannot be ordered and does not count. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return (
    lines.reduce(
      (sum, line) => (line.unavailable ? sum : sum + cents(line.price) * line.quantity),
      0,
    ) / 100
  );
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
  return mergeLines(value.flatMap((item): CartLine[] => parseLine(item)));
}

function parseOption(value: unknown): CartOption | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, group, name, price, quantity } = value as Record<string, unknown>;
  const unit = Number(price);
  const qty = Number(quantity);
  if (
    typeof id !== 'string' ||
    typeof group !== 'string' ||
    typeof name !== 'string' ||
    !Number.isFinite(unit) ||
    unit < 0 ||
    !Number.isInteger(qty) ||
    qty < 1
  )
    return null;
  return { id, group, name, price: unit, quantity: qty };
}

function parseLine(item: unknown): CartLine[] {
  if (typeof item !== 'object' || item === null) return [];
  const { id, name, price, quantity, notes, options, optionsText, problem, unavailable, soldOut } =
    item as Record<string, unknown>;
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
  // Carts saved before complementos have no options: they stay plain lines.
  let chosen: CartOption[] | undefined;
  if (Array.isArray(options) && options.length > 0) {
    chosen = options.map(parseOption).filter((option) => option !== null);
    // A line whose choices cannot be read would be ordered without them: it is dropped instead.
    if (chosen.length !== options.length) return [];
  }
  return [
    {
      id,
      name,
      price: unit,
      quantity: Math.min(qty, MAX_QUANTITY),
      ...(typeof notes === 'string' && notes ? { notes } : {}),
      ...(chosen ? { options: chosen } : {}),
      ...(chosen && typeof optionsText === 'string' && optionsText ? { optionsText } : {}),
      ...(typeof problem === 'string' && problem ? { problem } : {}),
      ...(unavailable === true ? { unavailable } : {}),
      ...(unavailable === true && soldOut === true ? { soldOut } : {}),
    },
  ];
}
