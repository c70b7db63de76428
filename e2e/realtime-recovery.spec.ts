// The owner never misses an order: with the dashboard open, the stack restarts (the realtime
// connection drops); an order placed right after it comes back shows up without a reload.
// This spec runs its own stack on a fixed port, so it can be restarted at the same address.
import { test, expect } from './support/test.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { restartableStack } from './support/stacks.ts';

test('the dashboard recovers after a stack restart and shows the order placed meanwhile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stack = await restartableStack();
  try {
    const { url } = stack;
    await signInAsAdmin(page, { from: `${url}/login`, open: `${url}/dashboard` });
    await expect(page.getByText('Pedidos Recentes - Tempo Real')).toBeVisible();

    expect(await stack.stop()).toBe(0);
    await stack.start();

    const res = await fetch(`${url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers: { apikey: stack.anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_name: 'Cliente Durante a Queda',
        customer_phone: '11987654321',
        customer_address: 'Rua da Reconexão, 1',
        items: [{ product_id: '5e1d0001-0000-4000-8000-000000000001', quantity: 1 }],
        payment_method: 'pix',
      }),
    });
    expect(res.status).toBe(200);
    await expect(page.getByText('Cliente Durante a Queda').first()).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await stack.remove();
  }
});
