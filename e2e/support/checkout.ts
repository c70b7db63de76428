// The customer's side of the checkout, as the journeys drive it: a cart written into
// localStorage, the form filled, place_order watched.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './test.ts';
import { ordersOf } from './admin-rest.ts';
import { PHONE } from './devices.ts';
import { stubWhatsApp, whatsAppText } from './whatsapp.ts';

/** The seeded shop's WhatsApp number (supabase/seed.sql): where every order is handed off. */
export const BUSINESS_NUMBER = '5511999999999';

/**
 * The calling spec's tests are a customer's on a phone, WhatsApp answered inside the browser
 * (stubWhatsApp): the set-up every checkout journey starts from.
 */
export function customerOnAPhone() {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ context }) => {
    await stubWhatsApp(context);
  });
}

/** Seeded products, as a cart line carries them. */
export const PRODUCTS = {
  margherita: { id: '5e1d0001-0000-4000-8000-000000000001', name: 'Pizza Margherita', price: 49.9 },
  pastel: { id: '5e1d0001-0000-4000-8000-000000000007', name: 'Pastel de Carne', price: 11.9 },
  soda: { id: '5e1d0001-0000-4000-8000-000000000008', name: 'Água Mineral 500 ml', price: 6.5 },
} as const;

export type CartSeed = Array<{ id: string; name: string; price: number; quantity: number }>;

/** A customer name of its own: the e2e stack is shared by the whole run. */
export const uniqueName = (label: string) => `Cliente ${label} ${Date.now().toString(36)}`;

/** What the checkout journeys read back of a customer's stored orders. */
export function placedOrders(customerName: string) {
  return ordersOf<{
    id: string;
    order_number: string;
    total_amount: number;
    change_for: number | null;
    promo_code: string | null;
  }>(customerName, 'id,order_number,total_amount,change_for,promo_code');
}

export const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('cart'));
export const orderSummary = (page: Page) =>
  page.getByRole('complementary', { name: 'Resumo do pedido' });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Finalizar Pedido' });

/**
 * A cart written straight into localStorage, as a returning customer (or a tamperer) has it, and
 * the checkout open on it. Paths are the page's own stack's (baseURL) unless `origin` is given.
 */
export async function openCheckoutWithCart(page: Page, cart: CartSeed, origin = '') {
  await page.goto(`${origin}/nao-existe`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(cart));
  await page.goto(`${origin}/client/checkout`);
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
}

/** A customer with one pizza in the cart, on the checkout; WhatsApp's window never opens. */
export async function checkoutWithPizza(page: Page, quantity = 1) {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openCheckoutWithCart(page, [{ ...PRODUCTS.margherita, quantity }]);
}

export async function fillPerson(page: Page, name: string, phone = '11987654321') {
  await page.getByLabel('Nome Completo').fill(name);
  await page.getByLabel('Telefone').pressSequentially(phone);
}

/** Name, phone and a delivery address (rua, número, bairro typed). */
export async function fillDelivery(page: Page, name: string, phone = '11987654321') {
  await fillPerson(page, name, phone);
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('123');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
}

/** Counts the page's place_order calls (they still go through); read the count when needed. */
export async function countPlaceOrderCalls(page: Page): Promise<() => number> {
  let calls = 0;
  await page.route('**/rest/v1/rpc/place_order', (route) => {
    calls += 1;
    return route.continue();
  });
  return () => calls;
}

/** Submits and returns the WhatsApp window's number and decoded message. */
export function submitAndReadWhatsApp(page: Page, context: BrowserContext) {
  return whatsAppText(context, () => submitButton(page).click());
}
