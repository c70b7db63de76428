// CSV as Brazilian spreadsheets open it (docs/reports.md): UTF-8 with a BOM (so Excel reads the
// accents), ';' between fields, decimal comma, dates dd/MM/yyyy in the shop's time zone, and every
// text cell that starts with = + - @ (or a tab or carriage return) neutralised with a leading
// apostrophe, so a customer named =HYPERLINK(...) stays text. papaparse does the quoting.
import Papa from 'papaparse';
import { twoDigits, zonedParts } from './shop-status';

export type CsvCell = string | number | null | undefined | { date: string } | { dateTime: string };

const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** A text cell a spreadsheet would read as a formula gets an apostrophe in front. */
export function neutralizeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function zoned(iso: string, timeZone: string, withTime: boolean): string {
  const at = zonedParts(new Date(iso).getTime(), timeZone);
  const day = `${twoDigits(at.day)}/${twoDigits(at.month)}/${at.year}`;
  return withTime ? `${day} ${twoDigits(at.hour)}:${twoDigits(at.minute)}` : day;
}

/** One cell as text: numbers with a decimal comma, dates dd/MM/yyyy, text neutralised. */
export function csvCell(cell: CsvCell, timeZone: string): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return decimal.format(cell);
  if (typeof cell === 'string') return neutralizeCell(cell);
  if ('date' in cell) {
    // a calendar date (yyyy-MM-dd) is not an instant: no time zone applies.
    const [year, month, day] = cell.date.split('-');
    return `${day}/${month}/${year}`;
  }
  return zoned(cell.dateTime, timeZone, true);
}

/** The file's text: BOM, a header row, one line per row, CRLF between lines. */
export function toCsv(
  headers: readonly string[],
  rows: ReadonlyArray<readonly CsvCell[]>,
  timeZone = 'America/Sao_Paulo',
): string {
  const body = Papa.unparse(
    {
      fields: headers.map(neutralizeCell),
      data: rows.map((row) => row.map((cell) => csvCell(cell, timeZone))),
    },
    { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: false },
  );
  return `\uFEFF${body}\r\n`;
}
