// The customer's worker (docs/push.md): registered by the tracking page only when the customer asks
// to be told of their order's status, scoped to /client/pedido/. It caches nothing and touches no
// request: it only shows the order's notifications and opens the order when one is tapped.
importScripts('/push-worker.js');
