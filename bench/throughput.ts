// place_order throughput: N concurrent anonymous clients for a fixed time through the gateway,
// then every accepted order must be in the database exactly once with unique order numbers. Both
// paths place the same order (bench-order.ts: a delivery zone, items with complementos).
import pg from 'pg';
import { adminClient, allOrders, type TestStack } from '../tests/support/stack.ts';
import { benchOrder } from './bench-order.ts';
import { encodePost, LeanConnection } from './lean-http.ts';
import { layerCpuMs, perOrder, type Layer } from './process-cpu.ts';

export interface ThroughputResult {
  perSecond: number;
  accepted: number;
  errors: number;
  lost: number;
  duplicateNumbers: number;
  /** What the first failed call said (a bench that only counts errors hides why). */
  firstError?: string;
  /** The bench's own CPU per order while it loads the stack (it shares the machine's cores). */
  clientCpuMsPerOrder: number;
  /** Through the stack: CPU ms per order of each layer over the whole run (null without /proc). */
  cpuMsPerOrder?: Record<Layer, number> | null;
}

export async function placeOrderThroughput(
  stack: TestStack,
  clients: number,
  seconds: number,
  tag: string,
  warmupSeconds = 2,
): Promise<ThroughputResult> {
  const order = await benchOrder(stack);
  // As supabase-js sends it when nobody is signed in: the anon key as API key and bearer token.
  const headers = {
    apikey: stack.anonKey,
    authorization: `Bearer ${stack.anonKey}`,
    'content-type': 'application/json',
  };
  const accepted: string[] = [];
  let errors = 0;
  let firstError: string | undefined;
  // The first seconds warm the stack up (plans, caches, JIT, table files growing): their orders are
  // checked like the others but not counted in the rate.
  let counted = 0;
  const pid = stack.child.pid;
  const cpuBefore = pid ? layerCpuMs(pid) : null;
  const url = new URL(`${stack.url}/rest/v1/rpc/place_order`);
  const clientCpuBefore = process.cpuUsage();
  const measureFrom = Date.now() + warmupSeconds * 1000;
  const until = measureFrom + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const request = encodePost(
        url,
        headers,
        JSON.stringify({ customer_name: `${tag} ${i}`, ...order }),
      );
      let connection = new LeanConnection(url);
      while (Date.now() < until) {
        const started = Date.now();
        try {
          const res = await connection.send(request);
          const json = JSON.parse(res.body) as { id?: string };
          if (res.status === 200 && json.id) {
            accepted.push(json.id);
            if (started >= measureFrom) counted++;
          } else {
            errors++;
            firstError ??= `HTTP ${res.status} ${res.body.slice(0, 200)}`;
          }
        } catch (error) {
          errors++;
          firstError ??= String(error);
          if (connection.failed) connection = new LeanConnection(url);
        }
      }
      connection.close();
    }),
  );
  const cpuMsPerOrder = perOrder(cpuBefore, pid ? layerCpuMs(pid) : null, accepted.length);
  const clientCpuMsPerOrder = cpuMsPer(clientCpuBefore, accepted.length);

  // Integrity: every acknowledged order is stored once; order numbers are unique.
  const admin = await adminClient(stack);
  const rows = await allOrders<{ id: string; order_number: string }>(
    admin,
    'id, order_number',
    `${tag} `,
  );
  const stored = new Map(rows.map((row) => [row.id, row.order_number]));
  const lost = accepted.filter((id) => !stored.has(id)).length;
  const numbers = [...stored.values()];
  return {
    perSecond: counted / seconds,
    accepted: accepted.length,
    errors,
    lost,
    duplicateNumbers: numbers.length - new Set(numbers).size,
    ...(firstError ? { firstError } : {}),
    clientCpuMsPerOrder,
    cpuMsPerOrder,
  };
}

/**
 * The same place_order calls made directly in SQL on the stack's own database (N connections,
 * autocommit): what the database alone can do on this machine, the ceiling the stack's own layers
 * (gateway, PostgREST, JWT and role switching) can approach.
 */
export async function placeOrderDirectThroughput(
  stack: TestStack,
  clients: number,
  seconds: number,
  tag: string,
  warmupSeconds = 2,
): Promise<ThroughputResult> {
  const order = await benchOrder(stack);
  const items = JSON.stringify(order.items);
  // place_order returns the order row; like PostgREST, the database turns it into JSON.
  const sql =
    'select to_json(o) as order from public.place_order(customer_name => $1, customer_phone => $2, ' +
    'customer_address => $3, items => $4::jsonb, payment_method => $5, fulfillment => $6, ' +
    'delivery_zone_id => $7) o';
  const accepted: string[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let counted = 0;
  const clientCpuBefore = process.cpuUsage();
  const measureFrom = Date.now() + warmupSeconds * 1000;
  const until = measureFrom + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const client = new pg.Client({ connectionString: stack.databaseUrl });
      await client.connect();
      try {
        while (Date.now() < until) {
          const started = Date.now();
          try {
            // A named statement: parsed and planned once per connection, the fastest honest path.
            const { rows } = await client.query<{ order: { id: string } }>({
              name: 'bench_place_order',
              text: sql,
              values: [
                `${tag} ${i}`,
                order.customer_phone,
                order.customer_address,
                items,
                order.payment_method,
                order.fulfillment,
                order.delivery_zone_id,
              ],
            });
            accepted.push(rows[0]!.order.id);
            if (started >= measureFrom) counted++;
          } catch (error) {
            errors++;
            firstError ??= String(error);
          }
        }
      } finally {
        await client.end();
      }
    }),
  );
  const clientCpuMsPerOrder = cpuMsPer(clientCpuBefore, accepted.length);
  const stored = await pgOrders(stack.databaseUrl, `${tag} `);
  const lost = accepted.filter((id) => !stored.has(id)).length;
  const numbers = [...stored.values()];
  return {
    perSecond: counted / seconds,
    accepted: accepted.length,
    errors,
    lost,
    duplicateNumbers: numbers.length - new Set(numbers).size,
    ...(firstError ? { firstError } : {}),
    clientCpuMsPerOrder,
  };
}

function cpuMsPer(before: NodeJS.CpuUsage, orders: number): number {
  const used = process.cpuUsage(before);
  return orders ? (used.user + used.system) / 1000 / orders : 0;
}

async function pgOrders(databaseUrl: string, namePrefix: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; order_number: string }>(
      'select id, order_number::text from public.orders where customer_name like $1',
      [`${namePrefix}%`],
    );
    return new Map(rows.map((row) => [row.id, row.order_number]));
  } finally {
    await client.end();
  }
}
