// The shop's Pix key from the Pix card to the customer's phone: what the card saves (its own
// payload builder, as the signed-in admin) anon reads back, and builds the order's BR Code from;
// anon learns nothing private on the way, and no one but staff can change where payments go.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';
import { pixSchema, toPixSettings } from '../src/features/settings/payment/pix-schema.ts';
import { orderPixCode } from '../src/domain/orders/pix.ts';
import { hasValidPixCrc, parsePixPayload } from '../src/domain/pix.ts';
import type { TablesUpdate } from '../src/lib/database.types.ts';

const t = useStack();

const PIX_COLUMNS = 'pix_key, pix_key_type, pix_merchant_name, pix_merchant_city';

beforeAll(async () => {
  // What the card sends for an owner who typed a formatted CNPJ.
  const pix = toPixSettings(
    pixSchema.parse({
      keyType: 'cnpj',
      key: '11.222.333/0001-81',
      merchantName: 'Delivery Rápido',
      merchantCity: 'São Paulo',
    }),
  );
  const { error } = await t.owner
    .from('company_settings')
    .update({
      pix_key_type: pix.keyType,
      pix_key: pix.key,
      pix_merchant_name: pix.merchantName,
      pix_merchant_city: pix.merchantCity,
    })
    .eq('id', 1);
  if (error) throw error;
});

describe('the Pix key on the storefront', () => {
  it('anon reads the Pix columns as the card saved them', async () => {
    const { data, error } = await t.anon.from('company_settings').select(PIX_COLUMNS).single();
    expect(error).toBeNull();
    expect(data).toEqual({
      pix_key: '11222333000181',
      pix_key_type: 'cnpj',
      pix_merchant_name: 'Delivery Rápido',
      pix_merchant_city: 'São Paulo',
    });
  });

  it("builds a Pix order's code from what anon can read: its total and its number", async () => {
    const placed = await t.anon.rpc('place_order', {
      customer_name: 'Maria Pix',
      customer_phone: '11987654321',
      customer_address: 'Rua das Flores, 10',
      items: await demoItems(t.anon),
      payment_method: 'pix',
    });
    expect(placed.error).toBeNull();
    const { id } = placed.data as { id: string };
    const [tracked] = (await t.anon.rpc('get_order_status', { order_id: id })).data as Array<{
      order_number: string;
      total_amount: number;
      payment_method: string;
    }>;
    const { data: settings } = await t.anon.from('company_settings').select(PIX_COLUMNS).single();
    const code = orderPixCode(
      {
        key: settings!.pix_key as string,
        merchantName: settings!.pix_merchant_name as string,
        merchantCity: settings!.pix_merchant_city as string,
      },
      { orderNumber: String(tracked!.order_number), total: Number(tracked!.total_amount) },
    )!;
    const fields = parsePixPayload(code);
    expect(tracked!.payment_method).toBe('pix');
    expect(fields['54']).toBe(Number(tracked!.total_amount).toFixed(2));
    expect(fields['62.05']).toBe(String(tracked!.order_number));
    expect(fields['26.01']).toBe('11222333000181');
    expect(hasValidPixCrc(code)).toBe(true);
  });

  it("gives anon nothing private on the way: no customer's data, no orders, no codes", async () => {
    const { data: order } = await t.anon.rpc('place_order', {
      customer_name: 'João Privado',
      customer_phone: '11987654322',
      customer_address: 'Rua Secreta, 99',
      items: await demoItems(t.anon),
      payment_method: 'pix',
    });
    const id = (order as { id: string }).id;
    const [tracked] = (await t.anon.rpc('get_order_status', { order_id: id })).data as Array<
      Record<string, unknown>
    >;
    const text = JSON.stringify(tracked);
    for (const secret of ['João Privado', '11987654322', 'Rua Secreta']) {
      expect(text).not.toContain(secret);
    }
    for (const table of ['orders', 'order_events', 'promo_codes'] as const) {
      const { data, error } = await t.anon.from(table).select('*').limit(1);
      expect(error?.code ?? (data as unknown[]).length, table).toSatisfy(
        (v: unknown) => v === '42501' || v === 0,
      );
    }
  });

  it('only staff change the key: anon and a signed-in customer cannot redirect payments', async () => {
    const attacker = { pix_key_type: 'email', pix_key: 'golpe@example.com' };
    const outsider = await nonStaffClient(t.stack);
    for (const client of [t.anon, outsider]) {
      await client.from('company_settings').update(attacker).eq('id', 1);
    }
    const { data } = await t.anon.from('company_settings').select('pix_key').single();
    expect(data!.pix_key).toBe('11222333000181');
  });
});

describe('what a BR Code can carry, checked by the server', () => {
  const save = (columns: TablesUpdate<'company_settings'>) =>
    t.owner.from('company_settings').update(columns).eq('id', 1).select('id');

  it('refuses an e-mail key outside ASCII: the code counts its length in bytes', async () => {
    const { error } = await save({ pix_key_type: 'email', pix_key: 'joão@padaria.com.br' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('company_settings_pix_key_valid');
    const long = `${'a'.repeat(66)}@exemplo.com`;
    expect((await save({ pix_key_type: 'email', pix_key: long })).error?.code).toBe('23514');
  });

  it('refuses a name or city with nothing a code can carry, and takes accents', async () => {
    for (const [column, value] of [
      ['pix_merchant_name', '🍕🍕🍕'],
      ['pix_merchant_name', 'Pizzaria 🍕'],
      ['pix_merchant_name', '東京ラーメン'],
      ['pix_merchant_city', '   '],
      ['pix_merchant_city', 'São Paulo ★'],
    ] as const) {
      const { error } = await save({ [column]: value });
      expect(error?.code, value).toBe('23514');
      expect(error?.message, value).toContain(`company_settings_${column}_check`);
    }
    const { error } = await save({
      pix_merchant_name: 'Açaí & Cia. Ltda',
      pix_merchant_city: 'São João d’Aliança'.slice(0, 15),
    });
    expect(error?.code).toBe('23514');
    expect(
      (await save({ pix_merchant_name: 'Açaí & Cia. Ltda', pix_merchant_city: 'Florianópolis' }))
        .error,
    ).toBeNull();
  });
});
