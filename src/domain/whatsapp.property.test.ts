// Properties of the click-to-chat link: https://wa.me/<normalised
// phone>?text=<the whole message>, whatever the message holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trickyText } from '@/test/arbitraries';
import { toWhatsAppNumber } from '@/domain/phone';
import { whatsAppLink } from '@/domain/whatsapp';

const message = fc.oneof(
  trickyText,
  fc.string({ unit: 'grapheme', minLength: 500, maxLength: 3_000 }),
);
const phone = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789 ()-+'), maxLength: 20 }),
  fc.string(),
  fc.constant(null),
  fc.constant(undefined),
);
/** Lone surrogates: what a broken paste can leave in a text box. */
const withLoneSurrogate = fc
  .tuple(fc.string(), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string())
  .map(([before, code, after]) => before + String.fromCharCode(code) + after);
/** String.prototype.toWellFormed (ES2024): each lone surrogate becomes U+FFFD. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

describe('whatsAppLink', () => {
  it('is a wa.me link to the normalised number whose text decodes back to exactly the message', () => {
    fc.assert(
      fc.property(phone, message, (to, text) => {
        const link = whatsAppLink(to, text);
        const prefix = `https://wa.me/${toWhatsAppNumber(to)}?text=`;
        expect(link.startsWith(prefix)).toBe(true);
        expect(decodeURIComponent(link.slice(prefix.length))).toBe(text);
      }),
    );
  });

  it('parses as a URL with only the text parameter: no #, & or + in the message cuts or changes it', () => {
    fc.assert(
      fc.property(phone, message, (to, text) => {
        const url = new URL(whatsAppLink(to, text));
        expect(url.origin).toBe('https://wa.me');
        expect(url.pathname).toBe(`/${toWhatsAppNumber(to)}`);
        expect(url.hash).toBe('');
        expect([...url.searchParams.keys()]).toEqual(['text']);
        expect(url.searchParams.get('text')).toBe(text);
      }),
    );
  });

  it('uses only URL-safe ASCII: no spaces, line breaks or raw non-ASCII in the link', () => {
    fc.assert(
      fc.property(phone, message, (to, text) => {
        expect(whatsAppLink(to, text)).toMatch(
          /^https:\/\/wa\.me\/[0-9]*\?text=[A-Za-z0-9\-_.!~*'()%]*$/,
        );
      }),
    );
  });

  it('never throws, even on a lone surrogate (sent as the replacement character)', () => {
    fc.assert(
      fc.property(phone, withLoneSurrogate, (to, text) => {
        const url = new URL(whatsAppLink(to, text));
        expect(url.searchParams.get('text')).toBe(wellFormed(text));
      }),
    );
  });
});
