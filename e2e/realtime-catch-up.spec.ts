// A change made before a realtime channel has joined never arrives as an event: the panel joins
// after its first data, so a product renamed in between would wait for the next refetch. Each join
// reads again what was read before it (src/data/realtime.ts). The test holds the products
// channel's join on the socket, renames the product while it is held, then lets the join through.
import { test, expect } from './support/test.ts';
import { rest } from './support/admin-rest.ts';
import { signInAsAdmin } from './support/sign-in.ts';

test('a product renamed while the panel joins its channel shows without a reload', async ({
  page,
}) => {
  const id = crypto.randomUUID();
  const before = `Produto Antes da Conexão ${id.slice(0, 6)}`;
  const after = `Produto Depois da Conexão ${id.slice(0, 6)}`;
  // Off the storefront (unavailable): the panel lists it all the same.
  const created = await rest('products', {
    method: 'POST',
    body: { id, name: before, price: 12, category: 'Testes', is_available: false },
  });
  expect(created.ok, 'product created').toBe(true);

  // The rename waits until the page shows the product as it was, and the join waits for the rename.
  let shown = () => {};
  const pageHasProducts = new Promise<void>((resolve) => (shown = resolve));
  let renamed = false;
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage(async (message) => {
      const frame = String(message);
      if (!renamed && frame.includes('phx_join') && frame.includes('"table":"products"')) {
        await pageHasProducts;
        const res = await rest(`products?id=eq.${id}`, { method: 'PATCH', body: { name: after } });
        renamed = res.ok;
      }
      server.send(message);
    });
  });

  try {
    await signInAsAdmin(page, { open: '/products' });
    await expect(page.getByRole('button', { name: `Editar ${before}` })).toBeVisible();
    shown();
    await expect(page.getByRole('button', { name: `Editar ${after}` })).toBeVisible({
      timeout: 15_000,
    });
    expect(renamed, 'renamed while the join was held').toBe(true);
  } finally {
    await rest(`products?id=eq.${id}`, { method: 'DELETE' });
  }
});
