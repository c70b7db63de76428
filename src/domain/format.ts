// Money as a Brazilian shop shows it (dates are in dates.ts).

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** R$ 1.234,50 */
export function formatBRL(value: number | string | null | undefined): string {
  return brl.format(Number(value ?? 0));
}

/** 1.234,50 (for texts that already say "R$ "). */
export function formatAmount(value: number | string | null | undefined): string {
  return decimal.format(Number(value ?? 0));
}
