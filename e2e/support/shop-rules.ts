// The shop's rules set behind the screens for the journeys of running the shop: opening hours,
// pause, pickup and delivery zones. The stack is shared by the worker's spec files: a spec that
// calls restoreShopRulesAfterEach() puts the shop back as the seed has it after every test.
import { expect, test } from './test.ts';
import { rest } from './admin-rest.ts';

export async function ok(res: Response, what: string) {
  expect(res.ok, `${what}: ${res.status} ${await res.clone().text()}`).toBe(true);
  return res;
}

export async function patchSettings(patch: Record<string, unknown>) {
  await ok(await rest('company_settings?id=eq.1', { method: 'PATCH', body: patch }), 'settings');
}

export async function setHours(
  rows: Array<{ weekday: number; opens_at: string; closes_at: string }>,
) {
  await ok(
    await rest('rpc/set_opening_hours', { method: 'POST', body: { intervals: rows } }),
    'hours',
  );
}

export async function addZones(rows: Array<Record<string, unknown>>) {
  await ok(await rest('delivery_zones', { method: 'POST', body: rows }), 'zones');
  const res = await ok(await rest('delivery_zones?select=id,name'), 'zones');
  return (await res.json()) as Array<{ id: string; name: string }>;
}

export function restoreShopRulesAfterEach() {
  test.afterEach(async () => {
    await setHours([]);
    await ok(await rest('delivery_zones?id=not.is.null', { method: 'DELETE' }), 'zones');
    await patchSettings({
      paused_until: null,
      accepts_delivery: true,
      accepts_pickup: false,
      pickup_estimated_time: null,
      company_address: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200',
    });
  });
}

/** São Paulo's weekday now (the shop's time zone). */
export function weekdayInShop(): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    weekday: 'short',
  }).format(new Date());
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}
