// A busy year for the reports (docs/performance.md): ≥ 150,000 orders over 365 days, with lines,
// complementos (a meio a meio pizza in one order out of three) and a full timeline each, seeded in
// a few statements; then get_sales_report (30 and 365 days) and get_customers' first page timed
// in the database as the owner (server time, median of 5 after a warm-up).
import pg from 'pg';
import type { Results } from './measures.ts';

const FLAVOURS = `jsonb_build_array(
  jsonb_build_object('option_id', '00000000-0000-4000-8000-00000000f001', 'group', 'Sabores', 'pricing', 'max', 'name', 'Calabresa', 'price', 40, 'quantity', 1),
  jsonb_build_object('option_id', '00000000-0000-4000-8000-00000000f002', 'group', 'Sabores', 'pricing', 'max', 'name', 'Marguerita', 'price', 45, 'quantity', 1),
  jsonb_build_object('option_id', '00000000-0000-4000-8000-00000000f003', 'group', 'Adicionais', 'pricing', 'sum', 'name', 'Borda recheada', 'price', 8, 'quantity', 1))`;

const REPORT_TRIGGERS = [
  ['orders', 'orders_report_insert'],
  ['order_events', 'order_events_report_insert'],
] as const;

export async function seedBusyYear(databaseUrl: string, count = 150_000): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    await db.query('set session_replication_role = replica');
    // a bulk import: the reports' rollup triggers (which fire even under replica) are off while
    // seeding, then the rollups are rebuilt once, as a change of the shop's time zone does.
    for (const [table, trigger] of REPORT_TRIGGERS) {
      await db.query(`alter table public.${table} disable trigger ${trigger}`);
    }
    await db.query(`
      with menu as (
        select array_agg(jsonb_build_object('product_id', p.id, 'name', p.name, 'price', p.price) order by p.name) as products,
               count(*)::int as n
          from public.products p
      )
      insert into public.orders (
        customer_name, customer_phone, customer_address, items, subtotal, delivery_fee, discount,
        total_amount, payment_method, status, created_at, updated_at, fulfillment, cancel_reason
      )
      select 'Cliente ' || (g % 25000),
             '(11) 9' || lpad((g % 25000)::text, 4, '0') || '-' || lpad(((g % 25000) * 7 % 10000)::text, 4, '0'),
             'Rua das Flores, ' || (g % 900 + 1),
             lines.items, lines.subtotal, 5, 0, lines.subtotal + 5,
             (array['pix', 'cash', 'credit', 'debit'])[1 + g % 4],
             case when g % 15 = 0 then 'cancelled' else 'delivered' end,
             t.at, t.at,
             case when g % 5 = 0 then 'pickup' else 'delivery' end,
             case when g % 15 = 0 then (array['Cliente desistiu', 'Sem entregador', 'Endereço não encontrado'])[1 + g % 3] end
        from generate_series(1, ${count}) as g
       cross join menu
       cross join lateral (
         select now() - interval '365 days' + (g - random() * 0.9) * (interval '365 days' / ${count})
       ) as t(at)
       cross join lateral (
         select jsonb_agg(line.item order by j) as items, sum((line.item ->> 'price')::numeric * (line.item ->> 'quantity')::numeric) as subtotal
           from generate_series(1, 1 + g % 3) as j
          cross join lateral (
            select case when j = 1 and g % 3 = 0
                        then jsonb_build_object('product_id', '00000000-0000-4000-8000-00000000a001', 'name', 'Pizza Grande', 'price', 53, 'quantity', 1, 'options', ${FLAVOURS})
                        else menu.products[1 + (g * 7 + j) % menu.n] || jsonb_build_object('quantity', 1 + (g + j) % 3, 'options', '[]'::jsonb)
                   end as item
          ) as line
       ) as lines`);
    await db.query(`
      insert into public.order_events (order_id, status, created_at)
      select o.id, e.status, o.created_at + e.after
        from public.orders o
       cross join lateral (values
         ('pending', interval '0'),
         ('processing', interval '3 minutes'),
         ('out_for_delivery', interval '25 minutes'),
         ('delivered', interval '50 minutes')) as e(status, after)
       where o.status = 'delivered' or e.status = 'pending'`);
    await db.query(`
      insert into public.order_events (order_id, status, created_at, reason)
      select o.id, 'cancelled', o.created_at + interval '5 minutes', o.cancel_reason
        from public.orders o where o.status = 'cancelled'`);
    await db.query('reset session_replication_role');
    for (const [table, trigger] of REPORT_TRIGGERS) {
      await db.query(`alter table public.${table} enable always trigger ${trigger}`);
    }
    const rebuilt = Date.now();
    await db.query('select private.report_rebuild()');
    console.log(`Rebuilt the reports' rollups in ${Date.now() - rebuilt} ms`);
    await db.query('analyze public.orders');
    await db.query('analyze public.order_events');
    await db.query('analyze private.report_order_customers');
    await db.query('analyze private.report_order_steps');
    await db.query('analyze private.report_customers');
    return Date.now() - started;
  } finally {
    await db.end();
  }
}

async function medianMs(db: pg.Client, sql: string, params: unknown[], runs = 5): Promise<number> {
  await db.query(sql, params); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]!);
}

/**
 * `sql`'s median time, and over `budget` its plan (EXPLAIN ANALYZE, BUFFERS) printed, so a slow
 * figure comes with where its time went.
 */
async function measured(
  db: pg.Client,
  sql: string,
  params: unknown[],
  budget: number,
): Promise<number> {
  const ms = await medianMs(db, sql, params);
  if (ms > budget) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${sql}`,
      params,
    );
    console.log(`  over ${budget} ms (${ms} ms): ${sql}`);
    for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
  }
  return ms;
}

/** The reports' and the orders search's budgets on a seeded busy year, as the shop's owner. */
export async function measureReports(databaseUrl: string, results: Results): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ user_id: string; orders: string }>(
      `select (select user_id from public.staff where role = 'owner' and is_active limit 1) as user_id,
              (select count(*) from public.orders) as orders`,
    );
    const owner = rows[0]!;
    await db.query(`select set_config('request.jwt.claims', $1, false)`, [
      JSON.stringify({ sub: owner.user_id, role: 'authenticated' }),
    ]);
    await db.query('set role authenticated');
    const today = new Date().toISOString().slice(0, 10);
    const daysBefore = (n: number) =>
      new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const report = 'select public.get_sales_report($1::date, $2::date)';
    const note = `${owner.orders} orders over 365 days`;
    results.add(
      'sales_report_30_days_ms',
      await measured(db, report, [daysBefore(29), today], 300),
      'ms',
      { max: 300 },
      note,
    );
    results.add(
      'sales_report_365_days_ms',
      await measured(db, report, [daysBefore(364), today], 1000),
      'ms',
      { max: 1000 },
      note,
    );
    results.add(
      'customers_first_page_ms',
      await measured(db, 'select * from public.get_customers(null, $1, 50, 0)', ['recent'], 200),
      'ms',
      { max: 200 },
      note,
    );
    // The orders page's search box: a name, a phone's digits, an order number, each a first page.
    const search = 'select public.search_orders($1, null, null, null, 20, 0)';
    for (const [name, query] of [
      ['orders_search_name_busy_year_ms', 'Cliente 1234'],
      ['orders_search_phone_busy_year_ms', '912345'],
      ['orders_search_number_busy_year_ms', '#120000'],
    ] as const) {
      results.add(name, await measured(db, search, [query], 500), 'ms', { max: 500 }, note);
    }
  } finally {
    await db.end();
  }
}
