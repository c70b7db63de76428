// The thermal printer's paper: width 58 or 80 mm (default 80), receipt height 8, 12, 15 cm or auto.
// 'auto' (Automático) is a continuous roll, each copy one page as long as its content, and the
// default: a fixed 8 cm cut longer copies in pieces. Where the device keeps its choice is
// lib/printer-settings.ts.

export type PaperWidth = 58 | 80;
export type PaperHeight = 8 | 12 | 15 | 'auto';

export interface PrinterSettings {
  width: PaperWidth;
  height: PaperHeight;
}

export const PAPER_WIDTHS: readonly PaperWidth[] = [58, 80];
export const PAPER_HEIGHTS: readonly PaperHeight[] = [8, 12, 15, 'auto'];
export const DEFAULT_PRINTER: PrinterSettings = { width: 80, height: 'auto' };
