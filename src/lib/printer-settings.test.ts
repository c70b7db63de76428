import { beforeEach, describe, expect, it } from 'vitest';
import { readPrinterSettings, savePrinterSettings } from '@/lib/printer-settings';

describe('printer settings', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to an 80 mm roll whose copies are as long as their content, and ignores bad values', () => {
    expect(readPrinterSettings()).toEqual({ width: 80, height: 'auto' });
    localStorage.setItem('printerWidth', '70');
    localStorage.setItem('printerHeight', 'huge');
    expect(readPrinterSettings()).toEqual({ width: 80, height: 'auto' });
  });

  it('keeps a fixed height the shop chose', () => {
    savePrinterSettings({ width: 80, height: 12 });
    expect(readPrinterSettings()).toEqual({ width: 80, height: 12 });
  });

  it('round-trips through the legacy keys', () => {
    savePrinterSettings({ width: 58, height: 'auto' });
    expect(localStorage.getItem('printerWidth')).toBe('58');
    expect(localStorage.getItem('printerHeight')).toBe('auto');
    expect(readPrinterSettings()).toEqual({ width: 58, height: 'auto' });
  });
});
