// The customer's order page (/client/pedido/:id) and the order it follows: placed as the
// storefront places it, moved as the shop's panel moves it (the staff RPC set_order_status).
import type { Page, Request } from '@playwright/test';
import { expect } from './test.ts';
import { PRODUCTS } from './checkout.ts';
import { placeOrderAsCustomer } from './place-order.ts';

const suffix = () => Date.now().toString(36);

interface PlaceOptions {
  fulfillment?: 'delivery' | 'pickup';
  deliveryZoneId?: string;
  items?: unknown[];
  paymentMethod?: string;
}

/** An order as the storefront places it: a Margherita and two waters, cash, unless told. */
export function placeOrder(options: PlaceOptions = {}) {
  return placeOrderAsCustomer({
    customer_name: `Cliente acompanha ${suffix()}`,
    customer_address: 'Rua das Flores, 10',
    items: options.items ?? [
      { product_id: PRODUCTS.margherita.id, quantity: 1 },
      { product_id: PRODUCTS.soda.id, quantity: 2 },
    ],
    payment_method: options.paymentMethod ?? 'cash',
    ...(options.fulfillment ? { fulfillment: options.fulfillment } : {}),
    ...(options.deliveryZoneId ? { delivery_zone_id: options.deliveryZoneId } : {}),
  });
}

/** The shop moves the order, as its panel does; returns when the server has stored it. */
export async function setStatus(token: string, orderId: string, status: string, reason?: string) {
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/rpc/set_order_status`, {
    method: 'POST',
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ order_id: orderId, status, ...(reason ? { reason } : {}) }),
  });
  expect(res.ok, `set_order_status ${status}`).toBe(true);
}

export const currentStep = (page: Page) => page.locator('[aria-current="step"]');
export const steps = (page: Page) => page.getByRole('list', { name: 'Andamento do pedido' });
export const statusBadge = (page: Page) => page.locator('[data-slot="badge"][aria-live="polite"]');
export const isTracking = (request: Request) =>
  request.url().includes('/rest/v1/rpc/get_order_status');

/** Opens the page and marks the document: a reload would lose the mark. */
export async function openTracking(page: Page, orderId: string, orderNumber: string) {
  await page.goto(`/client/pedido/${orderId}`);
  await expect(page.getByRole('heading', { name: `Pedido #${orderNumber}` })).toBeVisible();
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
}

export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
