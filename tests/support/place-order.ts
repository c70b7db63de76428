// The place_order test files' shared ground: the seeded products they order, the order as
// place_order answers it, and helpers bound to a file's stack (tests/place-order*.test.ts).
import { beforeAll, expect } from 'vitest';
import type { TablesInsert } from '../../src/lib/database.types.ts';
import type { StackFile } from './fixture.ts';
import type { PlaceOrderArgs } from './orders.ts';

export const productId = (nn: number) => `5e1d0001-0000-4000-8000-${String(nn).padStart(12, '0')}`;
export const MARGHERITA = productId(1); // 49.90
export const PORTUGUESA = productId(3); // 56.90, unavailable
export const COXINHA = productId(6); // 8.50
export const WATER = productId(8); // 6.50
export const SUCO = productId(9); // 10.90
export const BRIGADEIRO = productId(11); // 4.50

export const CUSTOMER = {
  customer_name: 'Maria Silva',
  customer_phone: '(11) 98765-4321',
  customer_address: 'Rua das Flores, 10 - Pinheiros',
};

export type Item = { product_id: string; quantity: number; notes?: string };
export type OrderLine = {
  product_id: string;
  name: string;
  price: number;
  quantity: number;
  notes?: string;
};
export type Order = {
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

/** The helpers, bound to the file's stack `t`. */
export function placeOrderKit(t: StackFile) {
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

  return { orderArgs, placeOrder, snapshot, expectRejected, promoUses, createPromo };
}

/** Promo codes the refusals need: an inactive one, a used-up one, 15 % and a fixed 100. */
export function usePromoCodes(t: StackFile): void {
  const { createPromo } = placeOrderKit(t);
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
}
