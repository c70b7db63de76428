// Properties of the phone rule (strip non-digits; 10 or 11 digits
// get the prefix 55), of the checkout's acceptance (a Brazilian number: Anatel's DDDs, a landline
// 2-5 + 7 digits or a mobile 9 + 8 digits, the usual separators, an optional +55) and of the
// typing mask.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCustomerPhone, maskPhone, phoneDigits, toWhatsAppNumber } from '@/domain/phone';

const digit = fc.constantFrom(...'0123456789');
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: digit, minLength, maxLength });
/** Any 10 or 11 digits: what WhatsApp links treat as DDD + number. */
const localNumber = digits(10, 11);

/** Anatel's DDDs, written out once more as the reference for the rule. */
const DDDS = [
  ...[11, 12, 13, 14, 15, 16, 17, 18, 19],
  ...[21, 22, 24, 27, 28],
  ...[31, 32, 33, 34, 35, 37, 38],
  ...[41, 42, 43, 44, 45, 46, 47, 48, 49],
  ...[51, 53, 54, 55],
  ...[61, 62, 63, 64, 65, 66, 67, 68, 69],
  ...[71, 73, 74, 75, 77, 79],
  ...[81, 82, 83, 84, 85, 86, 87, 88, 89],
  ...[91, 92, 93, 94, 95, 96, 97, 98, 99],
].map(String);
const ddd = fc.constantFrom(...DDDS);
const unknownDdd = fc
  .integer({ min: 0, max: 99 })
  .map((n) => String(n).padStart(2, '0'))
  .filter((code) => !DDDS.includes(code));
const landline = fc.tuple(fc.constantFrom('2', '3', '4', '5'), digits(7, 7)).map((p) => p.join(''));
const mobile = digits(8, 8).map((rest) => `9${rest}`);
/** DDD + number, as the checkout accepts it. */
const brazilianNumber = fc.tuple(ddd, fc.oneof(landline, mobile)).map((p) => p.join(''));

/** The reference: the rule as the issue states it, step by step. */
function reference(text: string): boolean {
  const allowed = [...text].every(
    (c, i) => '0123456789 ().-'.includes(c) || (c === '+' && i === 0),
  );
  if (!allowed) return false;
  let national = [...text].filter((c) => c >= '0' && c <= '9').join('');
  if (text.startsWith('+') || national.length === 12 || national.length === 13) {
    if (!national.startsWith('55') || (national.length !== 12 && national.length !== 13))
      return false;
    national = national.slice(2);
  }
  const [code, subscriber] = [national.slice(0, 2), national.slice(2)];
  if (!DDDS.includes(code)) return false;
  return (
    (subscriber.length === 8 && '2345'.includes(subscriber[0]!)) ||
    (subscriber.length === 9 && subscriber[0] === '9')
  );
}

/** Any code unit at all, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: codeUnit }),
  fc.string({ unit: fc.constantFrom(...'0123456789 ()-+.'), maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 5_000, maxLength: 20_000 }),
);

/** Text around and between digits that holds no ASCII digit: spaces, dashes, emoji, other scripts' digits. */
const separator = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 3 }),
    fc.constantFrom(' ', '-', '(', ')', '+', '.', '٣', '１', '\n'),
  )
  .map((text) => text.replace(/[0-9]/g, ''));

/** `value` written with arbitrary separators between its digits. */
const decorated = (value: fc.Arbitrary<string>) =>
  value.chain((plain) =>
    fc
      .array(separator, { minLength: plain.length + 1, maxLength: plain.length + 1 })
      .map((gaps) => ({ plain, written: gaps.map((gap, i) => gap + (plain[i] ?? '')).join('') })),
  );

/** Any text, or up to `maxDigits` digits written with arbitrary separators. */
const anyTextOrDigits = (maxDigits: number) =>
  fc.oneof(
    anyText,
    decorated(digits(0, maxDigits)).map((d) => d.written),
  );

const asciiDigitsOf = (text: string) => [...text].filter((c) => c >= '0' && c <= '9').join('');

/** Separators a customer types: spaces, parentheses, hyphens, dots. */
const usualSeparator = fc.string({ unit: fc.constantFrom(' ', '(', ')', '-', '.'), maxLength: 2 });

/** `value` written with the usual separators between its digits, maybe behind +55 or 55. */
const written = (value: fc.Arbitrary<string>) =>
  fc.tuple(value, fc.constantFrom('', '+55 ', '+55', '55', '55 ')).chain(([plain, country]) =>
    fc
      .array(usualSeparator, { minLength: plain.length + 1, maxLength: plain.length + 1 })
      .map((gaps) => ({
        plain,
        written: country + gaps.map((gap, i) => gap + (plain[i] ?? '')).join(''),
      })),
  );

describe('phoneDigits', () => {
  it('keeps exactly the ASCII digits, in order, and never throws', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = phoneDigits(text);
        expect(result).toMatch(/^[0-9]*$/);
        expect(result).toBe(asciiDigitsOf(text));
        expect(phoneDigits(result)).toBe(result);
      }),
    );
    expect(phoneDigits(null)).toBe('');
    expect(phoneDigits(undefined)).toBe('');
  });
});

describe('toWhatsAppNumber', () => {
  it('gives digits only, and normalising twice is normalising once', () => {
    fc.assert(
      fc.property(anyTextOrDigits(14), (text) => {
        const number = toWhatsAppNumber(text);
        expect(number).toMatch(/^[0-9]*$/);
        expect(toWhatsAppNumber(number)).toBe(number);
      }),
    );
  });

  it('turns any number the checkout accepts into 55 + DDD + number, however it was written', () => {
    fc.assert(
      fc.property(written(brazilianNumber), ({ plain, written }) => {
        expect(isValidCustomerPhone(written)).toBe(true);
        expect(toWhatsAppNumber(written)).toBe(`55${plain}`);
        expect(toWhatsAppNumber(written)).toMatch(/^55[0-9]{10,11}$/);
        // Already international (+55 …) it stays the same number, not 5555….
        expect(toWhatsAppNumber(`+55 ${maskPhone(plain)}`)).toBe(`55${plain}`);
        expect(toWhatsAppNumber(toWhatsAppNumber(written))).toBe(`55${plain}`);
      }),
    );
  });

  it('turns any 10 or 11 digits into 55 + digits, whatever separates them', () => {
    fc.assert(
      fc.property(decorated(localNumber), ({ plain, written }) => {
        expect(toWhatsAppNumber(written)).toBe(`55${plain}`);
      }),
    );
  });

  it('leaves every other length as its bare digits, adding and dropping nothing', () => {
    fc.assert(
      fc.property(decorated(fc.oneof(digits(0, 9), digits(12, 20))), ({ plain, written }) => {
        expect(toWhatsAppNumber(written)).toBe(plain);
      }),
    );
  });
});

describe('isValidCustomerPhone', () => {
  const alphabet = fc.string({ unit: fc.constantFrom(...'0123456789 ()-+.'), maxLength: 20 });
  /** A valid number with one digit changed, dropped or repeated: mostly invalid, sometimes not. */
  const nearMiss = written(brazilianNumber).chain(({ written: text }) =>
    fc
      .tuple(fc.nat({ max: text.length - 1 }), fc.constantFrom('change', 'drop', 'repeat'), digit)
      .map(([at, edit, d]) =>
        edit === 'drop'
          ? text.slice(0, at) + text.slice(at + 1)
          : edit === 'repeat'
            ? text.slice(0, at + 1) + text.slice(at)
            : text.slice(0, at) + d + text.slice(at + 1),
      ),
  );

  it('follows the rule on any text, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          alphabet,
          written(brazilianNumber).map((w) => w.written),
          nearMiss,
        ),
        (text) => {
          expect(isValidCustomerPhone(text)).toBe(reference(text));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses an unknown DDD, a landline not starting 2-5 and a mobile not starting 9', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(unknownDdd, fc.oneof(landline, mobile)),
          fc.tuple(ddd, fc.tuple(fc.constantFrom(...'016789'), digits(7, 7))),
          fc.tuple(ddd, fc.tuple(fc.constantFrom(...'012345678'), digits(8, 8))),
        ),
        (parts) => {
          const plain = parts.flat().join('');
          expect(isValidCustomerPhone(plain)).toBe(false);
          expect(isValidCustomerPhone(maskPhone(plain))).toBe(false);
          expect(isValidCustomerPhone(`+55 ${plain}`)).toBe(false);
        },
      ),
    );
  });

  it('refuses an accepted number once anything but the usual separators gets in', () => {
    const intruder = fc
      .oneof(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
        fc.constantFrom('+', '\n', '\t', '\u00a0', '٣', '１', 'x'),
      )
      .filter((text) => !/^[0-9 ().-]*$/.test(text));
    fc.assert(
      fc.property(written(brazilianNumber), intruder, fc.nat(), ({ written: text }, bad, n) => {
        const at = 1 + (n % text.length);
        expect(isValidCustomerPhone(text.slice(0, at) + bad + text.slice(at))).toBe(false);
      }),
    );
  });

  it('judges a number by its digits alone when written with the usual separators (no +)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...'0123456789 ()-.'), maxLength: 20 }),
          written(brazilianNumber).map((w) => w.written.replace('+', '')),
        ),
        (text) => {
          expect(isValidCustomerPhone(text)).toBe(isValidCustomerPhone(phoneDigits(text)));
          if (phoneDigits(text).length <= 11)
            expect(isValidCustomerPhone(maskPhone(text))).toBe(isValidCustomerPhone(text));
        },
      ),
    );
  });
});

describe('maskPhone', () => {
  const masked =
    /^(|\([0-9]{1,2}|\([0-9]{2}\) [0-9]{1,4}|\([0-9]{2}\) [0-9]{4}-[0-9]{1,4}|\([0-9]{2}\) [0-9]{5}-[0-9]{4})$/;

  it('shows the first 11 digits in (DD) NNNN-NNNN / (DD) NNNNN-NNNN shape and never throws', () => {
    fc.assert(
      fc.property(anyTextOrDigits(15), (text) => {
        const result = maskPhone(text);
        expect(result).toMatch(masked);
        expect(phoneDigits(result)).toBe(phoneDigits(text).slice(0, 11));
        expect(maskPhone(result)).toBe(result);
      }),
    );
  });

  it('formats an accepted number fully, and keeps it accepted and the same WhatsApp number', () => {
    fc.assert(
      fc.property(decorated(brazilianNumber), ({ plain, written }) => {
        const result = maskPhone(written);
        const split = plain.length === 11 ? 7 : 6;
        expect(result).toBe(
          `(${plain.slice(0, 2)}) ${plain.slice(2, split)}-${plain.slice(split)}`,
        );
        expect(isValidCustomerPhone(result)).toBe(true);
        expect(toWhatsAppNumber(result)).toBe(toWhatsAppNumber(written));
      }),
    );
  });

  it('typing digit by digit never loses a digit already typed', () => {
    fc.assert(
      fc.property(digits(0, 11), (typed) => {
        let field = '';
        for (const key of typed) field = maskPhone(field + key);
        expect(phoneDigits(field)).toBe(typed);
        expect(field).toBe(maskPhone(typed));
      }),
    );
  });
});
