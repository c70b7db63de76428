// Web Push for Comanda's workers (docs/push.md), loaded by the panel's worker (sw.js) and by the
// customer's tracking-page worker (order-sw.js): shows what the server sent, and a click opens
// the page the message names (the order in the panel, or the customer's tracking page).
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(show(data));
});

// A message about an order replaces the notice of that order already on screen (its tag). A
// silent one ("Pedido #1042 aceito por Bia": handled on another device) takes the place of the
// new order's notice without sound or vibration; the browser requires every push to show one.
function show(data) {
  const silent = data.silent === true;
  const earlier = data.tag
    ? self.registration.getNotifications({ tag: data.tag })
    : Promise.resolve([]);
  return earlier
    .then((list) => list.forEach((notification) => notification.close()))
    .catch(() => undefined)
    .then(() =>
      self.registration.showNotification(data.title || 'Comanda', {
        body: data.body || '',
        tag: data.tag,
        renotify: Boolean(data.tag) && !silent,
        silent,
        // A new order stays until someone looks at it, like the panel's alarm.
        requireInteraction: data.kind === 'new_order',
        icon: '/icons/icon-192.png',
        data: { url: data.url },
      }),
    );
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data && event.notification.data.url) || '/orders',
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A window this worker serves can be taken to the page; otherwise a new one opens.
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (open) {
        return open
          .navigate(url)
          .then((client) => (client || open).focus())
          .catch(() => self.clients.openWindow(url));
      }
      return self.clients.openWindow(url);
    }),
  );
});
