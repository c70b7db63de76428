// The panel saves the week's opening hours and the order of the delivery zones in one call each;
// who may, and what a refused call leaves.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { useShopOperations } from './support/shop-operations.ts';
import { adminClient } from './support/stack.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
const { statusAt, hours } = useShopOperations(t);

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
