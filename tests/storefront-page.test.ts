// The storefront's first page as the stack serves it (docs/architecture.md): /client comes
// with the menu drawn by the app's own components (src/app/storefront-ssr.tsx), in the shop's theme,
// with the API answers it was drawn from, and the app's JavaScript started only after the first
// paint. Every request reads the database afresh; other pages are the plain app; a hostile path or
// query never reaches the page. Needs a build (`npm run build`: dist/ and dist-ssr/).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack();

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, 'dist-ssr', 'storefront-ssr.js')))
    throw new Error('No dist-ssr/: run npm run build first (npm test does).');
});

async function page(pathname: string) {
  const response = await fetch(`${t.stack.url}${pathname}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  return { response, html: await response.text() };
}

/** The JSON the page carries for the browser's first render. */
function bootData(html: string): Record<string, { status: number; body: string }> {
  const json = /<script id="comanda-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  expect(json, 'the page carries its data').toBeDefined();
  return JSON.parse(json!) as Record<string, { status: number; body: string }>;
}

async function setProductAvailable(name: string, available: boolean) {
  const { error } = await t.owner
    .from('products')
    .update({ is_available: available })
    .eq('name', name);
  expect(error).toBeNull();
}

describe('/client as served', () => {
  it('has the shop, its menu and its prices in the HTML, in the shop theme', async () => {
    const { response, html } = await page('/client');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const root = /<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    expect(root).toContain('Delivery Rápido');
    expect(root).toContain('Pizza Margherita');
    expect(root).toContain('R$&nbsp;49,90'.replace('&nbsp;', '\u00a0'));
    expect(root.match(/<article/g)?.length).toBeGreaterThan(5);
    expect(html).toMatch(/<html data-shop-theme="purple"/);
  });

  it('carries the API answers it was drawn from, and starts the app only after the first paint', async () => {
    const { html } = await page('/client');
    const data = bootData(html);
    const paths = Object.keys(data).map((key) => key.split(/[? ]/)[0]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/rest/v1/products',
        '/rest/v1/company_settings',
        '/rest/v1/rpc/get_shop_status',
        '/rest/v1/delivery_zones',
      ]),
    );
    const products = Object.entries(data).find(([key]) => key.startsWith('/rest/v1/products?'));
    expect(JSON.parse(products![1].body)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Pizza Margherita' })]),
    );
    // No module script or preload in the head: the loader at the end of the body adds them.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/\/assets\/index-[\w-]+\.js[\s\S]*requestAnimationFrame[\s\S]*<\/body>/);
  });

  it('lets the page run its loader and nothing else (CSP hashes)', async () => {
    const { response, html } = await page('/client');
    const csp = response.headers.get('content-security-policy') ?? '';
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThanOrEqual(2); // the theme boot and the app loader
    const { createHash } = await import('node:crypto');
    for (const [, code] of inline)
      expect(csp).toContain(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('reads the database on every request: a product switched off is gone at once', async () => {
    await setProductAvailable('Pizza Margherita', false);
    try {
      const { html } = await page('/client');
      expect(html).not.toContain('Pizza Margherita');
    } finally {
      await setProductAvailable('Pizza Margherita', true);
    }
    expect((await page('/client')).html).toContain('Pizza Margherita');
  });

  it("paints in the shop's theme: the owner's red is red from the first byte", async () => {
    const { error } = await t.owner.from('company_settings').update({ theme: 'red' }).eq('id', 1);
    expect(error).toBeNull();
    try {
      expect((await page('/client')).html).toMatch(/<html data-shop-theme="red"/);
    } finally {
      await t.owner.from('company_settings').update({ theme: 'purple' }).eq('id', 1);
    }
  });

  it('escapes what the owner typed: a product name cannot break out of the page', async () => {
    const name = '</script><script>alert(1)</script><b>Pastel</b>';
    const { data, error } = await t.owner
      .from('products')
      .insert({ name, price: 9.5, category: 'Salgados', is_available: true })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      const { html } = await page('/client');
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<b>Pastel</b>');
      expect(html).toContain('&lt;b&gt;Pastel&lt;/b&gt;');
      // The data block still parses and holds the name as it was typed.
      expect(JSON.stringify(bootData(html))).toContain('alert(1)');
    } finally {
      await t.owner.from('products').delete().eq('id', data!.id);
    }
  });
});

describe('/client with hostile product names', () => {
  // What a replacement pattern or a script tag in a name could do to the page: "$`" and "$'" once
  // spliced the page into itself (40 of them made a 38 MB page whose CSP header the browser refused).
  const NAMES = [
    'Pastel $` de queijo',
    "Pastel $' de carne",
    'Pastel $& de palmito',
    'Pastel $1 de frango',
    '</script><script>alert(1)</script>',
    'Pastel <!-- de vento',
    'Pastel \u2028 de pizza \u2029 & > <',
  ];

  /** The name as React writes it in a text node. */
  const asText = (name: string) =>
    name
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');

  const cspHashes = (csp: string) => (csp.match(/'sha256-[^']+'/g) ?? []).sort();

  it('serves each name once as text, in a page of the same size and CSP', async () => {
    const before = await page('/client');
    const plainCsp = before.response.headers.get('content-security-policy')!;
    const { data, error } = await t.owner
      .from('products')
      .insert(NAMES.map((name) => ({ name, price: 9.5, category: 'Salgados', is_available: true })))
      .select('id');
    expect(error).toBeNull();
    try {
      const { response, html } = await page('/client');
      // Each name adds about two cards' worth of text, not a copy of the page.
      expect(html.length - before.html.length).toBeLessThan(NAMES.length * 4000);
      for (const name of NAMES) {
        const shown = html.split(`>${asText(name)}</button></h3>`).length - 1;
        expect(shown, name).toBe(1);
      }
      expect(html).not.toContain('<script>alert(1)');
      // Our scripts only: the same hashes as the page without these products, one per inline script.
      const csp = response.headers.get('content-security-policy')!;
      expect(csp.length).toBeLessThan(1500);
      expect(cspHashes(csp)).toEqual(cspHashes(plainCsp));
      expect(html.match(/<script>/g)?.length).toBe(cspHashes(csp).length);
      // The data block carries the names as typed, and no character that could end or bend it.
      const json = /<script id="comanda-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(
        html,
      )![1]!;
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      const products = Object.entries(bootData(html)).find(([key]) =>
        key.startsWith('/rest/v1/products?'),
      )![1];
      const served = (JSON.parse(products.body) as Array<{ name: string }>).map((p) => p.name);
      expect(served).toEqual(expect.arrayContaining(NAMES));
    } finally {
      await t.owner
        .from('products')
        .delete()
        .in(
          'id',
          data!.map((row) => row.id),
        );
    }
  });
});

describe('other pages and hostile requests', () => {
  it('serves every other page as the plain app', async () => {
    for (const pathname of ['/', '/login', '/dashboard', '/client/checkout', '/nao-existe']) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).not.toContain('comanda-boot');
    }
  });

  it('never reflects a query string or a strange path into the page', async () => {
    const { html } = await page('/client?q=%3Cscript%3Ealert(2)%3C/script%3E');
    expect(html).not.toContain('alert(2)');
    for (const pathname of ['/client/%2e%2e/%2e%2e/etc/passwd', '/client%00', '/client/..%2f']) {
      const { response } = await page(pathname);
      expect(response.status, pathname).toBeLessThan(500);
    }
  });

  it('answers many requests at once without dropping any (they share renders)', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => page('/client')));
    for (const { response, html } of answers) {
      expect(response.status).toBe(200);
      expect(html).toContain('Pizza Margherita');
    }
  });
});
