// 16 concurrent clients for 10 s through the gateway: anonymous menu reads, admin reads and
// place_order calls. Every response must succeed and respect row level security: the risk is one
// connection's statements running inside another's transaction (PostgREST's pool, role switching).
import { describe, expect, it } from 'vitest';
import { adminClient, allOrders, anonClient, demoItems, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack();

describe('concurrency', () => {
  it('serves a 10 s mixed load with zero errors and RLS on every response', async () => {
    const admin = await adminClient(t.stack);
    // One unavailable product: anon must never see it.
    const { data: hidden } = await admin.from('products').select('id').eq('is_available', false);
    const hiddenIds = new Set((hidden ?? []).map((p) => p.id as string));
    expect(hiddenIds.size).toBeGreaterThan(0);

    const items = await demoItems(anonClient(t.stack));
    const errors: string[] = [];
    const violations: string[] = [];
    const placed: string[] = [];
    let requests = 0;
    const until = Date.now() + 10_000;

    async function anonWorker(client: TestClient, i: number) {
      while (Date.now() < until) {
        requests++;
        if (i % 2 === 0) {
          const { data, error } = await client.from('products').select('id, is_available');
          if (error) errors.push(`anon products: ${error.message}`);
          else if (data.some((p) => !p.is_available || hiddenIds.has(p.id)))
            violations.push('anon saw an unavailable product');
        } else {
          // anon has no privilege on orders at all: the only right answer is "permission denied".
          const { data, error } = await client.from('orders').select('id, customer_phone');
          if (!error) violations.push(`anon read orders (${data.length} rows)`);
          else if (error.code !== '42501') errors.push(`anon orders: ${error.message}`);
        }
      }
    }
    async function orderWorker(client: TestClient, i: number) {
      while (Date.now() < until) {
        requests++;
        const { data, error } = await client.rpc('place_order', {
          customer_name: `Cliente ${i}`,
          customer_phone: '11987654321',
          customer_address: 'Rua da Carga, 16',
          items,
          payment_method: 'pix',
        });
        if (error) errors.push(`place_order: ${error.message}`);
        else placed.push((data as { id: string }).id);
      }
    }
    async function adminWorker(client: TestClient) {
      while (Date.now() < until) {
        requests++;
        const { data, error } = await client.from('products').select('id, is_available');
        if (error) errors.push(`admin products: ${error.message}`);
        else if (!data.some((p) => hiddenIds.has(p.id)))
          violations.push('admin did not see the unavailable product');
        requests++;
        const orders = await client.from('orders').select('id').limit(5);
        if (orders.error) errors.push(`admin orders: ${orders.error.message}`);
      }
    }

    const admins = await Promise.all([0, 1, 2, 3].map(() => adminClient(t.stack)));
    await Promise.all([
      ...[0, 1, 2, 3, 4, 5].map((i) => anonWorker(anonClient(t.stack), i)),
      ...[0, 1, 2, 3, 4, 5].map((i) => orderWorker(anonClient(t.stack), i)),
      ...admins.map((client) => adminWorker(client)),
    ]);

    expect(errors.slice(0, 5)).toEqual([]);
    expect(violations.slice(0, 5)).toEqual([]);
    expect(requests).toBeGreaterThan(200);
    // Every acknowledged order is there exactly once (the stack started with no orders).
    const rows = await allOrders<{ id: string; order_number: string }>(admin, 'id, order_number');
    const ids = rows.map((o) => o.id);
    const numbers = rows.map((o) => o.order_number);
    expect(ids.sort()).toEqual([...placed].sort());
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
