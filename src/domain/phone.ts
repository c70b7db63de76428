// Phone numbers for WhatsApp links: strip everything but digits;
// a 10- or 11-digit Brazilian number (DDD + number) gets the country prefix 55.

export function phoneDigits(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '');
}

export function toWhatsAppNumber(raw: string | null | undefined): string {
  const digits = phoneDigits(raw);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

/** A tap-to-call link: "tel:+5511987654321" (the country code added as for WhatsApp). */
export function telLink(raw: string | null | undefined): string {
  return `tel:+${toWhatsAppNumber(raw)}`;
}

// A customer's phone (the same rule as public.is_valid_br_phone on the server): digits and the
// usual separators only, an optional country code (+55, or 55 in front of 10 or 11 more digits),
// then one of the 67 DDDs Anatel assigns and a landline (8 digits starting 2-5) or a mobile
// (9 digits starting 9).
const SEPARATED = /^\+?[0-9 ().-]*$/;
const WITH_COUNTRY_CODE = /^55[0-9]{10,11}$/;
const DDD = '(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])';
const NATIONAL = new RegExp(`^${DDD}(?:[2-5][0-9]{7}|9[0-9]{8})$`);

/** Whether the checkout (and place_order) take this phone: "(11) 98765-4321", "+55 21 3456-7890". */
export function isValidCustomerPhone(raw: string): boolean {
  if (!SEPARATED.test(raw)) return false;
  let digits = phoneDigits(raw);
  if (raw.startsWith('+') || digits.length === 12 || digits.length === 13) {
    if (!WITH_COUNTRY_CODE.test(digits)) return false;
    digits = digits.slice(2);
  }
  return NATIONAL.test(digits);
}

/** (11) 98765-4321 while typing; anything longer than 11 digits is cut. */
export function maskPhone(raw: string): string {
  const d = phoneDigits(raw).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
