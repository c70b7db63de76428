// Properties of the Pix copia-e-cola code: whatever a shop typed in its settings and
// whatever the order's total, the code parses back to every field and its CRC holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, trickyText } from '@/test/arbitraries';
import {
  buildPixPayload,
  crc16,
  hasValidPixCrc,
  normalisePixText,
  parsePixPayload,
  pixTxid,
} from '@/domain/pix';

const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) => fc.string({ unit: digit, minLength: length, maxLength: length });

/** Keys in the DICT's forms, all ASCII (the shape of the check constraint, not its checksums). */
const asciiKey = fc.oneof(
  digits(11),
  digits(14),
  digits(11).map((number) => `+55${number}`),
  fc.uuid(),
  fc.emailAddress().filter((email) => email.length <= 77),
);
/** A key with something outside printable ASCII in it, which no field of a code may hold. */
const nonAsciiKey = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 5 }))
  .map(([ascii, other]) => ascii + other)
  .filter((key) => /[^\x20-\x7e]/.test(key));

/** What an owner types as name and city: accents, symbols, emoji, line breaks. */
const text = fc.oneof(
  trickyText,
  fc.string({
    unit: fc.constantFrom(...'ÁÂÃÀÇÉÊÍÓÔÕÚÜáâãàçéêíóôõúü '),
    minLength: 1,
    maxLength: 40,
  }),
  fc.string({ minLength: 1, maxLength: 40 }),
);
const usable = (value: string, max: number) => normalisePixText(value, max) !== '';

const input = fc.record({
  key: asciiKey,
  merchantName: text.filter((name) => usable(name, 25)),
  merchantCity: text.filter((city) => usable(city, 15)),
  amountCents: cents.filter((value) => value > 0),
  txid: fc.oneof(fc.string(), fc.nat().map(String), trickyText),
});

/** 1250 → "12.50", written digit by digit rather than with toFixed. */
const reais = (value: number) =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

describe('buildPixPayload', () => {
  it('parses back to every field, with the amount in reais and a CRC that holds', () => {
    fc.assert(
      fc.property(input, ({ amountCents, ...order }) => {
        const code = buildPixPayload({ ...order, amount: amountCents / 100 });
        const fields = parsePixPayload(code);
        expect(fields['00']).toBe('01');
        expect(fields['01']).toBe('12');
        expect(fields['26.00']).toBe('br.gov.bcb.pix');
        expect(fields['26.01']).toBe(order.key);
        expect(fields['52']).toBe('0000');
        expect(fields['53']).toBe('986');
        expect(fields['54']).toBe(reais(amountCents));
        expect(fields['58']).toBe('BR');
        expect(fields['59']).toBe(normalisePixText(order.merchantName, 25));
        expect(fields['59']).toMatch(/^[\x20-\x7e]{1,25}$/);
        expect(fields['60']).toBe(normalisePixText(order.merchantCity, 15));
        expect(fields['60']).toMatch(/^[\x20-\x7e]{1,15}$/);
        expect(fields['62.05']).toBe(pixTxid(order.txid));
        expect(fields['62.05']).toMatch(/^([A-Za-z0-9]{1,25}|\*\*\*)$/);
        expect(fields['63']).toBe(crc16(code.slice(0, -4)));
        expect(code.startsWith('000201010212')).toBe(true);
        expect(code.slice(-8, -4)).toBe('6304');
        expect(hasValidPixCrc(code)).toBe(true);
      }),
    );
  });

  it('refuses a key outside printable ASCII: a field length counts bytes', () => {
    fc.assert(
      fc.property(nonAsciiKey, (key) => {
        expect(() =>
          buildPixPayload({ key, merchantName: 'Loja', merchantCity: 'Recife', amount: 10 }),
        ).toThrow(RangeError);
      }),
    );
  });

  it('keeps a name or city that is already plain ASCII as it is', () => {
    const plain = fc
      .string({ unit: fc.constantFrom(...'ABCXYZabcxyz019 &-.'), minLength: 1, maxLength: 15 })
      .map((value) => value.replace(/ +/g, ' ').trim())
      .filter((value) => value !== '');
    fc.assert(
      fc.property(asciiKey, plain, plain, (key, name, city) => {
        const fields = parsePixPayload(
          buildPixPayload({ key, merchantName: name, merchantCity: city }),
        );
        expect(fields['59']).toBe(name);
        expect(fields['60']).toBe(city);
      }),
    );
  });

  it('a one-character change anywhere before the CRC no longer verifies', () => {
    const order = fc.record({
      key: asciiKey,
      merchantName: text.filter((name) => usable(name, 25)),
      merchantCity: text.filter((city) => usable(city, 15)),
      amountCents: cents.filter((value) => value > 0),
      txid: fc.nat().map(String),
    });
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(order, fc.nat(), printable, ({ amountCents, ...rest }, at, by) => {
        const code = buildPixPayload({ ...rest, amount: amountCents / 100 });
        const i = at % (code.length - 4);
        fc.pre(code[i] !== by);
        const corrupted = code.slice(0, i) + by + code.slice(i + 1);
        expect(crc16(corrupted.slice(0, -4))).not.toBe(code.slice(-4));
        expect(hasValidPixCrc(corrupted)).toBe(false);
      }),
    );
  });
});

describe('parsePixPayload', () => {
  it('on any text either throws SyntaxError or returns fields that spell the text again', () => {
    const tlvish = fc.string({ unit: fc.constantFrom(...'0123456789abc'), maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), tlvish, trickyText), (code) => {
        let fields: Record<string, string>;
        try {
          fields = parsePixPayload(code);
        } catch (error) {
          expect(error).toBeInstanceOf(SyntaxError);
          return;
        }
        const top = Object.entries(fields).filter(([id]) => !id.includes('.'));
        let total = 0;
        for (const [id, value] of top) {
          const length = [...value].length;
          expect(code).toContain(id + String(length).padStart(2, '0') + value);
          total += 4 + length;
        }
        expect(total).toBe([...code].length);
      }),
    );
  });
});
