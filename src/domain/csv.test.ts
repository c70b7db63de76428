import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, neutralizeCell, toCsv } from './csv';

function parse(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
}

describe('CSV for Brazilian spreadsheets', () => {
  it('writes a BOM, semicolons, decimal commas and dd/MM/yyyy dates in the shop’s time zone', () => {
    const text = toCsv(
      ['Data', 'Cliente', 'Total', 'Pedido em'],
      [
        [{ date: '2026-03-09' }, 'João Conceição', 1234.5, { dateTime: '2026-03-11T03:30:00Z' }],
        [{ date: '2026-03-10' }, 'Ana; "a do lado"', 0.1 + 0.2, null],
      ],
    );
    expect(text).toContain('\r\n');
    expect(parse(text)).toEqual([
      ['Data', 'Cliente', 'Total', 'Pedido em'],
      ['09/03/2026', 'João Conceição', '1234,5', '11/03/2026 00:30'],
      ['10/03/2026', 'Ana; "a do lado"', '0,3', ''],
    ]);
  });

  it('keeps a customer named =HYPERLINK("x") as text, and every cell starting with = + - @', () => {
    const text = toCsv(
      ['Nome', 'Obs'],
      [
        ['=HYPERLINK("x")', '+55 11'],
        ['@SUM(A1)', '-2+3'],
      ],
    );
    const rows = parse(text);
    expect(rows[1]).toEqual([`'=HYPERLINK("x")`, "'+55 11"]);
    expect(rows[2]).toEqual(["'@SUM(A1)", "'-2+3"]);
    for (const cell of rows.slice(1).flat()) expect(cell).toMatch(/^'/);
  });

  it('leaves numbers alone: a negative amount is a number, not a neutralised text', () => {
    expect(csvCell(-5, 'UTC')).toBe('-5');
    expect(neutralizeCell('Maria')).toBe('Maria');
    expect(neutralizeCell('\tx')).toBe("'\tx");
  });
});
