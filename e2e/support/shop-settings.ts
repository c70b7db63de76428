// Specs that change the shop's settings row on the shared e2e stack: it is read before the spec's
// first test and put back as it was found after its last.
import type { Browser } from '@playwright/test';
import { expect, test } from './test.ts';
import { rest } from './admin-rest.ts';
import { anotherDevice } from './devices.ts';
import { openCheckoutWithCart, PRODUCTS } from './checkout.ts';
import { stubWhatsApp } from './whatsapp.ts';

/** A 1×1 PNG: a stubbed map tile or a logo to upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export type SettingsRow = Record<string, unknown>;

export async function settingsRow(): Promise<SettingsRow> {
  const res = await rest('company_settings?id=eq.1&select=*');
  expect(res.ok).toBe(true);
  return ((await res.json()) as SettingsRow[])[0]!;
}

/**
 * Restores the settings row after the spec (call once, at its top level); gives the row as it was
 * found, once the spec's tests run.
 */
export function keepShopSettings(): () => SettingsRow {
  let original: SettingsRow;
  test.beforeAll(async () => {
    original = await settingsRow();
  });
  test.afterAll(async () => {
    const { id: _id, updated_at: _updatedAt, ...row } = original;
    void _id;
    void _updatedAt;
    const res = await rest('company_settings?id=eq.1', { method: 'PATCH', body: row });
    expect(res.ok, 'settings restored').toBe(true);
  });
  return () => original;
}

/** A customer on another device (no admin localStorage), with a cart and the checkout open. */
export async function customerCheckout(browser: Browser, quantity = 1) {
  const context = await anotherDevice(browser, { viewport: { width: 1280, height: 900 } });
  await stubWhatsApp(context);
  const page = await context.newPage();
  await openCheckoutWithCart(page, [{ ...PRODUCTS.margherita, quantity }]);
  return { context, page };
}
