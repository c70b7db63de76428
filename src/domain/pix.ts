// Pix copia e cola: the static BR Code, an EMV MPM payload of ID + 2-digit length +
// value fields, closed by a CRC16-CCITT (poly 0x1021, init 0xFFFF) over everything before it,
// "6304" included (Manual de Padrões para Iniciação do Pix, 1.5). Built in the browser for the
// order's exact total; the key's own rules are in pix-key.ts.

export interface PixPayloadInput {
  /** The key as the DICT stores it (see normalisePixKey); used as is. */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** In reais. Without it the payer types the amount and the code may be paid more than once. */
  amount?: number;
  /** The order number; anything but A-Z a-z 0-9 is dropped, "***" when nothing is left. */
  txid?: string;
}

/** Parsed fields: '59' → name; the templates' fields as '26.01' (key), '62.05' (txid)… */
export type PixFields = Record<string, string>;

const GUI = 'br.gov.bcb.pix';
const MAX_NAME = 25;
const MAX_CITY = 15;
const MAX_TXID = 25;

/** CRC16-CCITT (poly 0x1021, init 0xFFFF) of the payload's UTF-8 bytes, as the QR code holds them. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
    crc &= 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Name or city as Pix readers take them: accents stripped to ASCII (many readers mangle UTF-8),
 * other characters dropped, spaces collapsed, cut to maxLength.
 */
export function normalisePixText(value: string, maxLength: number): string {
  // NFKD splits "ã" into "a" + a combining tilde, which goes with the rest of non-ASCII.
  return value
    .normalize('NFKD')
    .replace(/\s+/gu, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trimEnd();
}

/**
 * Whether a name or city can go into a code as the owner wrote it: once accents are folded
 * ("São" → "Sao"), printable ASCII only, not blank. The server's private.valid_pix_text says the same.
 */
export function isPixText(value: string): boolean {
  const folded = value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return /^[\x20-\x7e]+$/.test(folded) && folded.trim() !== '';
}

/** The reference label (62-05) of a static code: A-Z a-z 0-9 only, at most 25, or "***". */
export function pixTxid(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(0, MAX_TXID) || '***';
}

/** 12.5 → "12.50": the amount in reais with a point and two decimals. */
export function formatPixAmount(amount: number): string {
  const cents = Math.round(amount * 100);
  const text = (cents / 100).toFixed(2);
  if (!Number.isSafeInteger(cents) || cents < 1 || text.length > 13)
    throw new RangeError(`A Pix amount must be from 0.01 to 9999999999.99, not ${amount}`);
  return text;
}

/**
 * An EMV field: ID, length, value. The length counts bytes, so only printable ASCII (one byte a
 * character) gets in: name and city are folded to it, and a key outside it is refused.
 */
function field(id: string, value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new RangeError(`Pix field ${id} is not ASCII`);
  if (value.length > 99) throw new RangeError(`Pix field ${id} is too long (${value.length} > 99)`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** The copia-e-cola code; its QR code is the same text. Throws RangeError on unusable input. */
export function buildPixPayload({
  key,
  merchantName,
  merchantCity,
  amount,
  txid = '',
}: PixPayloadInput): string {
  const name = normalisePixText(merchantName, MAX_NAME);
  const city = normalisePixText(merchantCity, MAX_CITY);
  if (!key || !name || !city) throw new RangeError('A Pix code needs a key, a name and a city');
  const fixedAmount = amount !== undefined;
  const body =
    field('00', '01') +
    // 12: single use, since the amount is this order's.
    (fixedAmount ? field('01', '12') : '') +
    field('26', field('00', GUI) + field('01', key)) +
    field('52', '0000') +
    field('53', '986') +
    (fixedAmount ? field('54', formatPixAmount(amount)) : '') +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', pixTxid(txid))) +
    '6304';
  return body + crc16(body);
}

// Merchant account information (26-51), additional data (62) and unreserved templates (80-99).
function isTemplate(id: string): boolean {
  const n = Number(id);
  return (n >= 26 && n <= 51) || n === 62 || n >= 80;
}

function parseFields(chars: readonly string[], prefix: string, into: PixFields): void {
  let at = 0;
  while (at < chars.length) {
    const head = chars.slice(at, at + 4).join('');
    if (!/^[0-9]{4}$/.test(head)) throw new SyntaxError(`Malformed Pix field at ${prefix}${at}`);
    const id = head.slice(0, 2);
    const end = at + 4 + Number(head.slice(2));
    if (end > chars.length) throw new SyntaxError(`Pix field ${prefix}${id} runs past the end`);
    if (Object.hasOwn(into, prefix + id))
      throw new SyntaxError(`Pix field ${prefix}${id} appears twice`);
    const value = chars.slice(at + 4, end);
    into[prefix + id] = value.join('');
    if (!prefix && isTemplate(id)) parseFields(value, `${id}.`, into);
    at = end;
  }
}

/** Every field of a BR Code, templates opened one level. Throws SyntaxError if malformed. */
export function parsePixPayload(code: string): PixFields {
  const fields: PixFields = {};
  parseFields([...code], '', fields);
  return fields;
}

/** Whether the code ends with field 63 holding the CRC of everything before its value. */
export function hasValidPixCrc(code: string): boolean {
  const match = /^([\s\S]*6304)([0-9A-Fa-f]{4})$/.exec(code);
  return match !== null && crc16(match[1]) === match[2].toUpperCase();
}
