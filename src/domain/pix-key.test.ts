// The Pix key rule must say yes and no exactly where the server's check constraint does
// (private.valid_pix_key): the cases below were checked against it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIX_KEY_TYPES, isPixKeyType, isValidPixKey, normalisePixKey } from '@/domain/pix-key';

const digits = (min: number, max = min) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const twoDigits = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const allSame = (value: string) => new Set(value).size === 1;

describe('isValidPixKey', () => {
  it.each([
    ['cpf', '52998224725'],
    ['cpf', '11144477735'],
    ['cnpj', '11222333000181'],
    ['cnpj', '00000000000191'],
    ['email', 'pix@deliveryrapido.com.br'],
    ['email', 'A.B+pedidos@Loja.COM'],
    ['email', "o'brien_{pix}#1@x.com"],
    ['phone', '+5511987654321'],
    ['phone', '+551123456789'],
    ['phone', '+5599912345678'],
    ['random', '123e4567-e89b-42d3-a456-426614174000'],
  ] as const)('accepts the %s %j', (type, key) => {
    expect(isValidPixKey(type, key)).toBe(true);
  });

  it.each([
    ['cpf', '52998224724'],
    ['cpf', '11111111111'],
    ['cpf', '00000000000'],
    ['cpf', '529.982.247-25'],
    ['cpf', '5299822472'],
    ['cnpj', '11222333000180'],
    ['cnpj', '11.222.333/0001-81'],
    ['cnpj', '22222222222222'],
    ['cnpj', '52998224725'],
    ['email', 'sem-arroba'],
    ['email', 'a@b'],
    ['email', 'a@@b.com'],
    ['email', 'a b@x.com'],
    ['email', 'ab@x.com\n'],
    ['email', 'a\u00a0b@x.com'],
    ['email', 'a\u0085b@x.com'],
    ['email', 'a\u3000b@x.com'],
    ['email', `${'é'.repeat(10)}@x.com`],
    // A code's lengths are bytes: nothing outside printable ASCII, invisible characters included.
    ['email', 'joão@padaria.com.br'],
    ['email', 'a\u200bb@x.com'],
    ['email', 'a\ufeffb@x.com'],
    ['email', 'pizza@🍕.com'],
    ['phone', '11987654321'],
    ['phone', '+55 11 98765-4321'],
    ['phone', '+551193456789'],
    ['phone', '+5511887654321'],
    ['phone', '+5501987654321'],
    ['phone', '+551112345678'],
    ['random', 'não-é-uuid'],
    ['random', '123E4567-E89B-42D3-A456-426614174000'],
    ['random', '{123e4567-e89b-42d3-a456-426614174000}'],
    ['random', '123e4567e89b42d3a456426614174000'],
  ] as const)('refuses the %s %j', (type, key) => {
    expect(isValidPixKey(type, key)).toBe(false);
  });

  it('e-mails: at most 77 characters of printable ASCII', () => {
    const at = (length: number) => `${'a'.repeat(length - 6)}@x.com`;
    expect(isValidPixKey('email', at(77))).toBe(true);
    expect(isValidPixKey('email', at(78))).toBe(false);
    expect(isValidPixKey('email', `${'😀'.repeat(2)}@x.com`)).toBe(false);
  });

  it('cpf: of the 100 endings of 9 digits exactly one is valid (if the digits are not all the same)', () => {
    fc.assert(
      fc.property(digits(9), (base) => {
        const valid = twoDigits.filter((end) => isValidPixKey('cpf', base + end));
        expect(valid.length).toBeLessThanOrEqual(1);
        if (!allSame(base)) expect(valid).toHaveLength(1);
        for (const end of valid) {
          const written = `${base.slice(0, 3)}.${base.slice(3, 6)}.${base.slice(6)}-${end}`;
          expect(normalisePixKey('cpf', written)).toBe(base + end);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('cnpj: of the 100 endings of 12 digits exactly one is valid (if the digits are not all the same)', () => {
    fc.assert(
      fc.property(digits(12), (base) => {
        const valid = twoDigits.filter((end) => isValidPixKey('cnpj', base + end));
        expect(valid.length).toBeLessThanOrEqual(1);
        if (!allSame(base)) expect(valid).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('normalisePixKey', () => {
  it('writes each type as the DICT stores it', () => {
    expect(normalisePixKey('cpf', ' 529.982.247-25 ')).toBe('52998224725');
    expect(normalisePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalisePixKey('email', '  Pix@Loja.COM.br ')).toBe('pix@loja.com.br');
    expect(normalisePixKey('random', ' 123E4567-E89B-42D3-A456-426614174000\n')).toBe(
      '123e4567-e89b-42d3-a456-426614174000',
    );
    for (const phone of ['(11) 98765-4321', '11 98765 4321', '011 98765-4321', '+55 11 98765-4321'])
      expect(normalisePixKey('phone', phone), phone).toBe('+5511987654321');
    expect(normalisePixKey('phone', '(11) 2345-6789')).toBe('+551123456789');
    expect(normalisePixKey('phone', '')).toBe('');
  });

  it('makes any Brazilian mobile or landline, however written, a valid phone key', () => {
    const ddd = fc.tuple(fc.constantFrom(...'123456789'), digits(1)).map(([a, b]) => a + b);
    const mobile = digits(8).map((rest) => `9${rest}`);
    const landline = fc.tuple(fc.constantFrom(...'2345678'), digits(7)).map(([a, b]) => a + b);
    const separators = fc.constantFrom('', ' ', '-', '.');
    fc.assert(
      fc.property(ddd, fc.oneof(mobile, landline), separators, fc.boolean(), (d, n, sep, plus) => {
        const written = `${plus ? '+55 ' : ''}(${d})${sep}${n.slice(0, -4)}${sep}${n.slice(-4)}`;
        const key = normalisePixKey('phone', written);
        expect(key).toBe(`+55${d}${n}`);
        expect(isValidPixKey('phone', key)).toBe(true);
      }),
    );
  });

  it('normalising twice is normalising once, for any text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PIX_KEY_TYPES),
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), digits(0, 16)),
        (type, text) => {
          const once = normalisePixKey(type, text);
          expect(normalisePixKey(type, once)).toBe(once);
        },
      ),
    );
  });
});

describe('isPixKeyType', () => {
  it('knows the five types the server knows, and nothing else', () => {
    for (const type of PIX_KEY_TYPES) expect(isPixKeyType(type)).toBe(true);
    for (const other of ['CPF', 'evp', 'telefone', '', null, undefined, 1])
      expect(isPixKeyType(other)).toBe(false);
  });
});
