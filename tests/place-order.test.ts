// The place_order RPC and its companions (check_promo_code, get_order_status, the dashboard
// aggregates) through PostgREST, as the storefront and the admin call them.
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import type { PlaceOrderArgs } from './support/orders.ts';
import type { TablesInsert } from '../src/lib/database.types.ts';

const t = useStack();

const productId = (nn: number) => `5e1d0001-0000-4000-8000-${String(nn).padStart(12, '0')}`;
const MARGHERITA = productId(1); // 49.90
const PORTUGUESA = productId(3); // 56.90, unavailable
const COXINHA = productId(6); // 8.50
const WATER = productId(8); // 6.50
const SUCO = productId(9); // 10.90
const BRIGADEIRO = productId(11); // 4.50

const CUSTOMER = {
  customer_name: 'Maria Silva',
  customer_phone: '(11) 98765-4321',
  customer_address: 'Rua das Flores, 10 - Pinheiros',
};

type Item = { product_id: string; quantity: number; notes?: string };
type OrderLine = {
  product_id: string;
  name: string;
  price: number;
  quantity: number;
  notes?: string;
};
type Order = {
  id: string;
  order_number: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  items: OrderLine[];
  subtotal: number;
  delivery_fee: number;
  discount: number;
  promo_code: string | null;
  total_amount: number;
  payment_method: string;
  change_for: number | null;
  notes: string | null;
  status: string;
  created_at: string;
};

/** place_order arguments for a valid order of one Margherita (49.90), overridable field by field. */
function orderArgs(overrides: Record<string, unknown> = {}): PlaceOrderArgs {
  // overrides may be deliberately bad (a 'NaN' change, a missing field): cast, not checked
  return {
    ...CUSTOMER,
    items: [{ product_id: MARGHERITA, quantity: 1 }],
    payment_method: 'pix',
    ...overrides,
  } as PlaceOrderArgs;
}

async function placeOrder(overrides: Record<string, unknown> = {}): Promise<Order> {
  const { data, error } = await t.anon.rpc('place_order', orderArgs(overrides));
  if (error) throw new Error(`place_order failed: ${error.details} ${error.message}`);
  return data as unknown as Order;
}

/** What a rejected call must leave untouched: the number of orders and every promo code's uses. */
async function snapshot(): Promise<{ orders: number | null; promoUses: Record<string, number> }> {
  const orders = await t.owner.from('orders').select('id', { count: 'exact', head: true });
  expect(orders.error).toBeNull();
  const promos = await t.owner.from('promo_codes').select('code, current_uses');
  expect(promos.error).toBeNull();
  return {
    orders: orders.count,
    promoUses: Object.fromEntries(
      promos.data!.map((p) => [p.code as string, p.current_uses as number]),
    ),
  };
}

async function expectRejected(
  args: Record<string, unknown>,
  details: string,
  message: string,
): Promise<void> {
  const before = await snapshot();
  const { data, error } = await t.anon.rpc('place_order', args as PlaceOrderArgs);
  expect(data).toBeNull();
  expect(error).toMatchObject({ code: 'P0001', details, message });
  expect(await snapshot()).toEqual(before);
}

async function promoUses(code: string): Promise<number> {
  const { data, error } = await t.owner
    .from('promo_codes')
    .select('current_uses')
    .eq('code', code)
    .single();
  expect(error).toBeNull();
  return data!.current_uses as number;
}

async function createPromo(row: TablesInsert<'promo_codes'>): Promise<void> {
  const { error } = await t.owner.from('promo_codes').insert(row);
  expect(error).toBeNull();
}

beforeAll(async () => {
  await createPromo({ code: 'INATIVO', discount: 10, type: 'percentage' });
  const { error } = await t.owner
    .from('promo_codes')
    .update({ active: false })
    .eq('code', 'INATIVO');
  expect(error).toBeNull();
  await createPromo({
    code: 'ESGOTADO',
    discount: 10,
    type: 'percentage',
    max_uses: 1,
    current_uses: 1,
  });
  await createPromo({ code: 'QUINZE', discount: 15, type: 'percentage' });
  await createPromo({ code: 'MEGA100', discount: 100, type: 'fixed' });
});

describe('place_order: a valid order', () => {
  it('prices the order on the server and returns it as stored', async () => {
    const order = await placeOrder({
      items: [
        { product_id: MARGHERITA, quantity: 2 },
        { product_id: WATER, quantity: 3, notes: 'Bem gelada' },
      ],
      notes: '  Sem cebola, por favor  ',
    });
    expect(order).toMatchObject({
      ...CUSTOMER,
      subtotal: 119.3, // 2 × 49.90 + 3 × 6.50
      delivery_fee: 5,
      discount: 0,
      promo_code: null,
      total_amount: 124.3,
      payment_method: 'pix',
      notes: 'Sem cebola, por favor',
      status: 'pending',
    });
    expect(order.order_number).toMatch(/^[0-9]+$/);
    expect(order.items).toEqual([
      { product_id: MARGHERITA, name: 'Pizza Margherita', price: 49.9, quantity: 2, options: [] },
      {
        product_id: WATER,
        name: 'Água Mineral 500 ml',
        price: 6.5,
        quantity: 3,
        notes: 'Bem gelada',
        options: [],
      },
    ]);

    const { data: stored, error } = await t.owner
      .from('orders')
      .select('*')
      .eq('id', order.id)
      .single();
    expect(error).toBeNull();
    const { idempotency_key, updated_at, ...rest } = stored as unknown as Order & {
      idempotency_key: string | null;
      updated_at: string;
    };
    expect(idempotency_key).toBeNull();
    expect(updated_at).toBeTruthy();
    // place_order answers the stored row itself (public.orders).
    expect({ ...rest, idempotency_key, updated_at }).toEqual(order);
  });

  it('gives each order a new, increasing order number', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect(Number(second.order_number)).toBeGreaterThan(Number(first.order_number));
  });

  it('is not readable back by anon through the table', async () => {
    const order = await placeOrder();
    const { data, error } = await t.anon.from('orders').select('*').eq('id', order.id);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('ignores the prices and names the client sends', async () => {
    const order = await placeOrder({
      items: [{ product_id: MARGHERITA, quantity: 1, price: 0.01, name: 'hack' }],
    });
    expect(order.items).toEqual([
      { product_id: MARGHERITA, name: 'Pizza Margherita', price: 49.9, quantity: 1, options: [] },
    ]);
    expect(order.subtotal).toBe(49.9);
    expect(order.total_amount).toBe(54.9);
  });

  it.each([
    ['money', 'cash'],
    ['card', 'credit'],
    [' PIX ', 'pix'],
    ['debit', 'debit'],
  ])('stores payment method %j as %j', async (sent, stored) => {
    const order = await placeOrder({ payment_method: sent });
    expect(order.payment_method).toBe(stored);
    const { data } = await t.owner
      .from('orders')
      .select('payment_method')
      .eq('id', order.id)
      .single();
    expect(data?.payment_method).toBe(stored);
  });

  it('accepts fields exactly at their length limits', async () => {
    const order = await placeOrder({
      customer_name: 'N'.repeat(120),
      customer_address: 'E'.repeat(300),
      notes: 'O'.repeat(500),
    });
    expect(order.customer_name).toHaveLength(120);
    expect(order.customer_address).toHaveLength(300);
    expect(order.notes).toHaveLength(500);
  });
});

describe('place_order: rejections', () => {
  const REQUIRED = [
    'required_fields',
    'Por favor, preencha todos os campos obrigatórios.',
  ] as const;
  const PHONE = [
    'invalid_phone',
    'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.',
  ] as const;
  const EMPTY = ['empty_cart', 'Adicione itens ao carrinho antes de finalizar o pedido.'] as const;
  const ITEMS = ['invalid_items', 'Os itens do pedido são inválidos.'] as const;
  const QUANTITY = [
    'invalid_quantity',
    'A quantidade de cada item deve estar entre 1 e 99.',
  ] as const;
  const item = (extra: Record<string, unknown>) => [
    { product_id: MARGHERITA, quantity: 1, ...extra },
  ];

  it.each<[string, Record<string, unknown>, readonly [string, string]]>([
    ['an empty name', { customer_name: '' }, REQUIRED],
    ['a null name', { customer_name: null }, REQUIRED],
    ['a whitespace-only name', { customer_name: '    ' }, REQUIRED],
    ['an empty phone', { customer_phone: '' }, REQUIRED],
    ['a whitespace-only phone', { customer_phone: '   ' }, REQUIRED],
    ['an empty address', { customer_address: '' }, REQUIRED],
    ['a whitespace-only address', { customer_address: '   ' }, REQUIRED],
    ['a phone with 9 digits', { customer_phone: '(11) 9876-543' }, PHONE],
    ['a phone with 12 digits', { customer_phone: '119876543210' }, PHONE],
    ['a phone with no digits', { customer_phone: 'telefone' }, PHONE],
    [
      'a name over 120 characters',
      { customer_name: 'N'.repeat(121) },
      ['text_too_long', 'O campo nome é longo demais.'],
    ],
    [
      'a phone over 30 characters',
      { customer_phone: `11987654321${' '.repeat(30)}x` },
      ['text_too_long', 'O campo telefone é longo demais.'],
    ],
    [
      'an address over 300 characters',
      { customer_address: 'E'.repeat(301) },
      ['text_too_long', 'O campo endereço é longo demais.'],
    ],
    [
      'notes over 500 characters',
      { notes: 'O'.repeat(501) },
      ['text_too_long', 'O campo observações é longo demais.'],
    ],
    [
      'item notes over 200 characters',
      { items: item({ notes: 'O'.repeat(201) }) },
      ['text_too_long', 'O campo observações é longo demais.'],
    ],
    [
      'a promo code over 40 characters',
      { promo_code: 'P'.repeat(41) },
      ['text_too_long', 'O campo código promocional é longo demais.'],
    ],
    ['an empty items array', { items: [] }, EMPTY],
    ['null items', { items: null }, EMPTY],
    ['items as an object', { items: { product_id: MARGHERITA, quantity: 1 } }, ITEMS],
    ['items as a string', { items: 'Pizza Margherita' }, ITEMS],
    ['an item that is not an object', { items: [MARGHERITA] }, ITEMS],
    [
      'an item with a non-uuid product_id',
      { items: [{ product_id: 'pizza-1', quantity: 1 }] },
      ITEMS,
    ],
    ['an item with a numeric product_id', { items: [{ product_id: 1, quantity: 1 }] }, ITEMS],
    ['an item without product_id', { items: [{ quantity: 1 }] }, ITEMS],
    ['item notes that are not text', { items: item({ notes: { texto: 'sem cebola' } }) }, ITEMS],
    ['quantity 0', { items: item({ quantity: 0 }) }, QUANTITY],
    ['quantity 100', { items: item({ quantity: 100 }) }, QUANTITY],
    ['quantity -1', { items: item({ quantity: -1 }) }, QUANTITY],
    ['quantity 1.5', { items: item({ quantity: 1.5 }) }, QUANTITY],
    ['quantity "2" as a string', { items: item({ quantity: '2' }) }, QUANTITY],
    ['a missing quantity', { items: [{ product_id: MARGHERITA }] }, QUANTITY],
    [
      '51 different items',
      { items: Array.from({ length: 51 }, () => ({ product_id: MARGHERITA, quantity: 1 })) },
      ['too_many_items', 'O pedido pode ter no máximo 50 itens diferentes.'],
    ],
    [
      'an unknown product',
      { items: [{ product_id: '5e1d0001-0000-4000-8000-000000000099', quantity: 3 }] },
      [
        'unknown_product',
        'Um dos produtos do carrinho não existe mais. Atualize o cardápio e tente novamente.',
      ],
    ],
    [
      'an unavailable product',
      {
        items: [
          { product_id: MARGHERITA, quantity: 1 },
          { product_id: PORTUGUESA, quantity: 1 },
        ],
      },
      ['unavailable_product', 'O produto "Pizza Portuguesa" não está disponível no momento.'],
    ],
    [
      'a subtotal below the minimum order',
      { items: [{ product_id: BRIGADEIRO, quantity: 4 }] }, // 18.00
      ['below_minimum', 'O valor mínimo para pedidos é R$ 20,00'],
    ],
    [
      'an unknown payment method',
      { payment_method: 'bitcoin' },
      ['invalid_payment_method', 'Forma de pagamento inválida.'],
    ],
    [
      'an empty payment method',
      { payment_method: '' },
      ['invalid_payment_method', 'Forma de pagamento inválida.'],
    ],
    [
      'a null payment method',
      { payment_method: null },
      ['invalid_payment_method', 'Forma de pagamento inválida.'],
    ],
    [
      'an unknown promo code',
      { promo_code: 'NAOEXISTE' },
      ['promo_not_found', 'Código promocional inválido.'],
    ],
    [
      'an inactive promo code',
      { promo_code: 'INATIVO' },
      ['promo_inactive', 'Este código promocional não está ativo.'],
    ],
    [
      'an expired promo code',
      { promo_code: 'verao2025' },
      ['promo_expired', 'Este código promocional expirou.'],
    ],
    [
      'a used-up promo code',
      { promo_code: 'ESGOTADO' },
      ['promo_used_up', 'Este código promocional atingiu o limite de usos.'],
    ],
  ])('refuses %s, writing nothing', async (_label, overrides, [details, message]) => {
    await expectRejected(orderArgs(overrides), details, message);
  });

  // White space of every kind counts as empty, not only spaces.
  it.each([
    ['a name of tabs and line breaks', { customer_name: '\t\n' }],
    ['an address of line breaks', { customer_address: '\r\n' }],
  ])('refuses %s, writing nothing', async (_label, overrides) => {
    await expectRejected(orderArgs(overrides), ...REQUIRED);
  });

  it('accepts a subtotal of exactly the minimum order', async () => {
    const order = await placeOrder({
      items: [
        { product_id: BRIGADEIRO, quantity: 3 },
        { product_id: WATER, quantity: 1 },
      ],
    });
    expect(order).toMatchObject({ subtotal: 20, total_amount: 25 });
  });

  it('refuses a payment method the shop does not accept, and takes it again once accepted', async () => {
    const update = (methods: string[]) =>
      t.owner.from('company_settings').update({ accepted_payment_methods: methods }).eq('id', 1);
    expect((await update(['pix', 'credit', 'debit'])).error).toBeNull();
    try {
      const notAccepted = [
        'payment_method_not_accepted',
        'Esta forma de pagamento não é aceita pela loja.',
      ] as const;
      await expectRejected(orderArgs({ payment_method: 'cash' }), ...notAccepted);
      await expectRejected(orderArgs({ payment_method: 'money' }), ...notAccepted);
      expect((await placeOrder({ payment_method: 'credit' })).payment_method).toBe('credit');
    } finally {
      expect((await update(['pix', 'cash', 'credit', 'debit'])).error).toBeNull();
    }
    expect((await placeOrder({ payment_method: 'cash' })).payment_method).toBe('cash');
  });

  it("refuses an order above the shop's ceiling (R$ 3.000,00 unless the owner sets another)", async () => {
    const setCeiling = (value: number) =>
      t.owner.from('company_settings').update({ max_order_total: value }).eq('id', 1);
    const shop = await t.owner
      .from('company_settings')
      .select('max_order_total')
      .eq('id', 1)
      .single();
    expect(shop.data).toEqual({ max_order_total: 3000 });
    expect((await setCeiling(0)).error).toMatchObject({ code: '23514' });
    const byAnon = await t.anon
      .from('company_settings')
      .update({ max_order_total: 1e6 })
      .eq('id', 1);
    expect(byAnon.data).toBeNull();
    expect((await setCeiling(104.8)).error).toBeNull();
    try {
      // Two Margheritas and the R$ 5,00 fee are exactly the ceiling; three are above it.
      expect(
        (await placeOrder({ items: [{ product_id: MARGHERITA, quantity: 2 }] })).total_amount,
      ).toBe(104.8);
      await expectRejected(
        orderArgs({ items: [{ product_id: MARGHERITA, quantity: 3 }] }),
        'order_too_large',
        'Pedidos online vão até R$ 104,80. Para um pedido maior, fale com a loja pelo WhatsApp.',
      );
    } finally {
      expect((await setCeiling(3000)).error).toBeNull();
    }
    expect(
      await t.owner.from('company_settings').select('max_order_total').eq('id', 1).single(),
    ).toMatchObject({
      data: { max_order_total: 3000 },
    });
  });
});

describe('place_order: troco (change_for)', () => {
  it('keeps the note a cash customer pays with', async () => {
    // one Margherita (49,90) + the R$ 5,00 fee = R$ 54,90
    const order = await placeOrder({ payment_method: 'cash', change_for: 100 });
    expect(order).toMatchObject({ total_amount: 54.9, change_for: 100 });
    expect((await placeOrder({ payment_method: 'cash', change_for: 54.9 })).change_for).toBe(54.9);
    expect((await placeOrder({ payment_method: 'cash' })).change_for).toBeNull();
  });

  it('refuses troco below the total, with another payment method, or not a real amount', async () => {
    await expectRejected(
      orderArgs({ payment_method: 'cash', change_for: 50 }),
      'invalid_change',
      'O troco deve ser para um valor igual ou maior que o total do pedido (R$ 54,90).',
    );
    await expectRejected(
      orderArgs({ payment_method: 'pix', change_for: 100 }),
      'invalid_change',
      'Troco só vale para pagamento em dinheiro.',
    );
    for (const change_for of ['NaN', 'Infinity', 1e9, -100])
      expect(
        (await t.anon.rpc('place_order', orderArgs({ payment_method: 'cash', change_for }))).error,
      ).toMatchObject({ code: 'P0001', details: 'invalid_change' });
  });
});

describe('place_order: idempotency', () => {
  it('returns the first order when the same key is sent again, even with another body', async () => {
    const key = crypto.randomUUID();
    const before = await snapshot();
    const first = await placeOrder({ idempotency_key: key });
    const again = await placeOrder({
      idempotency_key: key,
      items: [{ product_id: COXINHA, quantity: 5 }],
    });
    expect(again).toEqual(first);
    const after = await snapshot();
    expect(after.orders).toBe(before.orders! + 1);
    const { count } = await t.owner
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('idempotency_key', key);
    expect(count).toBe(1);
  });

  it('creates one order for 5 concurrent calls with one key', async () => {
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.anon.rpc('place_order', orderArgs({ idempotency_key: key })),
      ),
    );
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
    const ids = new Set(results.map((r) => (r.data as unknown as Order).id));
    expect(ids.size).toBe(1);
    const { data, error } = await t.owner.from('orders').select('id').eq('idempotency_key', key);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: [...ids][0] }]);
  });
});

describe('place_order: promo codes', () => {
  // 1 × Coxinha 8.50 + 1 × Brigadeiro 4.50 + 1 × Suco 10.90 = 23.90
  const ITEMS: Item[] = [
    { product_id: COXINHA, quantity: 1 },
    { product_id: BRIGADEIRO, quantity: 1 },
    { product_id: SUCO, quantity: 1 },
  ];

  it('applies BEMVINDO10 as 10 % of the subtotal and counts one use', async () => {
    const uses = await promoUses('BEMVINDO10');
    const order = await placeOrder({ items: ITEMS, promo_code: ' bemvindo10 ' });
    expect(order).toMatchObject({
      subtotal: 23.9,
      delivery_fee: 5,
      discount: 2.39,
      total_amount: 26.51,
      promo_code: 'BEMVINDO10',
    });
    expect(await promoUses('BEMVINDO10')).toBe(uses + 1);
  });

  it('rounds a percentage discount to the cent', async () => {
    const order = await placeOrder({ items: ITEMS, promo_code: 'QUINZE' });
    // 15 % of 23.90 = 3.585
    expect(order).toMatchObject({ subtotal: 23.9, discount: 3.59, total_amount: 25.31 });
  });

  it('applies FRETE5 as a fixed 5.00', async () => {
    const order = await placeOrder({ items: ITEMS, promo_code: 'FRETE5' });
    expect(order).toMatchObject({
      subtotal: 23.9,
      discount: 5,
      total_amount: 23.9,
      promo_code: 'FRETE5',
    });
  });

  it('caps a fixed discount larger than the subtotal at the subtotal', async () => {
    const order = await placeOrder({ items: ITEMS, promo_code: 'MEGA100' });
    expect(order).toMatchObject({
      subtotal: 23.9,
      discount: 23.9,
      delivery_fee: 5,
      total_amount: 5,
    });
  });

  it('lets exactly max_uses of 20 concurrent orders use a code', async () => {
    await createPromo({ code: 'CINCO', discount: 10, type: 'percentage', max_uses: 5 });
    const before = await snapshot();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.anon.rpc(
          'place_order',
          orderArgs({ customer_name: `Cliente ${i}`, promo_code: 'CINCO' }),
        ),
      ),
    );
    const succeeded = results.filter((r) => r.error === null);
    const failed = results.filter((r) => r.error !== null);
    expect(succeeded).toHaveLength(5);
    expect(failed).toHaveLength(15);
    for (const { error } of failed) {
      expect(error).toMatchObject({
        details: 'promo_used_up',
        message: 'Este código promocional atingiu o limite de usos.',
      });
    }
    expect(await promoUses('CINCO')).toBe(5);
    expect((await snapshot()).orders).toBe(before.orders! + 5);
    const { data } = await t.owner.from('orders').select('id, discount').eq('promo_code', 'CINCO');
    expect(data).toHaveLength(5);
    expect(new Set(data!.map((o) => o.id))).toEqual(
      new Set(succeeded.map((r) => (r.data as unknown as Order).id)),
    );
    expect(data!.every((o) => o.discount === 4.99)).toBe(true); // 10 % of 49.90
  });
});

describe('check_promo_code', () => {
  it('answers a valid code with the discount it would give, without using it', async () => {
    const uses = await promoUses('BEMVINDO10');
    const { data, error } = await t.anon.rpc('check_promo_code', {
      code: 'bemvindo10',
      subtotal: 23.9,
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      valid: true,
      code: 'BEMVINDO10',
      type: 'percentage',
      discount: 10,
      discount_amount: 2.39,
    });
    const fixed = await t.anon.rpc('check_promo_code', { code: 'MEGA100', subtotal: 30 });
    expect(fixed.data).toMatchObject({ valid: true, type: 'fixed', discount_amount: 30 });
    expect(await promoUses('BEMVINDO10')).toBe(uses);
  });

  it.each([
    ['NAOEXISTE', 'promo_not_found', 'Código promocional inválido.'],
    ['   ', 'promo_not_found', 'Código promocional inválido.'],
    ['INATIVO', 'promo_inactive', 'Este código promocional não está ativo.'],
    ['VERAO2025', 'promo_expired', 'Este código promocional expirou.'],
    ['ESGOTADO', 'promo_used_up', 'Este código promocional atingiu o limite de usos.'],
  ])('answers %j as invalid (%s)', async (code, reason, message) => {
    const { data, error } = await t.anon.rpc('check_promo_code', { code, subtotal: 50 });
    expect(error).toBeNull();
    expect(data).toEqual({ valid: false, reason, message });
  });
});

describe('get_order_status', () => {
  it('tells anon the order as the customer follows it, and nothing about who or where', async () => {
    const order = await placeOrder();
    const { data, error } = await t.anon.rpc('get_order_status', { order_id: order.id });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        order_number: order.order_number,
        status: 'pending',
        total_amount: order.total_amount,
      }),
    ]);
    for (const text of [
      CUSTOMER.customer_name,
      CUSTOMER.customer_phone,
      CUSTOMER.customer_address,
    ]) {
      expect(JSON.stringify(data)).not.toContain(text);
    }

    await t.owner.rpc('set_order_status', { order_id: order.id, status: 'processing' });
    const later = await t.anon.rpc('get_order_status', { order_id: order.id });
    expect(later.data).toEqual([
      expect.objectContaining({ order_number: order.order_number, status: 'processing' }),
    ]);
  });

  it('answers nothing for an unknown id', async () => {
    const { data, error } = await t.anon.rpc('get_order_status', { order_id: crypto.randomUUID() });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('place_order: malformed bodies', () => {
  // mulberry32: a small seeded generator, so a failure can be replayed.
  function random(seed: number): () => number {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const rnd = random(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const STRINGS = [
    '',
    '   ',
    'x',
    'pix',
    "'; drop table public.orders; --",
    '😀'.repeat(50),
    '11987654321',
    MARGHERITA,
  ];
  const HUGE = 'a'.repeat(200_000);

  function garbage(depth = 0): unknown {
    const kind =
      depth > 4
        ? pick(['null', 'bool', 'number', 'string'])
        : pick(['null', 'bool', 'number', 'string', 'array', 'object']);
    switch (kind) {
      case 'null':
        return null;
      case 'bool':
        return rnd() < 0.5;
      case 'number':
        return pick([0, -1, 1.5, 1e308, -1e-308, 99, 100, 2 ** 53 + 1]);
      case 'string':
        return pick(STRINGS);
      case 'array':
        return Array.from({ length: Math.floor(rnd() * 4) }, () => garbage(depth + 1));
      default:
        return Object.fromEntries(
          Array.from({ length: Math.floor(rnd() * 4) }, () => [
            pick(['product_id', 'quantity', 'price', 'name', 'notes', 'x']),
            garbage(depth + 1),
          ]),
        );
    }
  }

  /** Items that can never form a valid order: no element carries a known product with a valid quantity. */
  function garbageItems(): unknown {
    return pick([
      () => garbage(),
      () => [{ product_id: pick(STRINGS), quantity: garbage() }],
      () => [{ product_id: MARGHERITA, quantity: pick([0, 100, 1.5, '1', null, [], {}]) }],
      () => [{ product_id: crypto.randomUUID(), quantity: 1 }],
      () => [[[[[[[[[[{ product_id: MARGHERITA, quantity: 1 }]]]]]]]]]],
    ])();
  }

  function malformedBody(): unknown {
    if (rnd() < 0.1) return garbage();
    const body: Record<string, unknown> = { items: garbageItems() };
    for (const name of [
      'customer_name',
      'customer_phone',
      'customer_address',
      'payment_method',
      'notes',
      'promo_code',
    ]) {
      const roll = rnd();
      if (roll < 0.05) continue; // left out: PostgREST finds no function with these arguments
      body[name] =
        roll < 0.35
          ? ((orderArgs() as Record<string, unknown>)[name] ?? garbage())
          : roll < 0.45
            ? HUGE
            : roll < 0.48
              ? 'nul \u0000'
              : garbage();
    }
    const roll = rnd();
    if (roll < 0.5) body.idempotency_key = crypto.randomUUID();
    else if (roll < 0.8) body.idempotency_key = garbage();
    return body;
  }

  // Every message place_order raises (the UI shows them as is).
  const MESSAGES =
    /^(Por favor, preencha|O campo .+ é longo demais\.|Telefone inválido|Adicione itens|Os itens do pedido são inválidos|O pedido pode ter|A quantidade de cada item|Forma de pagamento inválida|Esta forma de pagamento|Um dos produtos|O produto ".*" não está disponível|O valor mínimo|Código promocional inválido|Este código promocional)/;

  it('answers 30 malformed bodies with a client error and writes nothing', async () => {
    const before = await snapshot();
    const answers: Array<{ status: number; body: { code?: string; message?: string } }> = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${t.stack.url}/rest/v1/rpc/place_order`, {
        method: 'POST',
        headers: { apikey: t.stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(malformedBody()),
      });
      answers.push({
        status: res.status,
        body: (await res.json()) as { code?: string; message?: string },
      });
    }
    for (const { status, body } of answers) {
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
      expect(body.message).toBeTruthy();
      if (body.code === 'P0001') expect(body.message).toMatch(MESSAGES);
      else expect(body.code).toMatch(/^(PGRST\d+|22\w{3})$/);
    }
    // The loop must reach place_order's own validation, not only PostgREST's argument checks.
    expect(answers.filter((a) => a.body.code === 'P0001').length).toBeGreaterThan(10);
    expect(await snapshot()).toEqual(before);
  });
});

describe('dashboard aggregates', () => {
  type Stats = {
    total: number;
    pending: number;
    processing: number;
    out_for_delivery: number;
    ready_for_pickup: number;
    delivered: number;
    cancelled: number;
    delivered_today: number;
  };
  async function stats(): Promise<Stats> {
    const { data, error } = await t.owner.rpc('get_order_stats');
    expect(error).toBeNull();
    return data as Stats;
  }

  it('counts orders by status, and a status change moves the counts', async () => {
    const { data: all } = await t.owner.from('orders').select('status');
    const counted = (status: string) => all!.filter((o) => o.status === status).length;
    const start = await stats();
    expect(start).toMatchObject({
      total: all!.length,
      pending: counted('pending'),
      processing: counted('processing'),
      out_for_delivery: counted('out_for_delivery'),
      ready_for_pickup: counted('ready_for_pickup'),
      delivered: counted('delivered'),
      cancelled: counted('cancelled'),
    });

    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    expect(await stats()).toMatchObject({ total: start.total + 3, pending: start.pending + 3 });

    await t.owner.rpc('set_order_status', { order_id: placed[0]!.id, status: 'delivered' });
    await t.owner.rpc('set_order_status', {
      order_id: placed[1]!.id,
      status: 'cancelled',
      reason: 'Cliente desistiu',
    });
    expect(await stats()).toEqual({
      total: start.total + 3,
      pending: start.pending + 1,
      processing: start.processing,
      out_for_delivery: start.out_for_delivery,
      ready_for_pickup: start.ready_for_pickup,
      delivered: start.delivered + 1,
      cancelled: start.cancelled + 1,
      delivered_today: start.delivered_today + 1,
    });
  });

  it('ranks this week’s products by quantity sold, leaving out cancelled orders', async () => {
    await placeOrder({
      items: [
        { product_id: BRIGADEIRO, quantity: 99 },
        { product_id: COXINHA, quantity: 1 },
      ],
    });
    const cancelled = await placeOrder({ items: [{ product_id: COXINHA, quantity: 99 }] });
    await t.owner.rpc('set_order_status', {
      order_id: cancelled.id,
      status: 'cancelled',
      reason: 'Produto esgotado',
    });

    // What the admin's own orders say, summed by hand.
    const { data: orders } = await t.owner
      .from('orders')
      .select('items, status')
      .neq('status', 'cancelled');
    const expected = new Map<string, number>();
    for (const o of orders!)
      for (const line of o.items as OrderLine[])
        expected.set(line.product_id, (expected.get(line.product_id) ?? 0) + line.quantity);

    const { data, error } = await t.owner.rpc('get_top_products', { max_rows: 100 });
    expect(error).toBeNull();
    const top = data as Array<{
      product_id: string;
      name: string;
      quantity: number;
      revenue: number;
    }>;
    expect(top[0]).toMatchObject({
      product_id: BRIGADEIRO,
      name: 'Brigadeiro Gourmet',
      quantity: expected.get(BRIGADEIRO),
    });
    expect(top[0]!.quantity).toBeGreaterThanOrEqual(99);
    expect(new Map(top.map((p) => [p.product_id, p.quantity]))).toEqual(expected);
    expect(top.map((p) => p.quantity)).toEqual(
      [...top.map((p) => p.quantity)].sort((a, b) => b - a),
    );

    const limited = await t.owner.rpc('get_top_products');
    expect(limited.data).toHaveLength(Math.min(5, expected.size));
  });

  it('refuses both aggregates to anon', async () => {
    for (const [fn, args] of [
      ['get_order_stats', {}],
      ['get_top_products', {}],
    ] as const) {
      const { data, error } = await t.anon.rpc(fn, args);
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });
});

// Last in the file: if it ever fails, it may take the stack down with it.
describe('place_order: a deeply nested body', () => {
  // Items nested thousands deep would only meet PostgreSQL's max_stack_depth (a 500). The gateway
  // refuses bodies nested more than 32 levels, which no real request needs, before they reach the
  // database.
  it('answers with a client error and keeps serving', async () => {
    const depth = 7000;
    const body = JSON.stringify(orderArgs({ items: null })).replace(
      '"items":null',
      `"items":${'['.repeat(depth)}${']'.repeat(depth)}`,
    );
    const headers = { apikey: t.stack.anonKey, 'content-type': 'application/json' };
    const res = await fetch(`${t.stack.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(5000),
    });
    expect(await res.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Request body nested too deeply',
    });
    expect(res.status).toBe(400);
    const after = await fetch(`${t.stack.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers,
      body: JSON.stringify(orderArgs()),
      signal: AbortSignal.timeout(5000),
    });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Order).status).toBe('pending');
  });
});
