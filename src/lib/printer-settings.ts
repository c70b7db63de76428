// The thermal printer's paper (domain/orders/paper.ts), local to the device that prints: kept under
// the localStorage keys printerWidth and printerHeight.
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_PRINTER,
  PAPER_HEIGHTS,
  PAPER_WIDTHS,
  type PaperHeight,
  type PaperWidth,
  type PrinterSettings,
} from '@/domain/orders/paper';
import { localFlag } from '@/lib/local-flag';

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

/**
 * 'Impressão automática' (this device, off by default): both copies print when an order is
 * accepted here, and when one arrives already accepted (the shop's auto_accept). Silent printing
 * without the dialog is the browser's: Chrome's --kiosk-printing, RawBT on Android (README).
 */
export const autoPrintFlag = localFlag('printerAutoPrint', false);
