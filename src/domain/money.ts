// Money typed by a shop owner, read one way on every screen (docs/screens.md).
//
// Accepted, with an optional "R$" in front:
//   "7", "7,5", "7,50"          – a comma is the decimal separator (1 or 2 decimals);
//   "1.234", "1.234,56"         – dots group thousands in threes;
//   "7.5", "1234.56"            – a single dot followed by exactly 1 or 2 digits is a decimal point
//                                 (what a phone's numeric keypad or a pasted value gives).
// So "1.234" is one thousand two hundred and thirty-four, "1.23" is one real and 23 centavos.
// Refused (NaN): "", "abc", "1e3", "-1", "7,505" (3 decimals), "1,2,3", "1.234.5", "1,234.56".
import { formatAmount } from './format';

const PREFIX = /^R\$\s*/;
const INTEGER = /^\d+$/;
const COMMA_DECIMAL = /^\d+,\d{1,2}$/;
const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/** The amount in reais that `text` holds, with at most 2 decimals; NaN when it is not money. */
export function parseMoney(text: string): number {
  const value = text.trim().replace(PREFIX, '');
  if (INTEGER.test(value) || DOT_DECIMAL.test(value)) return Number(value);
  if (COMMA_DECIMAL.test(value)) return Number(value.replace(',', '.'));
  if (GROUPED.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  return Number.NaN;
}

/** An amount as a money field shows it: 7.5 → "7,50", 1234.56 → "1.234,56" (no "R$"); '' for NaN. */
export function formatMoneyInput(value: number): string {
  return Number.isFinite(value) ? formatAmount(value) : '';
}

/** A money field's text as it reads once the owner leaves it: "7,5" → "7,50"; unparseable stays. */
export function normalizeMoneyInput(text: string): string {
  const value = parseMoney(text);
  return Number.isNaN(value) ? text : formatMoneyInput(value);
}
