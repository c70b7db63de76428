// The thermal printer's paper (spec 3, "Printer settings", local to the device that prints):
// width 58 or 80 mm (default 80), receipt height 8, 12, 15 cm or auto, kept under the spec's
// localStorage keys printerWidth and printerHeight. 'auto' (Automático) is a continuous roll, each
// copy one page as long as its content, and the default: a fixed 8 cm cut longer copies in pieces.
import { useSyncExternalStore } from 'react';

export type PaperWidth = 58 | 80;
export type PaperHeight = 8 | 12 | 15 | 'auto';

export interface PrinterSettings {
  width: PaperWidth;
  height: PaperHeight;
}

export const PAPER_WIDTHS: readonly PaperWidth[] = [58, 80];
export const PAPER_HEIGHTS: readonly PaperHeight[] = [8, 12, 15, 'auto'];
export const DEFAULT_PRINTER: PrinterSettings = { width: 80, height: 'auto' };

const WIDTH_KEY = 'printerWidth';
const HEIGHT_KEY = 'printerHeight';
const CHANGED = 'printerSettingsUpdated';

export function readPrinterSettings(storage: Storage = localStorage): PrinterSettings {
  const width = Number(storage.getItem(WIDTH_KEY));
  const rawHeight = storage.getItem(HEIGHT_KEY);
  const height = rawHeight === 'auto' ? 'auto' : Number(rawHeight);
  return {
    width: PAPER_WIDTHS.includes(width as PaperWidth)
      ? (width as PaperWidth)
      : DEFAULT_PRINTER.width,
    height: PAPER_HEIGHTS.includes(height as PaperHeight)
      ? (height as PaperHeight)
      : DEFAULT_PRINTER.height,
  };
}

export function savePrinterSettings(
  settings: PrinterSettings,
  storage: Storage = localStorage,
): void {
  storage.setItem(WIDTH_KEY, String(settings.width));
  storage.setItem(HEIGHT_KEY, String(settings.height));
  window.dispatchEvent(new Event(CHANGED));
}

let snapshot: PrinterSettings | undefined;
function subscribe(notify: () => void) {
  const onChange = () => {
    snapshot = undefined;
    notify();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
const getSnapshot = () => (snapshot ??= readPrinterSettings());

export function usePrinterSettings(): PrinterSettings {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
