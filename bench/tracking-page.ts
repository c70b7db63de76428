// The tracking link a customer opens from WhatsApp (/client/pedido/:id): a fresh order, placed as
// anon through the stack like the checkout does, paid by Pix to a shop with a Pix key, so that its
// page shows everything it can (status, steps, items with complementos, totals, the Pix code and QR).
import pg from 'pg';
import type { TestStack } from '../tests/support/stack.ts';
import { benchOrder } from './bench-order.ts';

/** The id of a new Pix order (the shop gets a Pix key first if it has none). */
export async function freshTrackedOrder(
  stack: Pick<TestStack, 'url' | 'anonKey' | 'databaseUrl'>,
): Promise<string> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update public.company_settings
          set pix_key_type = 'cnpj', pix_key = '11222333000181',
              pix_merchant_name = 'Delivery Rapido', pix_merchant_city = 'Sao Paulo'
        where pix_key is null`,
    );
  } finally {
    await client.end();
  }
  const response = await fetch(`${stack.url}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...(await benchOrder(stack)), customer_name: 'Bench Acompanha' }),
  });
  if (!response.ok) throw new Error(`place_order: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
