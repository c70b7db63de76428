// Pickup, delivery and delivery zones, decided by the server: what get_shop_status and
// place_order allow from the outside with only the anon key.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { useShopOperations } from './support/shop-operations.ts';
import { nonStaffClient } from './support/users.ts';
import type { TablesUpdate } from '../src/lib/database.types.ts';

const t = useStack();
const { place, refused } = useShopOperations(t);

describe('pickup and delivery', () => {
  it('fulfillment_unavailable when the shop does not offer the one asked', async () => {
    expect(await refused('fulfillment_unavailable', { fulfillment: 'pickup' })).toBe(
      'Esta loja não oferece retirada no local.',
    );
    await refused('fulfillment_unavailable', { fulfillment: 'drone' });
    await t.service
      .from('company_settings')
      .update({ accepts_pickup: true, accepts_delivery: false })
      .eq('id', 1);
    expect(await refused('fulfillment_unavailable')).toBe('Esta loja não faz entregas no momento.');
  });

  it('pickup: no address and no fee', async () => {
    await t.service.from('company_settings').update({ accepts_pickup: true }).eq('id', 1);
    const { data, error } = await place({ fulfillment: 'pickup', customer_address: '' });
    expect(error).toBeNull();
    const order = data as {
      fulfillment: string;
      delivery_fee: number;
      subtotal: number;
      total_amount: number;
      customer_address: string;
    };
    expect(order.fulfillment).toBe('pickup');
    expect(Number(order.delivery_fee)).toBe(0);
    expect(Number(order.total_amount)).toBe(Number(order.subtotal));
  });

  it('pickup has its own minimum, none by default, while deliveries keep theirs', async () => {
    const update = (values: TablesUpdate<'company_settings'>) =>
      t.service.from('company_settings').update(values).eq('id', 1);
    expect((await update({ accepts_pickup: true, minimum_order: 1000 })).error).toBeNull();
    try {
      expect(await refused('below_minimum')).toBe('O valor mínimo para pedidos é R$ 1.000,00');
      expect((await place({ fulfillment: 'pickup', customer_address: '' })).error).toBeNull();
      expect((await update({ pickup_minimum_order: 1000 })).error).toBeNull();
      expect(await refused('below_minimum', { fulfillment: 'pickup', customer_address: '' })).toBe(
        'O valor mínimo para pedidos é R$ 1.000,00',
      );
      expect((await update({ pickup_minimum_order: -1 })).error).toMatchObject({ code: '23514' });
    } finally {
      expect((await update({ minimum_order: 20, pickup_minimum_order: 0 })).error).toBeNull();
    }
  });

  it('delivery without zones: the flat fee; an address is required', async () => {
    const { data, error } = await place();
    expect(error).toBeNull();
    expect(Number((data as { delivery_fee: number }).delivery_fee)).toBe(5);
    await refused('required_fields', { customer_address: '  ' });
  });
});

describe('delivery zones', () => {
  async function zones() {
    const { data, error } = await t.service
      .from('delivery_zones')
      .insert([
        {
          name: 'Centro',
          fee: 7,
          minimum_order: 30,
          estimated_time: '20-30',
          is_active: true,
          sort_order: 1,
        },
        {
          name: 'Jardim Longe',
          fee: 12,
          minimum_order: null,
          estimated_time: null,
          is_active: true,
          sort_order: 2,
        },
        {
          name: 'Fechado',
          fee: 3,
          minimum_order: null,
          estimated_time: null,
          is_active: false,
          sort_order: 3,
        },
      ])
      .select('id, name');
    if (error) throw error;
    return Object.fromEntries(data.map((z) => [z.name as string, z.id as string]));
  }

  it("takes the zone's fee and minimum; refuses an unknown or inactive zone and orders without one", async () => {
    const z = await zones();
    const { data, error } = await place({ delivery_zone_id: z['Centro'] });
    expect(error).toBeNull();
    expect(data).toMatchObject({ delivery_zone_id: z['Centro'] });
    expect(Number((data as { delivery_fee: number }).delivery_fee)).toBe(7);
    expect(await refused('outside_delivery_area')).toBe(
      'Não entregamos nesse endereço. Escolha um dos bairros atendidos ou a retirada no local.',
    );
    await refused('outside_delivery_area', { delivery_zone_id: z['Fechado'] });
    await refused('outside_delivery_area', { delivery_zone_id: crypto.randomUUID() });
    // Pickup ignores zones.
    await t.service.from('company_settings').update({ accepts_pickup: true }).eq('id', 1);
    expect(
      (await place({ fulfillment: 'pickup', delivery_zone_id: z['Fechado'] })).error,
    ).toBeNull();
  });

  it("below_minimum under the zone's minimum; the shop's minimum when the zone has none", async () => {
    const z = await zones();
    const refri = '5e1d0001-0000-4000-8000-000000000008';
    const { data: product } = await t.anon
      .from('products')
      .select('price')
      .eq('id', refri)
      .single();
    const quantity = Math.ceil(25 / Number(product!.price)); // ≥ 25: above the shop's 20, below Centro's 30
    const small = [{ product_id: refri, quantity }];
    expect(await refused('below_minimum', { items: small, delivery_zone_id: z['Centro'] })).toBe(
      'O valor mínimo para pedidos é R$ 30,00',
    );
    expect((await place({ items: small, delivery_zone_id: z['Jardim Longe'] })).error).toBeNull();
  });

  it('anon reads active zones only; only staff change them', async () => {
    await zones();
    const { data } = await t.anon.from('delivery_zones').select('name').order('sort_order');
    expect(data!.map((x) => x.name)).toEqual(['Centro', 'Jardim Longe']);
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      const update = await client
        .from('delivery_zones')
        .update({ fee: 0 })
        .eq('name', 'Centro')
        .select();
      expect(update.data ?? []).toEqual([]);
    }
    const { data: centro } = await t.service
      .from('delivery_zones')
      .select('fee')
      .eq('name', 'Centro')
      .single();
    expect(Number(centro!.fee)).toBe(7);
  });

  it('stores the structured address and its one-line text', async () => {
    const z = await zones();
    const address = {
      cep: '01310200',
      street: ' Avenida Paulista ',
      number: '1578',
      complement: 'Apto 42',
      neighborhood: 'Centro', // the zone charged is the address's bairro (zone-bairro.test.ts)
      city: 'São Paulo',
      state: 'sp',
      reference: 'Em frente ao museu',
    };
    const { data, error } = await place({
      delivery_zone_id: z['Centro'],
      customer_address: '',
      address,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      address: { ...address, cep: '01310-200', street: 'Avenida Paulista', state: 'SP' },
      customer_address:
        'Avenida Paulista, 1578 - Apto 42 - Centro - São Paulo/SP - CEP 01310-200 (Referência: Em frente ao museu)',
    });
    expect(
      await refused('invalid_address', {
        delivery_zone_id: z['Centro'],
        address: { ...address, cep: '123' },
      }),
    ).toBe('CEP inválido.');
    await refused('required_fields', {
      delivery_zone_id: z['Centro'],
      address: { ...address, number: ' ' },
    });
    await refused('invalid_address', {
      delivery_zone_id: z['Centro'],
      address: { ...address, street: 42 },
    });
    await refused('invalid_address', { delivery_zone_id: z['Centro'], address: 'Rua A' });
  });
});
