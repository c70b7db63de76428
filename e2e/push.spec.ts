// Web Push in Chromium (docs/push.md): the dashboard and the tracking page subscribe the device
// through the server, and the service workers show a pushed message whose tap opens the order; a
// new order's notice is replaced silently once the order is handled.
//
// Chromium's own push service (Google's FCM) cannot be reached from the test machine, so the one
// call the browser makes to it, PushManager.subscribe, answers with a subscription made here (a real
// P-256 key and auth secret, an endpoint nobody serves): everything else — the permission, the
// worker's registration, subscribe_push on the server, the list of devices — is the real path. The
// server's encrypted delivery to a push service is covered by tests/push.test.ts. The push itself
// reaches the worker through DevTools (ServiceWorker.deliverPushMessage, what a push service's
// message becomes inside Chromium), and the tap is a notificationclick dispatched in the worker
// with the notification it shows (no browser automation can click a system notification).
import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { signInAsAdmin } from './support/sign-in.ts';
import { placeOrder } from './support/panel.ts';
import { expect, test } from './support/test.ts';

function fakeSubscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.invalid/e2e/${name}-${randomBytes(6).toString('hex')}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** PushManager.subscribe answers with `subscription` (per worker scope, kept across reloads). */
async function replacePushService(context: BrowserContext, name: string) {
  const subscription = fakeSubscription(name);
  await context.addInitScript((sub) => {
    const key = (scope: string) => `e2e-push:${scope}`;
    const make = (scope: string) => ({
      endpoint: `${sub.endpoint}/${encodeURIComponent(scope)}`,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: `${sub.endpoint}/${encodeURIComponent(scope)}`, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(key(scope));
        return true;
      },
      getKey: () => null,
    });
    type Manager = PushManager & { __scope?: string };
    const scopeOf = async (manager: Manager) => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        if (registration.pushManager === manager) return registration.scope;
      }
      return '';
    };
    PushManager.prototype.subscribe = async function (this: Manager) {
      const scope = await scopeOf(this);
      localStorage.setItem(key(scope), '1');
      return make(scope) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function (this: Manager) {
      const scope = await scopeOf(this);
      return localStorage.getItem(key(scope)) ? (make(scope) as unknown as PushSubscription) : null;
    };
  }, subscription);
}

/** The worker registration DevTools knows for `scope` (its id is what deliverPushMessage takes). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Delivers `payload` to the worker of `scope` until it shows `expected` (a worker that was still
 * starting may miss the first; the message's tag makes a second delivery replace the first).
 */
async function pushUntilShown(
  page: Page,
  scope: string,
  payload: Record<string, unknown>,
  expected = [{ title: payload.title, body: payload.body }],
) {
  const cdp = await page.context().newCDPSession(page);
  const id = await registrationId(cdp, scope);
  await expect
    .poll(
      async () => {
        const now = await shown(page, scope);
        if (JSON.stringify(now) !== JSON.stringify(expected)) {
          await cdp.send('ServiceWorker.deliverPushMessage', {
            origin: new URL(scope).origin,
            registrationId: id,
            data: JSON.stringify(payload),
          });
        }
        return now;
      },
      { timeout: 20_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toEqual(expected);
}

/** The notifications the worker of `scope` shows, as the page can list them. */
function shown(page: Page, scope: string) {
  return page.evaluate(async (s) => {
    const registration = (await navigator.serviceWorker.getRegistrations()).find(
      (r) => r.scope === s,
    );
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((n) => ({ title: n.title, body: n.body }));
  }, scope);
}

/** A tap on the notification of the worker at `script`: its notificationclick, inside the worker. */
async function tap(context: BrowserContext, script: string) {
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === script);
  expect(worker, `the worker ${script}`).toBeTruthy();
  await worker!.evaluate(async () => {
    // The worker's globals (the test is typed with the DOM's, not the worker's).
    const sw = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await sw.registration.getNotifications();
    sw.dispatchEvent(
      new sw.NotificationEvent('notificationclick', { notification: notification! }),
    );
  });
}

test('the dashboard subscribes this device; a pushed new order shows, is replaced silently once handled, and its tap opens the order', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await replacePushService(context, 'painel');
  await signInAsAdmin(page, { open: '/dashboard' });
  await page.getByRole('button', { name: 'Receber pedidos com o painel fechado' }).click();
  await expect(page.getByText('Este aparelho recebe os novos pedidos.')).toBeVisible({
    timeout: 20_000,
  });
  const devices = page.getByRole('list', { name: 'Aparelhos que recebem os pedidos' });
  await expect(devices.getByRole('listitem').filter({ hasText: 'este aparelho' })).toHaveCount(1);

  const order = await placeOrder(baseURL!, process.env.E2E_ANON_KEY!, 'Cliente do Push');
  const scope = new URL('/', baseURL).href;
  await pushUntilShown(page, scope, {
    title: 'Novo pedido',
    body: `Pedido #${order.order_number} · R$ 45,90 · Entrega`,
    tag: `order-${order.id}`,
    url: `/orders?pedido=${order.id}`,
    kind: 'new_order',
  });
  // accepted on another device: the server's silent message with the same tag takes its place
  const handled = {
    title: `Pedido #${order.order_number} aceito por Bia`,
    body: '',
    tag: `order-${order.id}`,
    url: `/orders?pedido=${order.id}`,
    kind: 'handled',
    silent: true,
  };
  await pushUntilShown(page, scope, handled, [{ title: handled.title, body: '' }]);
  expect(
    await page.evaluate(async (s) => {
      const registration = (await navigator.serviceWorker.getRegistrations()).find(
        (r) => r.scope === s,
      );
      return ((await registration?.getNotifications()) ?? []).map((n) => ({
        tag: n.tag,
        silent: n.silent,
        requireInteraction: n.requireInteraction,
      }));
    }, scope),
  ).toEqual([{ tag: `order-${order.id}`, silent: true, requireInteraction: false }]);
  await page.goto('/products');
  await tap(context, '/sw.js');
  await expect(page).toHaveURL(new RegExp(`/orders\\?pedido=${order.id}$`), { timeout: 15_000 });
  await expect(page.getByRole('dialog')).toContainText(`#${order.order_number}`);

  // remover: the device leaves the list, and the button is offered again
  await page.goto('/dashboard');
  await devices
    .getByRole('button', { name: /^remover/ })
    .first()
    .click();
  await expect(
    page.getByRole('button', { name: 'Receber pedidos com o painel fechado' }),
  ).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(0);
});

test('the tracking page asks nothing on load; "Avisar quando o pedido sair" subscribes and a push opens the order', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await replacePushService(context, 'cliente');
  const order = await placeOrder(baseURL!, process.env.E2E_ANON_KEY!, 'Cliente Avisado');
  await page.goto(`/client/pedido/${order.id}`);
  const ask = page.getByRole('button', { name: 'Avisar quando o pedido sair' });
  await expect(ask).toBeVisible();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);

  await ask.click();
  await expect(
    page.getByText('Você será avisado neste aparelho a cada mudança do pedido.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  const scope = new URL('/client/pedido/', baseURL).href;
  expect(
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
    ),
  ).toEqual([scope]);

  await pushUntilShown(page, scope, {
    title: `Pedido #${order.order_number}`,
    body: 'Seu pedido saiu para entrega',
    tag: `order-${order.id}`,
    url: `/client/pedido/${order.id}`,
    kind: 'status',
  });
  // another order's page (in the worker's scope): the tap takes it to the notified order
  const other = await placeOrder(baseURL!, process.env.E2E_ANON_KEY!, 'Outro Cliente');
  await page.goto(`/client/pedido/${other.id}`);
  await expect(page.getByRole('button', { name: 'Avisar quando o pedido sair' })).toBeVisible();
  await tap(context, '/order-sw.js');
  await expect(page).toHaveURL(new RegExp(`/client/pedido/${order.id}$`), { timeout: 15_000 });

  const off = page.getByRole('button', { name: 'Desativar avisos' });
  await off.click();
  await expect(page.getByRole('button', { name: 'Avisar quando o pedido sair' })).toBeVisible();
});
