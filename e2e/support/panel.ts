// What the order panel does that a test cannot see on the screen: the tunes it plays and the
// receipts it prints. Both are recorded inside the page, where they happen.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './test.ts';

export const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001';

/**
 * Counts the new-order tune each time it actually plays (only a running AudioContext schedules
 * notes): its notes are 880 and 1175 Hz, twice each, and no other tune uses 880 Hz.
 */
export async function recordSounds(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __tones: number[] };
    w.__tones = [];
    const create = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function (this: BaseAudioContext) {
      const oscillator = create.call(this);
      const set = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
      oscillator.frequency.setValueAtTime = (value: number, time: number) => {
        w.__tones.push(value);
        return set(value, time);
      };
      return oscillator;
    };
  });
}

/** How many times the new-order tune has played in this page (since its last load). */
export function rings(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __tones: number[] }).__tones.filter((tone) => tone === 880).length /
      2,
  );
}

/**
 * Automatic printing prints from a hidden frame: each frame's print() is replaced, as it appears,
 * by a recorder of what it would have printed.
 */
export async function recordPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __printed: string[] };
    w.__printed = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLIFrameElement) || !node.contentWindow) continue;
          const frame = node;
          frame.contentWindow!.print = () => {
            w.__printed.push(frame.contentDocument?.body.innerText ?? '');
          };
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export function printed(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __printed: string[] }).__printed);
}

/** An order placed as a customer's phone does (anon place_order). */
export async function placeOrder(
  baseUrl: string,
  anonKey: string,
  name: string,
  fulfillment: 'delivery' | 'pickup' = 'delivery',
): Promise<{ id: string; order_number: string }> {
  const res = await fetch(`${baseUrl}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_name: name,
      customer_phone: '(11) 98765-4321',
      customer_address: fulfillment === 'pickup' ? '' : 'Rua das Flores, 123 - Centro',
      items: [{ product_id: MARGHERITA, quantity: 1 }],
      payment_method: 'pix',
      fulfillment,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { id: string; order_number: string };
}
