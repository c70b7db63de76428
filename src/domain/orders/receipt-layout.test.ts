import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trickyText } from '@/test/arbitraries';
import {
  columnsAt,
  receiptMetrics,
  rollPageHeightMm,
  textColumns,
  wrappedLines,
} from '@/domain/orders/receipt-layout';

describe('receiptMetrics', () => {
  it('fits 38 columns of 12px monospace on 80 mm paper and 32 of 10px on 58 mm', () => {
    expect(receiptMetrics(80)).toEqual({ width: 80, fontPx: 12, linePx: 15, columns: 38 });
    expect(receiptMetrics(58)).toEqual({ width: 58, fontPx: 10, linePx: 12.5, columns: 32 });
    expect(columnsAt(receiptMetrics(80), 1.15)).toBe(33);
    expect(columnsAt(receiptMetrics(80), 1, 10)).toBe(28);
  });
});

describe('textColumns', () => {
  it('counts Latin letters as one column, other scripts as two and emoji as two and a half', () => {
    expect(textColumns('Pão de queijo')).toBe(13);
    expect(textColumns('寿司')).toBe(4);
    expect(textColumns('🍕')).toBe(2.5);
  });
});

describe('wrappedLines', () => {
  it('breaks at spaces, moving a word that does not fit to the next line', () => {
    expect(wrappedLines('', 10)).toBe(1);
    expect(wrappedLines('abc def', 7)).toBe(1);
    expect(wrappedLines('abc defg', 7)).toBe(2);
    expect(wrappedLines('aaaa bbbb cccc', 9)).toBe(2);
    expect(wrappedLines('line one\nline two', 40)).toBe(1);
  });

  it('cuts a word longer than a line, reckoning two columns lost a line', () => {
    expect(wrappedLines('x'.repeat(16), 10)).toBe(2);
    expect(wrappedLines('x'.repeat(17), 10)).toBe(3);
    expect(wrappedLines(`ab ${'x'.repeat(12)}`, 10)).toBe(3);
  });

  it('never counts fewer lines than the text needs at one character a column', () => {
    fc.assert(
      fc.property(trickyText, fc.integer({ min: 3, max: 60 }), (text, columns) => {
        // Collapsed as a browser does; the space at each break takes no column.
        const visible = [...text.replace(/[ \t\n\r\f]+/g, ' ').replace(/^ | $/g, '')].length;
        expect(wrappedLines(text, columns)).toBeGreaterThanOrEqual(
          Math.ceil((visible + 1) / (columns + 1)),
        );
      }),
    );
  });
});

describe('rollPageHeightMm', () => {
  it('adds the page margins and some slack, in whole millimetres', () => {
    expect(rollPageHeightMm(0)).toBe(10);
    // 378 px is 100 mm.
    expect(rollPageHeightMm(377.95)).toBe(113);
  });
});
