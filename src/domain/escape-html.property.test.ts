// Properties of escapeHtml: no markup character survives, the escaping undoes
// exactly, and the text reads back the same in an element and in an attribute value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trickyText as text } from '@/test/arbitraries';
import { escapeHtml } from '@/domain/escape-html';

const anyCodeUnits = fc.oneof(
  text,
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const asParsed = (value: string) => value.replace(/\r\n?/g, '\n').replace(/\0/g, '');

describe('escapeHtml', () => {
  const unescape = (value: string) =>
    value
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');

  it('leaves no markup character, only the five entities, and undoes exactly', () => {
    fc.assert(
      fc.property(anyCodeUnits, (value) => {
        const escaped = escapeHtml(value);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        expect(unescape(escaped)).toBe(value);
      }),
    );
  });

  it('reads back as the same text in an element and in an attribute value', () => {
    fc.assert(
      fc.property(text, (value) => {
        const doc = parse(
          `<p title="${escapeHtml(value)}">${escapeHtml(value)}</p><i title='${escapeHtml(value)}'></i>`,
        );
        expect(doc.querySelector('p')?.textContent).toBe(asParsed(value));
        expect(doc.querySelector('p')?.getAttribute('title')).toBe(
          value.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd'),
        );
        expect(doc.querySelector('i')?.getAttribute('title')).toBe(
          value.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd'),
        );
      }),
    );
  });
});

describe('escapeHtml, by example', () => {
  it('escapes quotes and ampersands', () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f');
  });
});
