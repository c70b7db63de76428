// The shop's Pix key, as the server's check constraint takes it (private.valid_pix_key in
// supabase/migrations/20261124010100_order_lifecycle.sql): the DICT's forms, cpf/cnpj digits
// with their check digits, e-mail, +55 phone, random key (a lowercase uuid). Keep the two equal.

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export function isPixKeyType(value: unknown): value is PixKeyType {
  return (PIX_KEY_TYPES as readonly unknown[]).includes(value);
}

const digits = (value: string) => value.replace(/[^0-9]/g, '');

/** Mod-11 check digit of the digits before it, with the weights of each position. */
function checkDigit(body: string, weights: readonly number[], ofRemainder: (r: number) => number) {
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return ofRemainder(sum % 11);
}

const allSame = (value: string) => /^(\d)\1*$/.test(value);

function isValidCpf(value: string): boolean {
  if (value.length !== 11 || allSame(value)) return false;
  // Weights 10..2 then 11..2; the digit is (sum × 10) mod 11 mod 10.
  return [9, 10].every(
    (k) =>
      checkDigit(
        value.slice(0, k),
        Array.from({ length: k }, (_, i) => k + 1 - i),
        (r) => ((r * 10) % 11) % 10,
      ) === Number(value[k]),
  );
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function isValidCnpj(value: string): boolean {
  if (value.length !== 14 || allSame(value)) return false;
  // Weights 5..2,9..2 then 6..2,9..2; remainders 0 and 1 give 0.
  return [12, 13].every(
    (k) =>
      checkDigit(value.slice(0, k), CNPJ_WEIGHTS.slice(13 - k), (r) => (r < 2 ? 0 : 11 - r)) ===
      Number(value[k]),
  );
}

// Printable ASCII without spaces: a BR Code's field lengths are bytes, and bank apps read keys as
// the DICT stores them.
const EMAIL = /^[!-?A-~]+@[!-?A-~]+\.[!-?A-~]+$/;
const PHONE = /^\+55[1-9][0-9](9[0-9]{8}|[2-8][0-9]{7})$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether the server accepts key as a key of this type (already normalised, see below). */
export function isValidPixKey(type: PixKeyType, key: string): boolean {
  switch (type) {
    case 'cpf':
      return /^[0-9]{11}$/.test(key) && isValidCpf(key);
    case 'cnpj':
      return /^[0-9]{14}$/.test(key) && isValidCnpj(key);
    case 'email':
      return key.length <= 77 && EMAIL.test(key);
    case 'phone':
      return PHONE.test(key);
    case 'random':
      return EVP.test(key);
  }
}

/**
 * The key as the DICT stores it, from what an owner types: cpf/cnpj digits only, e-mail and
 * random key trimmed and lowercase, phone as +55 DDD number ((11) 98765-4321, 011…, +55 11…).
 * Normalising twice is normalising once; validity is isValidPixKey's to say.
 */
export function normalisePixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
    case 'cnpj':
      return digits(key);
    case 'email':
    case 'random':
      return key.trim().toLowerCase();
    case 'phone': {
      // A leading 0 is the trunk prefix of a long-distance call, not part of the number.
      const number = digits(key).replace(/^0+/, '');
      if (!number) return '';
      return number.length === 10 || number.length === 11 ? `+55${number}` : `+${number}`;
    }
  }
}
