// Amounts typed in the settings forms: "5", "5.5", "5,50" (a Brazilian keyboard's comma) → 5.5.

/** The number a money or km field holds, or NaN when it is not one. */
export function parseDecimal(value: string): number {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Number(text);
}

/** A number as a form field shows it: 5 → "5.00" with two decimals (money), or as is. */
export function decimalField(value: number | null | undefined, decimals = 2): string {
  return Number(value ?? 0).toFixed(decimals);
}
