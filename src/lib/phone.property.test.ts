// Properties of the phone rule (spec 5, "Phone for chat links": strip non-digits; 10 or 11 digits
// get the prefix 55) and of the checkout's acceptance (DDD + number) and typing mask.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCustomerPhone, maskPhone, phoneDigits, toWhatsAppNumber } from '@/lib/phone';

const digit = fc.constantFrom(...'0123456789');
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: digit, minLength, maxLength });
/** DDD + number, as the checkout accepts it. */
const localNumber = digits(10, 11);

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

const asciiDigitsOf = (text: string) => [...text].filter((c) => c >= '0' && c <= '9').join('');

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
      fc.property(
        fc.oneof(
          anyText,
          decorated(digits(0, 14)).map((d) => d.written),
        ),
        (text) => {
          const number = toWhatsAppNumber(text);
          expect(number).toMatch(/^[0-9]*$/);
          expect(toWhatsAppNumber(number)).toBe(number);
        },
      ),
    );
  });

  it('turns any number the checkout accepts into 55 + DDD + number, however it was written', () => {
    fc.assert(
      fc.property(decorated(localNumber), ({ plain, written }) => {
        expect(isValidCustomerPhone(written)).toBe(true);
        expect(toWhatsAppNumber(written)).toBe(`55${plain}`);
        expect(toWhatsAppNumber(written)).toMatch(/^55[0-9]{10,11}$/);
        // Already international (+55 …) it stays the same number, not 5555….
        expect(toWhatsAppNumber(`+55 ${written}`)).toBe(`55${plain}`);
        expect(toWhatsAppNumber(toWhatsAppNumber(written))).toBe(`55${plain}`);
      }),
    );
  });

  it('leaves every other length as its bare digits, adding and dropping nothing', () => {
    fc.assert(
      fc.property(decorated(fc.oneof(digits(0, 9), digits(12, 20))), ({ plain, written }) => {
        expect(toWhatsAppNumber(written)).toBe(plain);
        expect(isValidCustomerPhone(written)).toBe(false);
      }),
    );
  });
});

describe('isValidCustomerPhone', () => {
  it('accepts exactly 10 or 11 digits, whatever surrounds them, and never throws', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const length = asciiDigitsOf(text).length;
        expect(isValidCustomerPhone(text)).toBe(length === 10 || length === 11);
      }),
    );
  });

  it('a rejected number stays rejected once reduced to digits or masked (up to 11 digits)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          decorated(digits(0, 11)).map((d) => d.written),
        ),
        (text) => {
          fc.pre(!isValidCustomerPhone(text));
          expect(isValidCustomerPhone(phoneDigits(text))).toBe(false);
          if (phoneDigits(text).length <= 11)
            expect(isValidCustomerPhone(maskPhone(text))).toBe(false);
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
      fc.property(
        fc.oneof(
          anyText,
          decorated(digits(0, 15)).map((d) => d.written),
        ),
        (text) => {
          const result = maskPhone(text);
          expect(result).toMatch(masked);
          expect(phoneDigits(result)).toBe(phoneDigits(text).slice(0, 11));
          expect(maskPhone(result)).toBe(result);
        },
      ),
    );
  });

  it('formats an accepted number fully, and keeps it accepted and the same WhatsApp number', () => {
    fc.assert(
      fc.property(decorated(localNumber), ({ plain, written }) => {
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
