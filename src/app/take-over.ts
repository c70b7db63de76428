import { PENDING_TAPS_PROPERTY } from '@/lib/page-markers';

/**
 * The app now runs the page the server drew (src/app/page-document.ts): its buttons are enabled, and a
 * tap made on one while the app was loading happens now. Nothing to do on a page the app drew itself.
 */
export function finishTakeOver(container: HTMLElement): void {
  if (!container.hasAttribute('aria-disabled')) return;
  container.removeAttribute('aria-disabled');
  const holder = window as unknown as Record<string, unknown>;
  const taps = holder[PENDING_TAPS_PROPERTY];
  holder[PENDING_TAPS_PROPERTY] = [];
  if (!Array.isArray(taps)) return;
  for (const button of taps) {
    if (button instanceof HTMLElement && button.isConnected) button.click();
  }
}
