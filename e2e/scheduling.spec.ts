// Scheduled orders (docs/ordering-rules.md, "Pedidos agendados"), on a phone: a customer schedules
// an order for tomorrow; the owner's panel rings once as it arrives, lists it under "Agendados"
// with "Amanhã" and keeps it out of the alarm until its release time (the slot minus the
// preparation time) — reached here by moving the panel's clock — when the alarm rings for it.
import type { Page } from '@playwright/test';
import { acceptPendingOrders, rest } from './support/admin-rest.ts';
import { recordSounds, rings } from './support/panel.ts';
import { keepShopSettings } from './support/shop-settings.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { test, expect } from './support/test.ts';
import { stubWhatsApp } from './support/whatsapp.ts';

test.use({ viewport: { width: 390, height: 844 } });
keepShopSettings();

const SCHEDULING = {
  scheduling_enabled: true,
  scheduling_days_ahead: 2,
  scheduling_slot_minutes: 30,
  scheduling_lead_minutes: 60,
  scheduling_slot_capacity: null,
  scheduling_when_closed: false,
  estimated_time: '30-45',
  paused_until: null,
};

async function patchSettings(patch: Record<string, unknown>) {
  const res = await rest('company_settings?id=eq.1', { method: 'PATCH', body: patch });
  expect(res.ok, await res.text()).toBe(true);
}

async function customerSchedules(page: Page, customer: string): Promise<string> {
  await page.goto('/client');
  await page.getByRole('button', { name: 'Adicionar Pizza Margherita ao carrinho' }).click();
  await page.goto('/client/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
  await page.getByLabel('Nome Completo').fill(customer);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('123');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
  await page.locator('label').filter({ hasText: 'Agendar' }).click();
  await page
    .locator('label')
    .filter({ hasText: /^Amanhã$/ })
    .click();
  // Late in the evening "Amanhã" is already the first day shown and chosen, with no time picked:
  // take its first time either way.
  await page
    .locator('label')
    .filter({ hasText: /^\d\d:\d\d–\d\d:\d\d$/ })
    .first()
    .click();
  const chosen = page.getByRole('radio', { checked: true, name: /^\d\d:\d\d–\d\d:\d\d$/ });
  await expect(chosen).toHaveCount(1);
  const range = (await chosen.evaluate((el) => el.parentElement?.textContent ?? '')).trim();
  await page.screenshot({ path: test.info().outputPath('checkout-agendar.png'), fullPage: true });

  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const whatsApp = await popup;
  await whatsApp.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(whatsApp.url()).searchParams.get('text') ?? '';
  await whatsApp.close();
  expect(text).toMatch(new RegExp(`\\*Agendado para \\S+ \\d\\d/\\d\\d, ${range}\\*`));
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  // the tracking page says when, instead of the usual estimate
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(
    page.getByText(new RegExp(`^Agendado para \\S+ \\d\\d/\\d\\d, ${range}$`)),
  ).toBeVisible();
  await expect(page.getByText('Previsão de entrega')).toHaveCount(0);
  return range;
}

test('a customer schedules for tomorrow; the owner sees it under Agendados and is alerted at release time', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  await patchSettings(SCHEDULING);
  // The alarm must be quiet before this order: orders earlier journeys left waiting are accepted.
  await acceptPendingOrders();
  await stubWhatsApp(context);
  await context.addInitScript(() => localStorage.setItem('notifyCustomerOnStatus', 'false'));
  await recordSounds(context);
  await page.clock.install();
  await signInAsAdmin(page, { open: '/orders?vista=agendados' });
  const agendados = page.getByRole('tabpanel', { name: 'Agendados' });
  await expect(agendados).toBeVisible();
  const banner = page.getByRole('alert', { name: 'Pedidos aguardando aceite' });

  const customer = `Cliente Agendado ${Date.now().toString(36)}`;
  const shop = await context.newPage();
  const range = await customerSchedules(shop, customer);
  await shop.close();

  // The panel: it rang once for the new order, lists it under "Amanhã", and the alarm waits.
  const card = agendados.getByRole('button', { name: new RegExp(customer) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText(range);
  await expect(
    agendados
      .getByRole('region', { name: 'Amanhã' })
      .getByRole('button', { name: new RegExp(customer) }),
  ).toBeVisible();
  await expect.poll(() => rings(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await expect(banner).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('agendados.png'), fullPage: true });

  // Its release time: the slot's start minus the preparation time (45 min of '30-45').
  const [order] = (await (
    await rest(`orders?select=scheduled_for&customer_name=eq.${encodeURIComponent(customer)}`)
  ).json()) as Array<{ scheduled_for: string }>;
  const release = Date.parse(order!.scheduled_for) - 45 * 60_000;
  const before = await rings(page);
  await page.clock.fastForward(release - (await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.fastForward(6_000);
  await expect(banner).toContainText('1 pedido aguardando aceite', { timeout: 30_000 });
  await expect(banner).toContainText(customer);
  await expect.poll(() => rings(page), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(card).toContainText('Na fila agora');
  await page.screenshot({ path: test.info().outputPath('liberado.png'), fullPage: true });

  // Accepted, it leaves the alarm (and stays listed until delivered).
  await banner.getByRole('button', { name: /Aceitar/ }).click();
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
});

test('the owner sets scheduling up and blocks a date with its reason, on the hours screen', async ({
  page,
}) => {
  await patchSettings({ ...SCHEDULING, scheduling_enabled: false });
  await signInAsAdmin(page, { open: '/hours' });
  await page.getByRole('switch', { name: 'Aceitar pedidos agendados' }).click();
  await page.getByLabel('Pedidos por horário').fill('4');
  await page
    .locator('label')
    .filter({ hasText: /^15 min$/ })
    .click();
  await page.getByRole('button', { name: 'Salvar agendamento' }).click();
  await expect(page.getByText('Agendamento salvo')).toBeVisible();
  const [row] = (await (
    await rest(
      'company_settings?id=eq.1&select=scheduling_enabled,scheduling_slot_capacity,scheduling_slot_minutes',
    )
  ).json()) as Array<Record<string, unknown>>;
  expect(row).toEqual({
    scheduling_enabled: true,
    scheduling_slot_capacity: 4,
    scheduling_slot_minutes: 15,
  });

  await page.getByLabel('Data', { exact: true }).fill('2030-12-25');
  await page.getByLabel('Motivo').fill('Natal');
  await page.getByRole('button', { name: 'Bloquear data' }).click();
  await expect(page.getByText('25/12/2030')).toBeVisible();
  await expect(page.getByText('· Natal')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('hours-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('hours-1366.png'), fullPage: true });
  await page.getByRole('button', { name: 'Liberar 25/12/2030' }).click();
  await expect(page.getByText('Nenhuma data bloqueada.')).toBeVisible();
});
