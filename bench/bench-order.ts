// The order the bench places, through the stack and directly in SQL alike: a delivery to a zone of
// the shop (its fee and minimum looked up by place_order) with complementos in the items (a half-
// and-half pizza with size, two flavours and a crust; an açaí with size, toppings and a sauce) and
// a plain product, so every place_order measured prices options and zones as real orders do.
import pg from 'pg';
import type { TestStack } from '../tests/support/stack.ts';

const ZONE_NAME = 'Bench Centro';

/** The seed's products and options (supabase/seed.sql). */
export const BENCH_ITEMS = [
  {
    product_id: '5e1d0001-0000-4000-8000-000000000013', // Pizza Meio a Meio
    quantity: 1,
    options: [
      { option_id: '5e1d0004-0000-4000-8000-000000000103' }, // Tamanho: Grande
      { option_id: '5e1d0004-0000-4000-8000-000000000203' }, // Sabores: Calabresa
      { option_id: '5e1d0004-0000-4000-8000-000000000206' }, // Sabores: Quatro Queijos
      { option_id: '5e1d0004-0000-4000-8000-000000000301' }, // Borda: Catupiry
    ],
  },
  {
    product_id: '5e1d0001-0000-4000-8000-000000000014', // Monte seu Açaí
    quantity: 2,
    notes: 'Sem granola',
    options: [
      { option_id: '5e1d0004-0000-4000-8000-000000000502' }, // Tamanho: 500 ml
      { option_id: '5e1d0004-0000-4000-8000-000000000601' }, // Complementos: Banana
      { option_id: '5e1d0004-0000-4000-8000-000000000603' }, // Complementos: Morango
      { option_id: '5e1d0004-0000-4000-8000-000000000701' }, // Coberturas: Leite condensado
    ],
  },
  { product_id: '5e1d0001-0000-4000-8000-000000000012', quantity: 1 }, // Pudim de Leite
];

export interface BenchOrder {
  customer_phone: string;
  customer_address: string;
  items: typeof BENCH_ITEMS;
  payment_method: string;
  fulfillment: 'delivery';
  delivery_zone_id: string;
}

/** The bench's delivery zone (created once per database), and the order's fields but the name. */
export async function benchOrder(stack: Pick<TestStack, 'databaseUrl'>): Promise<BenchOrder> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: string }>(
      'select id from public.delivery_zones where name = $1',
      [ZONE_NAME],
    );
    const zoneId =
      found.rows[0]?.id ??
      (
        await client.query<{ id: string }>(
          `insert into public.delivery_zones (name, fee, minimum_order, estimated_time)
           values ($1, 6.5, 30, '30-40 min') returning id`,
          [ZONE_NAME],
        )
      ).rows[0]!.id;
    return {
      customer_phone: '11987654321',
      customer_address: 'Rua do Bench, 1 - Centro',
      items: BENCH_ITEMS,
      payment_method: 'pix',
      fulfillment: 'delivery',
      delivery_zone_id: zoneId,
    };
  } finally {
    await client.end();
  }
}
