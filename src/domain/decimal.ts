// Quantities that are not money (a delivery radius in km, a discount in %): "5", "2.5" or "2,5".
// Money has its own rules (thousands, at most 2 decimals): see money.ts.

/** The number a decimal field holds, or NaN when it is not a non-negative decimal ("1e3", "-1", "1,2,3"). */
export function parseDecimal(text: string): number {
  const value = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** A decimal as a Brazilian reads and types it: 2.5 → "2,5", 5 → "5". */
export function formatDecimal(value: number): string {
  return String(value).replace('.', ',');
}
