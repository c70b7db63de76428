// The admin's REST access from a test: to change data behind the screens and to check what was saved.
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../tests/support/stack.ts';
import { expect } from './test.ts';

export async function adminToken(): Promise<string> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(res.ok, 'admin sign-in').toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function rest(path: string, init: { method?: string; body?: unknown } = {}) {
  const token = await adminToken();
  return fetch(`${process.env.E2E_BASE_URL}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: process.env.E2E_ANON_KEY ?? '',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The owner switches a product on or off (the staff API the panel's switch uses). */
export async function setProductAvailable(productId: string, available: boolean) {
  const res = await rest(`products?id=eq.${productId}`, {
    method: 'PATCH',
    body: { is_available: available },
  });
  expect(res.ok, `products.is_available = ${available}`).toBe(true);
}

/**
 * Accepts every order still pending on this worker's stack: a journey that expects the panel's
 * alarm to be quiet starts from there, whatever the spec files before it left waiting.
 */
export async function acceptPendingOrders() {
  const pending = (await (await rest('orders?status=eq.pending&select=id')).json()) as Array<{
    id: string;
  }>;
  for (const { id } of pending) {
    const res = await rest('rpc/set_order_status', {
      method: 'POST',
      body: { order_id: id, status: 'processing' },
    });
    expect(res.ok, `accept ${id}`).toBe(true);
  }
}

/** The stored orders of one customer (every journey's customer has a name of its own). */
export async function ordersOf<Row = Record<string, unknown>>(
  customerName: string,
  columns: string,
): Promise<Row[]> {
  const res = await rest(
    `orders?select=${columns}&customer_name=eq.${encodeURIComponent(customerName)}`,
  );
  expect(res.ok, `orders of ${customerName}: ${res.status}`).toBe(true);
  return (await res.json()) as Row[];
}
