// How tall a receipt copy prints, worked out from its text, so that on a roll each copy is one page
// as long as its content. CSS cannot say so itself: `size: 80mm auto` is invalid (the declaration is
// dropped and the page falls back to Letter/A4), and Chromium prints each page at the size the
// `@page` rule gives (the PDF page is exactly that size; a printer's sheet gets the page shrunk to
// fit when the page is longer, so a 1000 mm page would print at 30 % on an 80 × 297 mm driver).
// The receipt is monospace with a fixed line height, so its height follows from the number of
// wrapped lines; every estimate here errs long, never short, because a short page cuts the copy.
import type { PaperWidth } from '@/domain/orders/paper';

export const PAGE_MARGIN_MM = 3;
const MM_PER_PX = 25.4 / 96;
/** Courier New and its metric twins (Liberation Mono, Cousine) advance 0.6 em per character. */
const CHARACTER_EM = 0.6;
export const LINE_HEIGHT = 1.25;
/** Titles and the total print at 1.15 times the body size. */
export const TITLE_SCALE = 1.15;
/** Slack at the end of each page: fonts with other metrics, rounding of the printer's dots. */
const SLACK_MM = 4;
const SLACK_RATIO = 1.03;

export interface ReceiptMetrics {
  width: PaperWidth;
  fontPx: number;
  /** Height of one line of body text. */
  linePx: number;
  /** Body text columns in the printable width. */
  columns: number;
}

export function receiptMetrics(width: PaperWidth): ReceiptMetrics {
  const fontPx = width === 58 ? 10 : 12;
  const contentPx = (width - 2 * PAGE_MARGIN_MM) / MM_PER_PX;
  return {
    width,
    fontPx,
    linePx: fontPx * LINE_HEIGHT,
    columns: Math.floor(contentPx / (fontPx * CHARACTER_EM)),
  };
}

/** Columns for text `scale` times the body size, `reservedColumns` kept for a price beside it. */
export function columnsAt(metrics: ReceiptMetrics, scale = 1, reservedColumns = 0): number {
  return Math.max(1, Math.floor((metrics.columns - reservedColumns) / scale));
}

/**
 * Columns one character takes: Latin, Greek, Cyrillic and common punctuation are in the monospace
 * font (1); emoji come from a colour font about 1.25 em wide (2.5); anything else may come from a
 * proportional fallback font (2).
 */
function characterColumns(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code <= 0x052f || (code >= 0x1e00 && code <= 0x20cf)) return 1;
  return /\p{Extended_Pictographic}/u.test(character) ? 2.5 : 2;
}

export function textColumns(text: string): number {
  let total = 0;
  for (const character of text) total += characterColumns(character);
  return total;
}

/**
 * Lines the text wraps to in `columns`, as a browser lays it out with `overflow-wrap: anywhere`:
 * breaks at spaces, a word moves to the next line when it does not fit and is cut only when it is
 * longer than a whole line. Line breaks typed in the text collapse to spaces.
 */
export function wrappedLines(text: string, columns: number): number {
  const words = text.split(/[ \t\n\r\f]+/).filter(Boolean);
  let lines = 1;
  let used = 0;
  for (const word of words) {
    const size = textColumns(word);
    const needed = used === 0 ? size : used + 1 + size;
    if (needed <= columns) {
      used = needed;
      continue;
    }
    if (used > 0) lines += 1;
    if (size <= columns) {
      used = size;
      continue;
    }
    // Cut anywhere: a cut may fall before a wide character, wasting up to two columns a line.
    const capacity = Math.max(1, columns - 2);
    const fullLines = Math.ceil(size / capacity) - 1;
    lines += fullLines;
    used = size - fullLines * capacity;
  }
  return lines;
}

/** The @page height, in whole millimetres, for a copy whose content is `contentPx` tall. */
export function rollPageHeightMm(contentPx: number): number {
  return Math.ceil(contentPx * MM_PER_PX * SLACK_RATIO + 2 * PAGE_MARGIN_MM + SLACK_MM);
}

/**
 * A whole printable document for the thermal printer: the page size, the monospace font sized for
 * the paper and the rows every paper shares (title, dashed rules, label/value rows); `styles` adds
 * the document's own classes. `title` and `body` are HTML, escaped by the caller.
 */
export function thermalDocument(doc: {
  title: string;
  page: { width: number; height: number };
  metrics: ReceiptMetrics;
  styles: string;
  body: string;
}): string {
  const { page, metrics } = doc;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>${doc.title}</title>
<style>
@page { size: ${page.width}mm ${page.height}mm; margin: ${PAGE_MARGIN_MM}mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Courier New', Courier, 'Liberation Mono', Cousine, monospace; font-size: ${metrics.fontPx}px; line-height: ${LINE_HEIGHT}; width: ${metrics.width - 2 * PAGE_MARGIN_MM}mm; color: #000; overflow-wrap: anywhere; }
h1 { font-size: ${TITLE_SCALE}em; text-align: center; margin: 0 0 4px; }
hr { border: 0; border-top: 1px dashed #000; margin: 6px 0; }
.row { display: flex; justify-content: space-between; gap: 8px; }
.row span:first-child { min-width: 0; }
.row span:last-child { white-space: nowrap; }
.center { text-align: center; }
.strong { font-weight: bold; }
.small { font-size: 0.85em; }
${doc.styles}
</style>
</head>
<body>
${doc.body}
</body>
</html>`;
}
