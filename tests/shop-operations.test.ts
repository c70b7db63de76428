// Running the shop, decided by the server: opening hours (with shifts past midnight, in the shop's
// time zone), pause, pickup and delivery zones — checked with explicit times through
// get_shop_status(at), and through place_order from the outside with only the anon key.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';
import type { TablesUpdate } from '../src/lib/database.types.ts';

const t = useStack();
let items: Array<{ product_id: string; quantity: number }>;

beforeAll(async () => {
  items = await demoItems(t.anon); // two of the dearest products, above every minimum used here
});

afterEach(async () => {
  await t.service.from('opening_hours').delete().not('id', 'is', null);
  await t.service.from('delivery_zones').delete().not('id', 'is', null);
  await t.service
    .from('company_settings')
    .update({
      timezone: 'America/Sao_Paulo',
      paused_until: null,
      accepts_delivery: true,
      accepts_pickup: false,
    })
    .eq('id', 1);
});

type Status = {
  is_open: boolean;
  reason: string;
  paused_until: string | null;
  next_open_at: string | null;
  closes_at: string | null;
};

async function statusAt(at: string): Promise<Status> {
  const { data, error } = await t.anon.rpc('get_shop_status', { at });
  if (error) throw error;
  const row = (data as Status[])[0]!;
  const iso = (v: string | null) =>
    v === null ? null : v === 'infinity' ? v : new Date(v).toISOString();
  return {
    ...row,
    paused_until: iso(row.paused_until),
    next_open_at: iso(row.next_open_at),
    closes_at: iso(row.closes_at),
  };
}

async function hours(rows: Array<[number, string, string]>): Promise<void> {
  const { error } = await t.service
    .from('opening_hours')
    .insert(rows.map(([weekday, opens_at, closes_at]) => ({ weekday, opens_at, closes_at })));
  if (error) throw error;
}

async function place(extra: Record<string, unknown> = {}) {
  return t.anon.rpc('place_order', {
    customer_name: 'Cliente da Loja',
    customer_phone: '11987654321',
    customer_address: 'Rua das Flores, 10',
    items,
    payment_method: 'pix',
    ...extra,
  });
}

async function orderCount(): Promise<number> {
  const { count } = await t.service.from('orders').select('id', { count: 'exact', head: true });
  return count ?? 0;
}

async function refused(code: string, extra: Record<string, unknown> = {}): Promise<string> {
  const before = await orderCount();
  const { data, error } = await place(extra);
  expect(data).toBeNull();
  expect(error?.details, JSON.stringify(error)).toBe(code);
  expect(await orderCount()).toBe(before);
  return error!.message;
}

// 2026-11-23 is a Monday; São Paulo is UTC−3 (no daylight saving), Manaus UTC−4.
const SP = (day: number, time: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00-03:00`).toISOString();

describe('opening hours (get_shop_status with explicit times)', () => {
  it('opens at the first minute and closes at the closing minute, across midnight and weeks', async () => {
    await hours([
      [1, '11:00', '14:00'],
      [1, '18:00', '02:00'],
      [3, '18:00', '23:00'],
    ]);
    expect(await statusAt(SP(23, '10:59'))).toMatchObject({
      is_open: false,
      reason: 'outside_hours',
      next_open_at: SP(23, '11:00'),
    });
    expect(await statusAt(SP(23, '11:00'))).toMatchObject({
      is_open: true,
      reason: 'open',
      closes_at: SP(23, '14:00'),
    });
    expect(await statusAt(SP(23, '14:00'))).toMatchObject({
      is_open: false,
      reason: 'outside_hours',
      next_open_at: SP(23, '18:00'),
    });
    // The evening shift ends on Tuesday at 02:00.
    expect(await statusAt(SP(23, '23:30'))).toMatchObject({
      is_open: true,
      closes_at: SP(24, '02:00'),
    });
    expect(await statusAt(SP(24, '01:59'))).toMatchObject({
      is_open: true,
      closes_at: SP(24, '02:00'),
    });
    expect(await statusAt(SP(24, '02:00'))).toMatchObject({
      is_open: false,
      next_open_at: SP(25, '18:00'),
    });
    // Thursday: the next opening is Monday of the following week.
    expect(await statusAt(SP(26, '12:00'))).toMatchObject({
      is_open: false,
      next_open_at: SP(30, '11:00'),
    });
  });

  it('joins intervals that touch: it closes at the end of the last one', async () => {
    await hours([
      [1, '18:00', '00:00'],
      [2, '00:00', '03:00'],
    ]);
    expect(await statusAt(SP(23, '23:30'))).toMatchObject({
      is_open: true,
      closes_at: SP(24, '03:00'),
    });
  });

  it("reads the hours in the shop's time zone", async () => {
    await hours([[1, '11:00', '14:00']]);
    const at = '2026-11-23T14:30:00Z'; // 11:30 in São Paulo, 10:30 in Manaus
    expect((await statusAt(at)).is_open).toBe(true);
    await t.service.from('company_settings').update({ timezone: 'America/Manaus' }).eq('id', 1);
    expect(await statusAt(at)).toMatchObject({
      is_open: false,
      next_open_at: '2026-11-23T15:00:00.000Z',
    });
  });

  it('no hours at all: always open', async () => {
    expect(await statusAt(SP(26, '04:00'))).toMatchObject({
      is_open: true,
      reason: 'open',
      closes_at: null,
    });
  });
});

describe('pause', () => {
  it('paused until a time: closed, and open again then (or at the next opening after it)', async () => {
    await hours([[1, '11:00', '14:00']]);
    await t.service
      .from('company_settings')
      .update({ paused_until: SP(23, '12:25') })
      .eq('id', 1);
    expect(await statusAt(SP(23, '12:00'))).toMatchObject({
      is_open: false,
      reason: 'paused',
      paused_until: SP(23, '12:25'),
      next_open_at: SP(23, '12:25'),
    });
    expect(await statusAt(SP(23, '12:25'))).toMatchObject({ is_open: true });
    await t.service
      .from('company_settings')
      .update({ paused_until: SP(23, '15:00') })
      .eq('id', 1);
    expect(await statusAt(SP(23, '12:00'))).toMatchObject({
      reason: 'paused',
      next_open_at: SP(30, '11:00'),
    });
  });

  it('paused until reopened by hand', async () => {
    await t.service.from('company_settings').update({ paused_until: 'infinity' }).eq('id', 1);
    expect(await statusAt(SP(23, '12:00'))).toMatchObject({
      is_open: false,
      reason: 'paused',
      paused_until: 'infinity',
      next_open_at: null,
    });
  });

  it('place_order refuses with shop_closed while the staff paused orders, and takes them after', async () => {
    const admin = await adminClient(t.stack);
    const pause = await admin
      .from('company_settings')
      .update({ paused_until: new Date(Date.now() + 30 * 60_000).toISOString() })
      .eq('id', 1)
      .select('paused_until');
    expect(pause.error).toBeNull();
    expect(await refused('shop_closed')).toBe(
      'A loja pausou os pedidos por alguns minutos. Tente novamente em instantes.',
    );
    await admin.from('company_settings').update({ paused_until: null }).eq('id', 1);
    expect((await place()).error).toBeNull();
  });
});

describe('place_order and the hours', () => {
  it('refuses with shop_closed outside the hours whatever the client sends, and takes orders in them', async () => {
    const { data: now } = await t.anon.rpc('get_shop_status');
    expect((now as Status[])[0]!.is_open).toBe(true);
    // An interval on another weekday only: now is outside it.
    const weekday = new Date(Date.now() - 3 * 3600_000).getUTCDay(); // São Paulo's weekday now
    await hours([[(weekday + 3) % 7, '00:00', '01:00']]);
    expect(await refused('shop_closed')).toBe(
      'A loja está fechada agora e não está recebendo pedidos.',
    );
    expect(
      await refused('shop_closed', { fulfillment: 'pickup', idempotency_key: crypto.randomUUID() }),
    ).toBeTruthy();
    await t.service.from('opening_hours').delete().not('id', 'is', null);
    await hours([[weekday, '00:00', '00:00']]); // closes_at <= opens_at: the whole day and a day more
    expect((await place()).error).toBeNull();
  });

  it('only staff change the hours', async () => {
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      const { data } = await client
        .from('opening_hours')
        .insert({ weekday: 1, opens_at: '00:00', closes_at: '01:00' })
        .select();
      expect(data ?? []).toEqual([]);
    }
    const admin = await adminClient(t.stack);
    const { error } = await admin
      .from('opening_hours')
      .insert({ weekday: 1, opens_at: '18:00', closes_at: '02:00' });
    expect(error).toBeNull();
    const { data } = await t.anon.from('opening_hours').select('weekday, opens_at, closes_at');
    expect(data).toEqual([{ weekday: 1, opens_at: '18:00:00', closes_at: '02:00:00' }]);
  });
});

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

describe('the panel saves the week and the order of the zones in one call', () => {
  const readHours = async () =>
    (
      await t.anon
        .from('opening_hours')
        .select('weekday, opens_at, closes_at')
        .order('weekday')
        .order('opens_at')
    ).data;
  const timezone = async () =>
    (await t.service.from('company_settings').select('timezone').eq('id', 1).single()).data!
      .timezone as string;

  it('set_opening_hours replaces the week and the time zone: staff only, all or nothing', async () => {
    await hours([[1, '11:00', '14:00']]);
    const admin = await adminClient(t.stack);
    const week = [
      { weekday: 5, opens_at: '18:00', closes_at: '02:00' },
      { weekday: 6, opens_at: '11:00', closes_at: '15:00' },
      { weekday: 6, opens_at: '18:00', closes_at: '23:30' },
    ];
    const saved = await admin.rpc('set_opening_hours', {
      intervals: week,
      timezone: 'America/Manaus',
    });
    expect(saved.error).toBeNull();
    const expected = [
      { weekday: 5, opens_at: '18:00:00', closes_at: '02:00:00' },
      { weekday: 6, opens_at: '11:00:00', closes_at: '15:00:00' },
      { weekday: 6, opens_at: '18:00:00', closes_at: '23:30:00' },
    ];
    expect(await readHours()).toEqual(expected);
    expect(await timezone()).toBe('America/Manaus');
    // Friday 2026-11-27, 19:00 in Manaus (UTC−4): open until Saturday 02:00 there.
    expect(await statusAt('2026-11-27T23:00:00Z')).toMatchObject({
      is_open: true,
      closes_at: '2026-11-28T06:00:00.000Z',
    });

    // Refused without a trace: not staff, malformed intervals, an unknown time zone.
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      const { error } = await client.rpc('set_opening_hours', { intervals: [] });
      expect(error?.code, JSON.stringify(error)).toBe('42501');
    }
    for (const intervals of [
      [{ weekday: 7, opens_at: '10:00', closes_at: '11:00' }],
      [{ weekday: 1, opens_at: '25:00', closes_at: '11:00' }],
      [{ weekday: 1, opens_at: '10:00' }],
      [{ weekday: '1', opens_at: '10:00', closes_at: '11:00' }],
      { weekday: 1 },
    ]) {
      const { error } = await admin.rpc('set_opening_hours', { intervals });
      expect(error?.details, JSON.stringify(intervals)).toBe('invalid_hours');
      expect(error?.message).toBe('Os horários de funcionamento são inválidos.');
    }
    const unknownZone = await admin.rpc('set_opening_hours', {
      intervals: [],
      timezone: 'America/Atlantida',
    });
    expect(unknownZone.error?.details).toBe('invalid_timezone');
    expect(await readHours()).toEqual(expected);
    expect(await timezone()).toBe('America/Manaus');

    // An empty week: always open; the time zone stays when none is sent.
    expect((await admin.rpc('set_opening_hours', { intervals: [] })).error).toBeNull();
    expect(await readHours()).toEqual([]);
    expect(await timezone()).toBe('America/Manaus');
    expect((await statusAt('2026-11-27T23:00:00Z')).reason).toBe('open');
  });

  it('reorder_delivery_zones numbers the zones in the order given, staff only', async () => {
    const { data: created, error } = await t.service
      .from('delivery_zones')
      .insert([{ name: 'Centro' }, { name: 'Vila Nova' }, { name: 'Jardins' }])
      .select('id, name');
    if (error) throw error;
    const id = (name: string) => created.find((z) => z.name === name)!.id as string;
    const names = async () =>
      (await t.anon.from('delivery_zones').select('name').order('sort_order')).data!.map(
        (z) => z.name,
      );

    const outsider = await nonStaffClient(t.stack);
    const order = [id('Jardins'), id('Centro'), id('Vila Nova')];
    for (const client of [t.anon, outsider]) {
      const { error: refusedError } = await client.rpc('reorder_delivery_zones', { ids: order });
      expect(refusedError?.code).toBe('42501');
    }
    const admin = await adminClient(t.stack);
    expect((await admin.rpc('reorder_delivery_zones', { ids: order })).error).toBeNull();
    expect(await names()).toEqual(['Jardins', 'Centro', 'Vila Nova']);
    expect(
      (await admin.rpc('reorder_delivery_zones', { ids: order.toReversed() })).error,
    ).toBeNull();
    expect(await names()).toEqual(['Vila Nova', 'Centro', 'Jardins']);
  });

  it('a pause, the hours and the zones reach anonymous realtime subscribers', async () => {
    const events: Array<{ table: string; eventType: string; new: Record<string, unknown> }> = [];
    const channel = t.anon.channel(`shop-${Math.random()}`);
    for (const table of ['company_settings', 'opening_hours', 'delivery_zones']) {
      channel.on('postgres_changes', { event: '*', schema: 'public', table }, (change) =>
        events.push(change as never),
      );
    }
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, err) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
      }),
    );
    try {
      await t.service.from('company_settings').update({ paused_until: 'infinity' }).eq('id', 1);
      await hours([[2, '18:00', '23:00']]);
      await t.service.from('delivery_zones').insert({ name: 'Centro', fee: 4 });
      // An earlier test's clean-up may still be on its way: look for these three changes.
      const paused = (e: (typeof events)[number]) =>
        e.table === 'company_settings' && e.new.paused_until === 'infinity';
      const seen = () =>
        [
          events.some(paused),
          events.some((e) => e.table === 'opening_hours' && e.eventType === 'INSERT'),
          events.some((e) => e.table === 'delivery_zones' && e.eventType === 'INSERT'),
        ].every(Boolean);
      const deadline = Date.now() + 10_000;
      while (!seen() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(events.map((e) => [e.table, e.eventType])).toEqual(
        expect.arrayContaining([
          ['company_settings', 'UPDATE'],
          ['opening_hours', 'INSERT'],
          ['delivery_zones', 'INSERT'],
        ]),
      );
      expect(events.some(paused)).toBe(true);
    } finally {
      await t.anon.removeChannel(channel);
    }
  });
});
