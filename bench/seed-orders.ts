// Fills a stack's database with many orders in one statement, as place_order would have written
// them: items copied from the menu ({product_id, name, price, quantity}), subtotal and total from
// those lines plus the shop's delivery fee, order numbers from the table's own sequence (ascending
// with created_at), spread over the last 60 days: delivered, a few cancelled, and the last two
// hours still pending or in preparation.
import pg from 'pg';

export async function seedOrders(
  databaseUrl: string,
  count: number,
): Promise<{ ms: number; total: number }> {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`bad count ${count}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    // A bulk load: no per-row realtime notification (nobody is subscribed yet).
    await client.query('set session_replication_role = replica');
    await client.query(`
      with menu as (
        select array_agg(jsonb_build_object('product_id', p.id, 'name', p.name, 'price', p.price) order by p.category, p.sort_order, p.name) as products,
               count(*)::int as n
          from public.products p
         where p.is_available
      ),
      shop as (select s.delivery_fee from public.company_settings s where s.id = 1)
      insert into public.orders (
        customer_name, customer_phone, customer_address, items, subtotal, delivery_fee, discount,
        total_amount, payment_method, notes, status, created_at, updated_at
      )
      select 'Cliente ' || g,
             '119' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
             'Rua das Flores, ' || (g % 900 + 1) || ' - Centro',
             lines.items, lines.subtotal, shop.delivery_fee, 0, lines.subtotal + shop.delivery_fee,
             (array['pix', 'cash', 'credit', 'debit'])[1 + g % 4],
             case when g % 10 = 0 then 'Sem cebola, por favor' end,
             case
               when t.at > now() - interval '2 hours' then (array['pending', 'processing'])[1 + g % 2]
               when g % 12 = 0 then 'cancelled'
               else 'delivered'
             end,
             t.at, t.at
        from generate_series(1, ${count}) as g
       cross join menu
       cross join shop
       cross join lateral (
         select now() - interval '60 days' + (g - random() * 0.9) * (interval '60 days' / ${count})
       ) as t(at)
       cross join lateral (
         select jsonb_agg(line.product || jsonb_build_object('quantity', line.quantity) order by j) as items,
                sum((line.product ->> 'price')::numeric * line.quantity) as subtotal
           from generate_series(1, 1 + g % 3) as j
          cross join lateral (
            select menu.products[1 + (g * 7 + j) % menu.n] as product, 1 + (g + j) % 3 as quantity
          ) as line
       ) as lines
       order by g`);
    await client.query('reset session_replication_role');
    await client.query('analyze public.orders');
    const { rows } = await client.query<{ total: string }>(
      'select count(*) as total from public.orders',
    );
    return { ms: Date.now() - started, total: Number(rows[0]!.total) };
  } finally {
    await client.end();
  }
}
