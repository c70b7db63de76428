// The shop-operations test files' shared ground (tests/shop-*.test.ts): the settings, hours and
// zones each test leaves reset, and helpers bound to a file's stack that read the shop's status
// and place orders through place_order with only the anon key.
import { afterEach, beforeAll, expect } from 'vitest';
import type { StackFile } from './fixture.ts';
import { demoItems } from './stack.ts';

export type ShopStatus = {
  is_open: boolean;
  reason: string;
  paused_until: string | null;
  next_open_at: string | null;
  closes_at: string | null;
};

// 2026-11-23 is a Monday; São Paulo is UTC−3 (no daylight saving), Manaus UTC−4.
export const SP = (day: number, time: string) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${time}:00-03:00`).toISOString();

/** Registers the file's hooks and gives its helpers, bound to the file's stack `t`. */
export function useShopOperations(t: StackFile) {
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

  async function statusAt(at: string): Promise<ShopStatus> {
    const { data, error } = await t.anon.rpc('get_shop_status', { at });
    if (error) throw error;
    const row = (data as ShopStatus[])[0]!;
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

  return { statusAt, hours, place, orderCount, refused };
}
