// An order placed as a customer's phone does (anon place_order), for journeys that start from one.
import { expect } from './test.ts';
import { PRODUCTS } from './checkout.ts';

export interface PlacedOrder {
  id: string;
  order_number: string;
}

/**
 * place_order with the given fields over a one-Margherita Pix delivery to Rua das Flores; fails the
 * test unless the server takes it.
 */
export async function placeOrderAsCustomer<Row extends PlacedOrder = PlacedOrder>(
  order: Record<string, unknown>,
): Promise<Row> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 123 - Centro',
      items: [{ product_id: PRODUCTS.margherita.id, quantity: 1 }],
      payment_method: 'pix',
      ...order,
    }),
  });
  expect(res.ok, `place_order: ${res.status} ${await res.clone().text()}`).toBe(true);
  return (await res.json()) as Row;
}
