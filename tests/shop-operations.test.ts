// Running the shop, decided by the server: opening hours (with shifts past midnight, in the shop's
// time zone) and pause (pickup, delivery and zones: shop-delivery.test.ts) — checked with explicit times through
// get_shop_status(at), and through place_order from the outside with only the anon key.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { SP, useShopOperations, type ShopStatus } from './support/shop-operations.ts';
import { adminClient } from './support/stack.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
const { statusAt, hours, place, refused } = useShopOperations(t);

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
    expect((now as ShopStatus[])[0]!.is_open).toBe(true);
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
