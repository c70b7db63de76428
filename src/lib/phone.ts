// Phone numbers for WhatsApp links (spec 5, "Phone for chat links"): strip everything but digits;
// a 10- or 11-digit Brazilian number (DDD + number) gets the country prefix 55.

export function phoneDigits(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '');
}

export function toWhatsAppNumber(raw: string | null | undefined): string {
  const digits = phoneDigits(raw);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

/** A customer's phone as the checkout accepts it: DDD + number, 10 or 11 digits. */
export function isValidCustomerPhone(raw: string): boolean {
  const length = phoneDigits(raw).length;
  return length === 10 || length === 11;
}

/** (11) 98765-4321 while typing; anything longer than 11 digits is cut. */
export function maskPhone(raw: string): string {
  const d = phoneDigits(raw).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
