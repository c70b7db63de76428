// One bairro per delivery (docs/ordering-rules.md, "Bairro e zona"): the zone an order is charged
// for must be its address's bairro, compared without accents, case or extra spaces. Called from the
// outside with requests the checkout never sends (anon key), by the team, and on an edited address.
// Also: the checkout's default payment method is the shop's setting.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack();
let items: Array<{ product_id: string; quantity: number }>;
let zone: Record<string, string>;

beforeAll(async () => {
  items = await demoItems(t.anon);
  const { data, error } = await t.service
    .from('delivery_zones')
    .insert([
      { name: 'Bela Vista', fee: 5, sort_order: 1 },
      { name: 'Itaim Bibi', fee: 9, sort_order: 2 },
      { name: 'São José', fee: 7, sort_order: 3 },
    ])
    .select('id, name');
  if (error) throw error;
  zone = Object.fromEntries(data.map((z) => [z.name as string, z.id as string]));
});

afterEach(async () => {
  await t.service.from('delivery_zones').update({ is_active: true }).not('id', 'is', null);
  await t.service.from('company_settings').update({ accepts_pickup: false }).eq('id', 1);
});

const address = (neighborhood: string) => ({
  street: 'Rua Joaquim Floriano',
  number: '100',
  neighborhood,
  city: 'São Paulo',
  state: 'SP',
});

function order(args: Record<string, unknown>) {
  return {
    customer_name: 'Maria Silva',
    customer_phone: '(11) 98765-4321',
    customer_address: '',
    items,
    payment_method: 'pix',
    idempotency_key: crypto.randomUUID(),
    ...args,
  };
}

async function place(args: Record<string, unknown>, client = t.anon) {
  return client.rpc('place_order', order(args));
}

async function refused(args: Record<string, unknown>, client = t.anon): Promise<string> {
  const { data, error } = await place(args, client);
  expect(data).toBeNull();
  expect(error).toMatchObject({ code: 'P0001', details: 'zone_mismatch' });
  return error!.message;
}

describe('the zone charged is the address bairro', () => {
  it('refuses a served bairro charged at another zone, naming both (the Itaim Bibi at Bela Vista fee)', async () => {
    const before = await t.service.from('orders').select('id', { count: 'exact', head: true });
    expect(
      await refused({ delivery_zone_id: zone['Bela Vista'], address: address('Itaim Bibi') }),
    ).toBe(
      'Esse endereço fica em Itaim Bibi, não em Bela Vista. Escolha Itaim Bibi na lista de bairros para ver a taxa certa.',
    );
    // accents, case and spaces do not hide the bairro
    expect(
      await refused({ delivery_zone_id: zone['Bela Vista'], address: address('  ITAÍM   bibi ') }),
    ).toContain('Escolha Itaim Bibi');
    const after = await t.service.from('orders').select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });

  it('refuses a bairro the shop does not serve: "Não entregamos em …", with pickup when offered', async () => {
    const args = { delivery_zone_id: zone['Bela Vista'], address: address('Moema') };
    expect(await refused(args)).toBe('Não entregamos em Moema. Fale com a loja pelo WhatsApp.');
    await t.service.from('company_settings').update({ accepts_pickup: true }).eq('id', 1);
    expect(await refused(args)).toBe(
      'Não entregamos em Moema. Você pode retirar o pedido na loja ou falar com a loja pelo WhatsApp.',
    );
    // an inactive zone is not served either
    await t.service
      .from('delivery_zones')
      .update({ is_active: false })
      .eq('id', zone['Itaim Bibi']);
    expect(
      await refused({ delivery_zone_id: zone['Bela Vista'], address: address('Itaim Bibi') }),
    ).toMatch(/^Não entregamos em Itaim Bibi\./);
  });

  it("takes the zone's fee when the bairro matches it, accents and case aside", async () => {
    const { data, error } = await place({
      delivery_zone_id: zone['São José'],
      address: address('sao  jose'),
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ delivery_zone_id: zone['São José'] });
    expect(Number((data as { delivery_fee: number }).delivery_fee)).toBe(7);
  });

  it('has nothing to compare in a one-line address: the zone stands', async () => {
    const { data, error } = await place({
      delivery_zone_id: zone['Bela Vista'],
      customer_address: 'Rua Joaquim Floriano, 100 - Itaim Bibi',
    });
    expect(error).toBeNull();
    expect(Number((data as { delivery_fee: number }).delivery_fee)).toBe(5);
  });

  it('holds for the team and for an address edited after the order', async () => {
    const { error } = await t.owner.rpc('place_staff_order', {
      ...order({ delivery_zone_id: zone['Bela Vista'], address: address('Itaim Bibi') }),
      source: 'phone',
    });
    expect(error).toMatchObject({ code: 'P0001', details: 'zone_mismatch' });

    const { data: placed, error: placeError } = await place({
      delivery_zone_id: zone['Bela Vista'],
      address: address('Bela Vista'),
    });
    expect(placeError).toBeNull();
    const id = (placed as { id: string }).id;
    // an edit of the address (as a later re-pricing would write it), straight in the database
    const db = new pg.Client({ connectionString: t.stack.databaseUrl });
    await db.connect();
    try {
      const edit = db.query('update public.orders set address = $1 where id = $2', [
        address('Itaim Bibi'),
        id,
      ]);
      await expect(edit).rejects.toMatchObject({ code: 'P0001', detail: 'zone_mismatch' });
      const moved = await db.query(
        'update public.orders set address = $1, delivery_zone_id = $2 where id = $3',
        [address('Itaim Bibi'), zone['Itaim Bibi'], id],
      );
      expect(moved.rowCount).toBe(1);
    } finally {
      await db.end();
    }
  });
});

describe('the checkout default payment method', () => {
  it("is the shop's setting, public to the storefront, pix on a new shop", async () => {
    const { data, error } = await t.anon
      .from('company_settings')
      .select('default_payment_method')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ default_payment_method: 'pix' });
  });
});
