// What the settings screens write is what the storefront and place_order read: each
// test builds its row with the screen's own payload builder, saves it as the signed-in admin, and
// checks the customer's side (anonymous reads, check_promo_code, place_order). The RLS matrix
// (rls-matrix.test.ts) covers who may write; this file covers what the writes mean.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import {
  companySettingsSchema,
  toCompanySettingsPatch,
} from '../src/features/settings/company/company-settings-schema.ts';
import {
  deliverySchema,
  toDeliveryPatch,
} from '../src/features/settings/delivery/delivery-schema.ts';
import { toggleAcceptedMethod } from '../src/features/settings/payment/accepted-methods.ts';
import {
  EMPTY_PROMO,
  promoSchema,
  toPromoRow,
} from '../src/features/settings/promotions/promo-schema.ts';
import type { TablesUpdate } from '../src/lib/database.types.ts';

const t = useStack();
let original: Record<string, unknown>;

beforeAll(async () => {
  const { data, error } = await t.owner.from('company_settings').select('*').eq('id', 1).single();
  if (error) throw error;
  original = data as Record<string, unknown>;
});

async function save(patch: TablesUpdate<'company_settings'>) {
  const { error } = await t.owner.from('company_settings').update(patch).eq('id', 1);
  expect(error).toBeNull();
}

async function restore() {
  const rest = { ...original };
  delete rest.id;
  delete rest.updated_at;
  await save(rest);
}

async function placeOrder(overrides: Record<string, unknown> = {}) {
  return t.anon.rpc('place_order', {
    customer_name: 'Cliente Configurações',
    customer_phone: '(11) 98888-7777',
    customer_address: 'Rua das Flores, 10 - São Paulo',
    items: await demoItems(t.anon),
    payment_method: 'pix',
    ...overrides,
  });
}

type PlacedOrder = {
  subtotal: number;
  delivery_fee: number;
  discount: number;
  total_amount: number;
  promo_code: string | null;
};

describe('company settings → storefront and checkout', () => {
  it('the WhatsApp and minimum order saved on /settings are the ones the customer reads and pays', async () => {
    // The fee is saved on /delivery (its own test below): one place per fact.
    const values = companySettingsSchema.parse({
      whatsappNumber: '+55 (11) 97777-6666',
      minimumOrder: '30',
      pickupMinimumOrder: '',
      maxOrderTotal: '3.000,00',
    });
    await save(toCompanySettingsPatch(values));

    const { data: shop } = await t.anon
      .from('company_settings')
      .select('whatsapp_number, minimum_order, delivery_fee')
      .single();
    expect(shop).toMatchObject({ whatsapp_number: '5511977776666', minimum_order: 30 });
    const fee = Number((shop as { delivery_fee: number }).delivery_fee);

    const { data, error } = await placeOrder();
    expect(error).toBeNull();
    const order = data as PlacedOrder;
    expect(Number(order.delivery_fee)).toBe(fee);
    expect(Number(order.total_amount)).toBeCloseTo(Number(order.subtotal) + fee, 2);

    // A minimum above the cart: the same order is refused.
    await save(toCompanySettingsPatch({ ...values, minimumOrder: '100000' }));
    const refused = await placeOrder();
    expect(refused.error?.message).toMatch(/^O valor mínimo para pedidos é R\$ /);
    // A ceiling below the order: refused too, and the customer is sent to the shop.
    await save(toCompanySettingsPatch({ ...values, maxOrderTotal: '10' }));
    expect((await placeOrder()).error?.message).toBe(
      'Pedidos online vão até R$ 10,00. Para um pedido maior, fale com a loja pelo WhatsApp.',
    );
    await restore();
  });

  it('a method switched off on /payment is refused by place_order, and accepted again when on', async () => {
    const off = toggleAcceptedMethod(['pix', 'cash', 'credit', 'debit'], 'debit', false, 'cash');
    expect(off.ok).toBe(true);
    if (!off.ok) return;
    await save({ accepted_payment_methods: off.methods });

    const { data: shop } = await t.anon
      .from('company_settings')
      .select('accepted_payment_methods')
      .single();
    expect(shop?.accepted_payment_methods).toEqual(['pix', 'cash', 'credit']);

    const refused = await placeOrder({ payment_method: 'debit' });
    expect(refused.error?.message).toBe('Esta forma de pagamento não é aceita pela loja.');
    expect((await placeOrder({ payment_method: 'credit' })).error).toBeNull();

    await save({ accepted_payment_methods: ['pix', 'cash', 'credit', 'debit'] });
    expect((await placeOrder({ payment_method: 'debit' })).error).toBeNull();
    await restore();
  });

  it('the delivery screen sets the fee place_order charges, and the coordinates', async () => {
    const values = deliverySchema.parse({ radius: '3.5', fee: '9.90', estimatedTime: '40-50' });
    await save(toDeliveryPatch(values, { lat: -23.56, lng: -46.65 }));

    const { data: shop } = await t.anon
      .from('company_settings')
      .select('delivery_fee, delivery_radius_km, estimated_time, latitude, longitude')
      .single();
    expect(shop).toEqual({
      delivery_fee: 9.9,
      delivery_radius_km: 3.5,
      estimated_time: '40-50',
      latitude: -23.56,
      longitude: -46.65,
    });
    const { data, error } = await placeOrder();
    expect(error).toBeNull();
    expect(Number((data as PlacedOrder).delivery_fee)).toBe(9.9);
    await restore();
  });

  it('the theme chosen on /settings/theme is the one the storefront reads', async () => {
    await save({ theme: 'green' });
    const { data } = await t.anon.from('company_settings').select('theme').single();
    expect(data?.theme).toBe('green');
    await restore();
  });
});

describe('promo codes → checkout', () => {
  it('a code created on /promotions is found by check_promo_code and discounted by place_order', async () => {
    const row = toPromoRow(
      promoSchema.parse({ ...EMPTY_PROMO, code: '  config10 ', discount: '10', maxUses: '' }),
    );
    expect(row.code).toBe('CONFIG10');
    const { error } = await t.owner.from('promo_codes').insert(row);
    expect(error).toBeNull();

    const { data: check } = await t.anon.rpc('check_promo_code', {
      code: 'CONFIG10',
      subtotal: 80,
    });
    expect(check).toMatchObject({ valid: true, code: 'CONFIG10', discount_amount: 8 });

    const { data, error: orderError } = await placeOrder({ promo_code: 'CONFIG10' });
    expect(orderError).toBeNull();
    const order = data as PlacedOrder;
    expect(order.promo_code).toBe('CONFIG10');
    expect(Number(order.discount)).toBeCloseTo(Number(order.subtotal) * 0.1, 2);

    const { data: stored } = await t.owner
      .from('promo_codes')
      .select('current_uses, max_uses')
      .eq('code', 'CONFIG10')
      .single();
    expect(stored).toEqual({ current_uses: 1, max_uses: 0 });
  });

  it('a duplicate code is refused with the unique-violation code the dialog turns into a message', async () => {
    const row = toPromoRow(
      promoSchema.parse({ ...EMPTY_PROMO, code: 'dup5', discount: '5', type: 'fixed' }),
    );
    expect((await t.owner.from('promo_codes').insert(row)).error).toBeNull();
    const again = await t.owner.from('promo_codes').insert({ ...row, discount: 7 });
    expect(again.error?.code).toBe('23505');
  });

  it('a code switched off in the dialog is no longer accepted at checkout', async () => {
    const row = toPromoRow(
      promoSchema.parse({ ...EMPTY_PROMO, code: 'OFF20', discount: '20', active: false }),
    );
    expect((await t.owner.from('promo_codes').insert(row)).error).toBeNull();
    const { data } = await t.anon.rpc('check_promo_code', { code: 'OFF20', subtotal: 80 });
    expect(data).toMatchObject({
      valid: false,
      message: 'Este código promocional não está ativo.',
    });
    const refused = await placeOrder({ promo_code: 'OFF20' });
    expect(refused.error?.message).toBe('Este código promocional não está ativo.');
  });
});
