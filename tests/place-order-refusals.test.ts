// place_order's refusals: each bad order is refused with its pt-BR message and code, and leaves
// the orders and the promo codes' uses untouched.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import {
  MARGHERITA,
  PORTUGUESA,
  WATER,
  BRIGADEIRO,
  usePromoCodes,
  placeOrderKit,
} from './support/place-order.ts';

const t = useStack();
usePromoCodes(t);
const { orderArgs, placeOrder, expectRejected } = placeOrderKit(t);

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
