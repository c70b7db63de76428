// The tracking link as the stack serves it (docs/performance.md): /client/pedido/:id comes drawn by
// the app's own components from what anon reads with the order's id (get_order_status, nothing
// more) — status, steps, items, totals and the Pix code — with that answer in the page for the
// browser's first render, never stored by a cache, and a 404 for an order that does not exist.
// Customer and owner text is text. Needs a build (`npm run build`: dist/ and dist-ssr/).
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems, ROOT } from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack();

beforeAll(async () => {
  if (!fs.existsSync(path.join(ROOT, 'dist-ssr', 'storefront-ssr.js')))
    throw new Error('No dist-ssr/: run npm run build first (npm test does).');
  const { error } = await t.owner
    .from('company_settings')
    .update({
      pix_key_type: 'cnpj',
      pix_key: '11222333000181',
      pix_merchant_name: 'Delivery Rapido',
      pix_merchant_city: 'Sao Paulo',
    })
    .eq('id', 1);
  if (error) throw error;
});

async function page(pathname: string) {
  const response = await fetch(`${t.stack.url}${pathname}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  return { response, html: await response.text() };
}

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';

/** The JSON the page carries for the browser's first render. */
function bootData(html: string): Record<string, { status: number; body: string }> {
  const json = /<script id="comanda-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  expect(json, 'the page carries its data').toBeDefined();
  return JSON.parse(json!) as Record<string, { status: number; body: string }>;
}

async function placeOrder(
  payment: 'pix' | 'cash',
  items?: Array<{ product_id: string; quantity: number; notes?: string }>,
): Promise<{ id: string; number: string }> {
  const { data, error } = await t.anon.rpc('place_order', {
    customer_name: 'Maria Acompanha',
    customer_phone: '11987654321',
    customer_address: 'Rua das Flores, 10',
    items: items ?? (await demoItems(t.anon)),
    payment_method: payment,
  });
  if (error) throw error;
  const id = (data as { id: string }).id;
  const tracked = await t.anon.rpc('get_order_status', { order_id: id });
  return { id, number: String((tracked.data as Array<{ order_number: string }>)[0]!.order_number) };
}

describe('/client/pedido/:id as served', () => {
  it('draws the status, the steps, the items and the totals, private and never stored', async () => {
    const order = await placeOrder('cash');
    const { response, html } = await page(`/client/pedido/${order.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`>Pedido #(<!-- -->)?${order.number}</h1>`));
    expect(root).toContain('Pedido recebido');
    expect(root).toContain('Andamento do pedido');
    expect(root).toContain('Itens do pedido');
    expect(root).toMatch(/Total[\s\S]*R\$\u00a0\d+,\d\d/);
    expect(root).toContain('Esta página se atualiza sozinha.');
    // Who and where never reach the page: get_order_status does not say them.
    expect(html).not.toContain('Maria Acompanha');
    expect(html).not.toContain('Rua das Flores');
    expect(html).not.toContain('11987654321');
    // The answer it was drawn from, for the browser's first render (no second fetch, no skeleton).
    const keys = Object.keys(bootData(html));
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^/rest/v1/rpc/get_order_status\\?order_id=${order.id} `)),
        expect.stringMatching(/^\/rest\/v1\/company_settings\?/),
      ]),
    );
    // The app starts after the first paint, and the CSP allows exactly the page's inline scripts.
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script type="module"/);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
      expect(csp).toContain(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
  });

  it('shows the Pix code to copy while a Pix order is unpaid, and each change on the next load', async () => {
    const order = await placeOrder('pix');
    const pending = rootOf((await page(`/client/pedido/${order.id}`)).html);
    expect(pending).toContain('Pague com Pix');
    expect(pending).toContain('Pix copia e cola');
    expect(pending).toMatch(/<textarea[^>]*>000201[0-9A-Za-z .@/*-]+<\/textarea>/);
    expect(pending).toContain('Aguardando pagamento');
    // The QR code itself, drawn: a phone with JavaScript off can be scanned from another one.
    expect(pending).toMatch(
      /<svg role="img" aria-label="QR Code do Pix de R\$\u00a0[\d,.]+"[^>]*><path d="M2 2h7v1h-7z/,
    );

    const moved = await t.owner.rpc('set_order_status', {
      order_id: order.id,
      status: 'processing',
    });
    expect(moved.error).toBeNull();
    const paid = await t.owner.from('orders').update({ payment_status: 'paid' }).eq('id', order.id);
    expect(paid.error).toBeNull();
    const now = rootOf((await page(`/client/pedido/${order.id}`)).html);
    expect(now).toContain('Em preparo');
    expect(now).not.toContain('Pague com Pix');
  });

  it('answers 404 with the page the app shows for an order that does not exist', async () => {
    for (const id of [crypto.randomUUID(), 'nao-e-um-pedido', '%3Cscript%3Ealert(3)']) {
      const { response, html } = await page(`/client/pedido/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('cache-control'), id).toBe('private, no-store');
      expect(rootOf(html), id).toContain('Não encontramos este pedido.');
      expect(rootOf(html), id).toContain('Voltar ao Cardápio');
      expect(html, id).not.toContain('alert(3)');
    }
  });
});

describe('/client/pedido/:id with hostile text', () => {
  const HOSTILE = [
    '</script><script>alert(1)</script>',
    "Sem cebola $& $` $' $1",
    'Caprichado <!-- por favor',
    'Bem passado \u2028 & > < "aspas"',
  ];

  const asText = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');

  it("serves the owner's product names and the customer's notes as text, with our scripts only", async () => {
    const plain = await page(`/client/pedido/${(await placeOrder('cash')).id}`);
    const plainHashes = (plain.response.headers.get('content-security-policy') ?? '').match(
      /'sha256-[^']+'/g,
    );
    const { data: product, error } = await t.owner
      .from('products')
      .insert({
        name: '</script><script>alert(2)</script><!--',
        price: 30,
        category: 'Salgados',
        is_available: true,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      const order = await placeOrder(
        'cash',
        HOSTILE.map((notes) => ({ product_id: product!.id as string, quantity: 1, notes })),
      );
      const { response, html } = await page(`/client/pedido/${order.id}`);
      expect(response.status).toBe(200);
      expect(html).not.toContain('<script>alert(');
      expect(html).not.toContain('<!-- por favor');
      for (const note of HOSTILE) expect(rootOf(html), note).toContain(asText(note.trim()));
      expect(rootOf(html)).toContain(asText('</script><script>alert(2)</script><!--'));
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp.match(/'sha256-[^']+'/g)).toEqual(plainHashes);
      expect(html.match(/<script>/g)?.length).toBe(plainHashes?.length);
      // The data block holds the text as typed and no character that could end or bend it.
      const json = /<script id="comanda-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(
        html,
      )![1]!;
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      const tracking = Object.entries(bootData(html)).find(([key]) =>
        key.startsWith('/rest/v1/rpc/get_order_status?'),
      )![1];
      expect(tracking.body).toContain('alert(1)');
    } finally {
      await t.owner.from('products').delete().eq('id', product!.id);
    }
  });
});
