import { afterEach, describe, expect, it, vi } from 'vitest';

// boot-data.ts reads the page once, when it is first imported: each test writes the page, then
// imports a fresh copy.
async function loadWithPage(json: string | null) {
  document.body.innerHTML =
    json === null ? '' : `<script id="comanda-boot" type="application/json">${json}</script>`;
  vi.resetModules();
  return import('./boot-data');
}

const PRODUCTS_URL = 'http://shop.test/rest/v1/products?select=id%2Cname&limit=500';

/** A page holding `answer` for GET PRODUCTS_URL as JSON, and a network that answers `networkBody`. */
async function loadWithProducts(
  answer: { status: number; contentRange: string | null; body: string },
  networkBody: string,
) {
  const { requestKey } = await loadWithPage(null);
  const key = requestKey(PRODUCTS_URL, 'application/json');
  const network = vi.fn(() => Promise.resolve(new Response(networkBody)));
  vi.stubGlobal('fetch', network);
  const boot = await loadWithPage(JSON.stringify({ [key]: answer }));
  return { boot, network };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the page’s data answering the first requests', () => {
  it('answers a GET the page holds once, with its status and count; later ones reach the network', async () => {
    const { boot, network } = await loadWithProducts(
      { status: 200, contentRange: '0-0/1', body: '[{"id":"page"}]' },
      '[{"id":"net"}]',
    );
    expect(boot.hasBootData()).toBe(true);
    const init = { method: 'GET', headers: { Accept: 'application/json' } };
    const first = await boot.bootFetch(PRODUCTS_URL, init);
    expect(await first.json()).toEqual([{ id: 'page' }]);
    expect(first.headers.get('content-range')).toBe('0-0/1');
    expect(network).not.toHaveBeenCalled();
    const second = await boot.bootFetch(PRODUCTS_URL, init);
    expect(await second.json()).toEqual([{ id: 'net' }]);
    expect(network).toHaveBeenCalledTimes(1);
    // Still a page that came with data (the first render hydrates it).
    expect(boot.hasBootData()).toBe(true);
  });

  it('never answers a write, another query or another Accept from the page', async () => {
    const { boot, network } = await loadWithProducts(
      { status: 200, contentRange: null, body: '"page"' },
      '"net"',
    );
    await boot.bootFetch(PRODUCTS_URL, { method: 'POST', headers: { Accept: 'application/json' } });
    await boot.bootFetch(`${PRODUCTS_URL}&x=1`, { headers: { Accept: 'application/json' } });
    await boot.bootFetch(PRODUCTS_URL, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('treats a missing or damaged data block as no data at all', async () => {
    for (const page of [null, '{not json', '{"k":{"status":"200"}}']) {
      const boot = await loadWithPage(page);
      expect(boot.hasBootData(), String(page)).toBe(false);
    }
  });

  it('sends the request through the server’s fetch while a page renders there', async () => {
    const boot = await loadWithPage(null);
    const server = vi.fn(() => Promise.resolve(new Response('"server"')));
    boot.setServerFetch(server);
    try {
      const answer = await boot.bootFetch(PRODUCTS_URL);
      expect(await answer.json()).toBe('server');
    } finally {
      boot.setServerFetch(undefined);
    }
  });
});
