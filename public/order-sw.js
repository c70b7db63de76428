// The customer's worker (docs/push.md): registered by the tracking page only when the customer asks
// to be told of their order's status, scoped to /client/pedido/. It caches nothing and touches no
// request: it only shows the order's notifications and opens the order when one is tapped.
importScripts('/push-worker.js');

// The tracking page that registered it is served by it at once, so a tap can take it to the order.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
