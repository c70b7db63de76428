// The scheduling test files' shared ground (tests/scheduling*.test.ts): the scheduling settings
// every test starts from, and helpers bound to a file's stack that set the settings, hours and
// blocked dates each test leaves reset.
import { afterEach, beforeAll } from 'vitest';
import type { TablesUpdate } from '../../src/lib/database.types.ts';
import type { StackFile } from './fixture.ts';
import { demoItems } from './stack.ts';

export const DEFAULTS = {
  timezone: 'America/Sao_Paulo',
  paused_until: null,
  scheduling_enabled: true,
  scheduling_days_ahead: 2,
  scheduling_slot_minutes: 30,
  scheduling_lead_minutes: 60,
  scheduling_slot_capacity: null,
  scheduling_when_closed: false,
};

/** Registers the file's hooks and gives its helpers, bound to the file's stack `t`. */
export function useScheduling(t: StackFile) {
  let items: Array<{ product_id: string; quantity: number }>;

  async function settings(values: TablesUpdate<'company_settings'>): Promise<void> {
    const { error } = await t.service.from('company_settings').update(values).eq('id', 1);
    if (error) throw error;
  }

  async function hours(rows: Array<[number, string, string]>): Promise<void> {
    const { error } = await t.service
      .from('opening_hours')
      .insert(rows.map(([weekday, opens_at, closes_at]) => ({ weekday, opens_at, closes_at })));
    if (error) throw error;
  }

  async function block(date: string, reason = 'Feriado'): Promise<void> {
    const { error } = await t.service.from('blocked_dates').insert({ date, reason });
    if (error) throw error;
  }

  beforeAll(async () => {
    items = await demoItems(t.anon);
    await settings(DEFAULTS);
  });

  afterEach(async () => {
    await t.service.from('opening_hours').delete().not('id', 'is', null);
    await t.service.from('blocked_dates').delete().not('date', 'is', null);
    await settings(DEFAULTS);
  });

  return { settings, hours, block, items: () => items };
}
