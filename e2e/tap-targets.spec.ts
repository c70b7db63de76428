import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { stubWhatsApp } from './support/whatsapp.ts';
import { rest } from './support/admin-rest.ts';
import { placeOrder } from './support/panel.ts';
import { signInAsAdmin } from './support/sign-in.ts';

// Every control a thumb can reach on a 390 px phone is at least 44 × 44 CSS px (WCAG 2.5.5; Apple's
// and Google's guidance): the storefront's pages and the admin panel's phone layout. The clickable
// box is measured: an input's label counts (tapping it works the control), and a link inside a
// sentence is exempt, as WCAG allows.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN = 44;

interface Offender {
  control: string;
  width: number;
  height: number;
}

/** The visible controls smaller than 44 × 44, described so a failure names them. */
function smallTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=switch]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=menuitemradio]',
      '[role=option]',
      '[role=combobox]',
      '[role=slider]',
    ].join(',');
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      if (el.closest('[aria-hidden=true], [inert]')) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    /** A link inside running text (other text around it in the same block) is exempt. */
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      if (!parent) return false;
      const around = (parent.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return around.length > 0;
    };
    const toggles = ['checkbox', 'radio'];
    /**
     * The clickable box: the control's, grown by a label that works it when the control is a
     * toggle (a checkbox, radio or switch). A text field's label above it does not count: the field
     * itself is what the thumb aims at.
     */
    const hitBox = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      const isToggle =
        (el instanceof HTMLInputElement && toggles.includes(el.type)) ||
        ['switch', 'checkbox', 'radio'].includes(el.getAttribute('role') ?? '');
      const labels =
        isToggle && (el instanceof HTMLInputElement || el instanceof HTMLButtonElement)
          ? Array.from(el.labels ?? [])
          : [];
      const wrapping = isToggle ? el.closest('label') : null;
      if (wrapping) labels.push(wrapping);
      for (const label of labels) {
        const r = label.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        left = Math.min(left, r.left);
        top = Math.min(top, r.top);
        right = Math.max(right, r.right);
        bottom = Math.max(bottom, r.bottom);
      }
      return { width: right - left, height: bottom - top };
    };
    /**
     * A stretched hit area drawn by a positioned ::after or ::before (a product card's title
     * button covers the card): its box, when a tap in its middle lands on the control.
     */
    const pseudoBox = (el: Element) => {
      for (const which of ['::after', '::before']) {
        const style = getComputedStyle(el, which);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        let block = el as Element | null;
        while (block && getComputedStyle(block).position === 'static') block = block.parentElement;
        if (!block) continue;
        const cb = block.getBoundingClientRect();
        const px = (v: string) => (v.endsWith('px') ? Number.parseFloat(v) : Number.NaN);
        const [top, right, bottom, left] = [style.top, style.right, style.bottom, style.left].map(
          px,
        );
        if ([top, right, bottom, left].some((v) => Number.isNaN(v))) continue;
        const box = {
          x: cb.left + left!,
          y: cb.top + top!,
          width: cb.width - left! - right!,
          height: cb.height - top! - bottom!,
        };
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (hit && (hit === el || el.contains(hit))) return box;
      }
      return null;
    };
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? el.name) : null) ??
        el.textContent?.trim().slice(0, 40) ??
        '';
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      return `${role} "${name}"${el.id ? ` #${el.id}` : ''}`;
    };
    const seen = new Set<Element>();
    const offenders: { control: string; width: number; height: number }[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (seen.has(el) || !visible(el) || inSentence(el)) continue;
      // A visually hidden input (sr-only) is worked through its label or another control.
      const own = el.getBoundingClientRect();
      const isToggleInput = el instanceof HTMLInputElement && toggles.includes(el.type);
      if (own.width <= 1 && own.height <= 1 && !isToggleInput) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      // A control inside another counts once, as the outer one (a button wrapping an input).
      const outer = el.parentElement?.closest(selector);
      if (outer && visible(outer)) continue;
      seen.add(el);
      let box = hitBox(el);
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        el.scrollIntoView({ block: 'center' });
        // Under a modal's overlay (a toast behind the open cart) it cannot be tapped at all.
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const label = el.closest('label') ?? (el as HTMLInputElement).labels?.[0];
        if (top && !el.contains(top) && !top.contains(el) && !label?.contains(top)) continue;
        box = pseudoBox(el) ?? box;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        offenders.push({
          control: describe(el),
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return offenders;
  }, MIN);
}

async function expectTapTargets(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  // A toast sliding in is measured where it comes to rest. Endless animations (the pending-order
  // alarm's pulse, a spinner) never come to rest and are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
  const offenders = await smallTargets(page);
  expect
    .soft(
      offenders.map((o) => `${o.control}: ${o.width}×${o.height}`),
      `controls under ${MIN}×${MIN} px on ${screen}`,
    )
    .toEqual([]);
}

test('the storefront: menu, product sheet, cart, checkout, success and tracking', async ({
  page,
  context,
}) => {
  await stubWhatsApp(context);
  await page.goto('/client');
  await expect(page.getByRole('heading', { name: 'Pizza Margherita' }).first()).toBeVisible();
  await expectTapTargets(page, '/client');

  await page.getByRole('heading', { name: 'Pizza Margherita' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectTapTargets(page, 'the product sheet');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Adicionar/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A product with extras: each one's − and + steppers, once one is chosen.
  await page.getByRole('button', { name: 'Escolher opções de X-Burger da Casa' }).click();
  const burger = page.getByRole('dialog', { name: 'X-Burger da Casa' });
  await burger.getByRole('button', { name: 'Adicionar Bacon' }).click();
  await expect(burger.getByRole('button', { name: 'Tirar um Bacon' })).toBeVisible();
  await expectTapTargets(page, 'the product sheet with an extra chosen');
  await page.keyboard.press('Escape');
  await expect(burger).toHaveCount(0);

  await page
    .getByRole('button', { name: /^Ver carrinho/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectTapTargets(page, 'the cart');
  await page.keyboard.press('Escape');

  await page.goto('/client/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
  await expectTapTargets(page, '/client/checkout');
  await page.getByLabel('Nome Completo').fill(`Cliente toque ${Date.now().toString(36)}`);
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('123');
  await page.getByLabel(/^Bairro\*?$/).fill('Centro');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido Recebido!' })).toBeVisible();
  await expectTapTargets(page, '/client/success');

  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page).toHaveURL(/\/client\/pedido\//);
  await expect(page.getByRole('heading', { name: /Pedido #/ })).toBeVisible();
  await expectTapTargets(page, '/client/pedido/:id');
  const id = page.url().split('/').pop()!;
  await rest('rpc/set_order_status', {
    method: 'POST',
    body: { order_id: id, status: 'cancelled', reason: 'Pedido de teste' },
  });
});

test("the admin panel's phone layout", async ({ page }) => {
  // An accepted order, so that /relatorios has figures and /clientes a customer's row.
  const order = await placeOrder(
    process.env.E2E_BASE_URL!,
    process.env.E2E_ANON_KEY!,
    `Cliente toque ${Date.now().toString(36)}`,
  );
  await rest('rpc/set_order_status', {
    method: 'POST',
    body: { order_id: order.id, status: 'processing' },
  });
  await signInAsAdmin(page);
  for (const path of [
    '/dashboard',
    '/orders',
    '/history',
    '/menu',
    '/products',
    '/settings',
    '/settings/theme',
    '/delivery',
    '/hours',
    '/payment',
    '/promotions',
    '/security',
    '/relatorios',
    '/clientes',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/clientes') await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectTapTargets(page, path);
  }
  // The report's other tabs (Resumo is the first, measured above).
  await page.goto('/relatorios');
  for (const tab of ['Vendas', 'Produtos', 'Pagamentos', 'Canais', 'Entregas']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expectTapTargets(page, `/relatorios (${tab})`);
  }
  await page
    .getByRole('button', { name: /menu|barra lateral/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectTapTargets(page, "the panel's menu");
});
