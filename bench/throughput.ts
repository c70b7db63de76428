// place_order throughput: N concurrent anonymous clients for a fixed time through the gateway,
// then every accepted order must be in the database exactly once with unique order numbers.
import { adminClient, anonClient, demoItems, type TestStack } from '../tests/support/stack.ts';

export interface ThroughputResult {
  perSecond: number;
  accepted: number;
  errors: number;
  lost: number;
  duplicateNumbers: number;
}

export async function placeOrderThroughput(stack: TestStack, clients: number, seconds: number, tag: string): Promise<ThroughputResult> {
  const items = await demoItems(anonClient(stack));
  const body = (i: number) =>
    JSON.stringify({ customer_name: `${tag} ${i}`, customer_phone: '11987654321', customer_address: 'Rua do Bench, 1', items, payment_method: 'pix' });
  const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
  const accepted: string[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (Date.now() < until) {
        try {
          const res = await fetch(`${stack.url}/rest/v1/rpc/place_order`, { method: 'POST', headers, body: body(i) });
          const json = (await res.json()) as { id?: string };
          if (res.ok && json.id) accepted.push(json.id);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );

  // Integrity: every acknowledged order is stored once; order numbers are unique.
  const admin = await adminClient(stack);
  const stored = new Map<string, string>();
  for (let from = 0; ; from += 1000) {
    const { data, error } = await admin
      .from('orders')
      .select('id, order_number')
      .like('customer_name', `${tag} %`)
      .order('id')
      .range(from, from + 999);
    if (error) throw error;
    for (const row of data) stored.set(row.id as string, row.order_number as string);
    if (data.length < 1000) break;
  }
  const lost = accepted.filter((id) => !stored.has(id)).length;
  const numbers = [...stored.values()];
  return {
    perSecond: accepted.length / seconds,
    accepted: accepted.length,
    errors,
    lost,
    duplicateNumbers: numbers.length - new Set(numbers).size,
  };
}
