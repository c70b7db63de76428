// fast-check generators shared by the property tests: what people really type into a shop's forms.
import fc from 'fast-check';
import { formatAmount } from '@/domain/format';

/** Markup and entities, URL-significant characters, line breaks, NUL, emoji and accents. */
const trickyPieces = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</section>',
  '</div><div>',
  '<!--',
  '-->',
  '<![CDATA[',
  '<',
  '>',
  '&',
  '&amp;',
  '&lt;',
  '&#60;',
  '&body=oi',
  '&text=oi',
  '%',
  '%25',
  '%zz',
  '#',
  '?',
  '+',
  '=',
  '/',
  '*',
  ' ',
  '\n',
  '\r\n',
  '\r',
  '\t',
  '"',
  "'",
  '`',
  '\u0000',
  '\u200b',
  '😀',
  '👍🏽',
  '👨‍👩‍👧',
  'ção',
);

/** Any well-formed text, biased towards the pieces above. */
export const trickyText = fc.oneof(
  fc.string({ unit: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 1 }), trickyPieces) }),
  fc.string({ unit: 'binary' }),
);

/** Money in whole cents, up to what a numeric(10,2) column holds. */
export const cents = fc.integer({ min: 0, max: 9_999_999_999 });

/** How the messages write an amount. */
export const money = (value: number) => `R$ ${formatAmount(value)}`;
