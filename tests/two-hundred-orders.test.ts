// 200 customers press "Finalizar pedido" at the same moment, and 20 of them press it twice (a
// retry with the same idempotency key, sent in the same burst). Every acknowledged order must be in
// the database exactly once, with a unique order number; a retry must get the first call's order;
// nothing may be written that was not acknowledged; and a call that was not acknowledged must have
// been told so with a clear client or "try again" error (ideally: no such call at all).
// Done twice: with raw fetch through the gateway, then with 200 supabase-js clients.
import { beforeAll, describe, expect, it } from 'vitest';
import { allOrders, anonClient, demoItems, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const CALLS = 200;
const RETRIED = 20;

const t = useStack();
let items: Array<{ product_id: string; quantity: number }>;
let expectedSubtotal: number;

type Order = { id: string; order_number: string; customer_name: string; subtotal: number };
type Attempt = {
  index: number;
  retry: boolean;
  /** 0: no HTTP answer at all (network error, time-out). */
  status: number;
  order?: Order;
  error?: { code?: string; message?: string; details?: string };
  elapsedMs: number;
};

beforeAll(async () => {
  items = await demoItems(anonClient(t.stack));
  const { data, error } = await t.service
    .from('products')
    .select('id, price')
    .in(
      'id',
      items.map((i) => i.product_id),
    );
  if (error) throw error;
  const price = new Map(data.map((p) => [p.id as string, Math.round((p.price as number) * 100)]));
  expectedSubtotal = items.reduce((sum, i) => sum + price.get(i.product_id)! * i.quantity, 0) / 100;
});

function body(tag: string, index: number, key: string | undefined): Record<string, unknown> {
  return {
    customer_name: `${tag} #${index}`,
    customer_phone: '(11) 98765-4321',
    customer_address: `Rua da Carga, ${index}`,
    items,
    payment_method: 'pix',
    ...(key ? { idempotency_key: key } : {}),
  };
}

async function viaFetch(
  payload: Record<string, unknown>,
): Promise<Omit<Attempt, 'index' | 'retry'>> {
  const started = Date.now();
  try {
    const res = await fetch(`${t.stack.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers: { apikey: t.stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(100_000),
    });
    const json = (await res.json().catch(() => undefined)) as unknown;
    const elapsedMs = Date.now() - started;
    return res.ok
      ? { status: res.status, order: json as Order, elapsedMs }
      : { status: res.status, error: json as Attempt['error'], elapsedMs };
  } catch (error) {
    return { status: 0, error: { message: String(error) }, elapsedMs: Date.now() - started };
  }
}

async function viaSupabaseJs(
  client: TestClient,
  payload: Record<string, unknown>,
): Promise<Omit<Attempt, 'index' | 'retry'>> {
  const started = Date.now();
  const { data, error, status } = await client.rpc('place_order', payload as never);
  const elapsedMs = Date.now() - started;
  return error
    ? {
        status,
        error: { code: error.code, message: error.message, details: error.details },
        elapsedMs,
      }
    : { status, order: data as Order, elapsedMs };
}

/** Orders acknowledged by earlier tests of this file, by id. */
const acknowledgedBefore = new Map<string, Order>();

async function burst(
  label: string,
  send: (
    payload: Record<string, unknown>,
    attempt: number,
  ) => Promise<Omit<Attempt, 'index' | 'retry'>>,
): Promise<void> {
  const tag = `${label}-${Math.random().toString(36).slice(2, 8)}`;
  const keys = Array.from({ length: RETRIED }, () => crypto.randomUUID());
  const plan = [
    ...Array.from({ length: CALLS }, (_, index) => ({ index, retry: false })),
    ...Array.from({ length: RETRIED }, (_, index) => ({ index, retry: true })),
  ];
  const started = Date.now();
  // All at once: every request is on the wire before the first answer is read.
  const attempts: Attempt[] = await Promise.all(
    plan.map(async ({ index, retry }, n) => ({
      index,
      retry,
      ...(await send(body(tag, index, keys[index]), n)),
    })),
  );
  const burstMs = Date.now() - started;

  // Retried once more, after the burst: the same order comes back.
  const late = [];
  for (let index = 0; index < RETRIED; index++) {
    late.push({ index, ...(await send(body(tag, index, keys[index]), plan.length + index)) });
  }

  const acked = attempts.filter((a) => a.status >= 200 && a.status < 300);
  const failed = attempts.filter((a) => !(a.status >= 200 && a.status < 300));
  const slowest = Math.max(...attempts.map((a) => a.elapsedMs));
  console.info(
    `${label}: ${attempts.length} calls in ${burstMs} ms (slowest ${slowest} ms): ${acked.length} acknowledged, ` +
      `${failed.length} refused${failed.length ? ` (${[...new Set(failed.map((f) => `${f.status} ${f.error?.code ?? ''} ${f.error?.message ?? ''}`))].join('; ')})` : ''}`,
  );

  // Acknowledged answers are orders of this burst, priced by the server.
  for (const a of acked) {
    expect(a.order?.customer_name, JSON.stringify(a)).toBe(`${tag} #${a.index}`);
    expect(a.order?.subtotal).toBe(expectedSubtotal);
  }

  // A retry gets the first call's order: within the burst, and again afterwards.
  for (let index = 0; index < RETRIED; index++) {
    const ids = new Set(
      attempts.filter((a) => a.index === index && a.order).map((a) => a.order!.id),
    );
    expect(ids.size, `key ${index} gave ${[...ids].join(', ')}`).toBeLessThanOrEqual(1);
    const again = late[index]!;
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    if (ids.size === 1) expect(again.order!.id).toBe([...ids][0]);
  }

  // The table holds exactly what was acknowledged, once each.
  const ackIds = new Map<string, Order>(acknowledgedBefore);
  for (const a of [...acked, ...late.filter((l) => l.order)]) ackIds.set(a.order!.id, a.order!);
  // All the rows of the orders table (the stack starts with none).
  const rows = await allOrders<Order>(t.service, 'id, order_number, customer_name, subtotal');
  expect(rows.map((r) => r.id).sort()).toEqual([...ackIds.keys()].sort());
  expect(rows).toHaveLength(ackIds.size);
  const ours = rows.filter((r) => r.customer_name.startsWith(`${tag} #`));
  const names = ours.map((r) => r.customer_name);
  expect(new Set(names).size, 'one customer placed two orders').toBe(names.length);
  expect(new Set(rows.map((r) => r.order_number)).size, 'order numbers repeat').toBe(rows.length);
  for (const row of ours) expect(row.subtotal).toBe(expectedSubtotal);
  for (const [id, order] of ackIds) acknowledgedBefore.set(id, order);

  // A call that was not acknowledged was told so clearly, and wrote nothing (unless its twin
  // with the same idempotency key was acknowledged).
  for (const f of failed) {
    const clear = (f.status >= 400 && f.status < 500) || f.status === 503 || f.status === 504;
    expect(clear, `unclear answer: ${JSON.stringify(f)}`).toBe(true);
    expect(f.error?.message, JSON.stringify(f)).toBeTruthy();
    const twinAcked = acked.some((a) => a.index === f.index);
    if (!twinAcked && f.index >= RETRIED) {
      expect(names, `refused call #${f.index} was written`).not.toContain(`${tag} #${f.index}`);
    }
  }
  expect(ours.length).toBe(
    new Set(acked.map((a) => a.index)).size +
      late.filter((l, i) => l.order && !acked.some((a) => a.index === i)).length,
  );

  // Ideally, nobody is refused.
  expect(
    failed.map(
      (f) => `#${f.index}${f.retry ? ' (retry)' : ''}: ${f.status} ${JSON.stringify(f.error)}`,
    ),
  ).toEqual([]);
}

describe('200 concurrent orders', () => {
  it('through raw fetch: every acknowledged order stored once, retries answered with the same order', async () => {
    await burst('fetch', viaFetch);
  }, 180_000);

  it('through 200 supabase-js clients: the same', async () => {
    const clients = Array.from({ length: CALLS + RETRIED * 2 }, () => anonClient(t.stack));
    await burst('supabase-js', (payload, n) => viaSupabaseJs(clients[n]!, payload));
  }, 180_000);
});
