// Comanda's service worker (registered by the admin panel only, scope /): it keeps the app shell
// (index.html and the built assets) and the login page (login.html, a page of its own served for
// /login) so the installed panel opens at once, even while the network or the stack is down. Pages: network first, the last good copy when the network fails or is slow.
// Assets: their names carry their content's hash, so a cached one is always right. Nothing else is
// touched: the API (/rest, /auth, /realtime, /storage) always goes to the network, never a cache.
const SHELL_CACHE = 'comanda-shell-v1';
const ASSET_CACHE = 'comanda-assets-v1';
const SHELL_KEY = '/index.html';
const LOGIN_KEY = '/login.html';
const PAGE_KEYS = [SHELL_KEY, LOGIN_KEY];
const NETWORK_TIMEOUT_MS = 4000;
const API = /^\/(rest|auth|realtime|storage)\//;
const STATIC = /^\/(assets|icons)\/|^\/(favicon\.svg|manifest\.webmanifest)$/;

/** The built files a page names (its entry, styles and every route's preloaded chunks). */
function assetsOf(html) {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) || [])];
}

/** The kept copy of a page: the login page's for /login, the app shell's for every other. */
function pageKey(pathname) {
  return /^\/login(\.html)?\/?$/.test(pathname) ? LOGIN_KEY : SHELL_KEY;
}

async function keepShell(response, key = SHELL_KEY) {
  const shell = await caches.open(SHELL_CACHE);
  await shell.put(key, response.clone());
  // Fetch what the kept pages need, and drop what none of them names any more.
  const pages = await Promise.all(
    PAGE_KEYS.map((page) => shell.match(page).then((kept) => (kept ? kept.text() : ''))),
  );
  const wanted = new Set(
    pages.flatMap(assetsOf).map((path) => new URL(path, self.location.origin).href),
  );
  const assets = await caches.open(ASSET_CACHE);
  for (const request of await assets.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/assets/') && !wanted.has(request.url)) await assets.delete(request);
  }
  await Promise.all(
    [...wanted].map(async (url) => {
      if (await assets.match(url)) return;
      try {
        const asset = await fetch(url);
        if (asset.ok) await assets.put(url, asset);
      } catch {
        // Fetched again with the next page.
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  const keep = (key, path) =>
    fetch(path, { cache: 'no-cache' })
      .then((response) => (response.ok ? keepShell(response, key) : undefined))
      .catch(() => undefined);
  event.waitUntil(
    keep(SHELL_KEY, SHELL_KEY)
      .then(() => keep(LOGIN_KEY, '/login'))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) => name.startsWith('comanda-') && ![SHELL_CACHE, ASSET_CACHE].includes(name),
            )
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function page(event) {
  const key = pageKey(new URL(event.request.url).pathname);
  const network = fetch(event.request);
  try {
    const response = await withTimeout(network, NETWORK_TIMEOUT_MS);
    const type = response.headers.get('content-type') || '';
    if (response.ok && type.startsWith('text/html')) {
      event.waitUntil(keepShell(response.clone(), key));
    }
    return response;
  } catch {
    const cached = await caches.match(key, { cacheName: SHELL_CACHE });
    return cached || network;
  }
}

async function asset(request) {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (STATIC.test(url.pathname)) {
    // Icons and the manifest: fresh when online, the cached copy offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        })
        .catch(() =>
          caches.match(request, { cacheName: ASSET_CACHE }).then((r) => r || Response.error()),
        ),
    );
  }
});

// Notifications: the panel's own (Chrome on Android) and Web Push messages; a click opens the order.
importScripts('/push-worker.js');
