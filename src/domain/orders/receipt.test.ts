import { describe, expect, it } from 'vitest';
import { buildReceipt } from '@/domain/orders/receipt';
import type { ReceiptOrder } from '@/domain/orders/receipt-copy';

const order: ReceiptOrder = {
  order_number: '1042',
  created_at: '2026-11-21T22:05:00.000Z',
  customer_name: '<script>alert("x")</script> Maria',
  customer_phone: '(11) 98765-4321',
  customer_address: 'Rua das Flores, 10 <b>apto</b>',
  fulfillment: 'delivery',
  payment_method: 'pix',
  payment_status: 'paid',
  items: [
    {
      name: 'X-Burger',
      price: 36,
      quantity: 2,
      options: [
        { option_id: 'o1', group: 'Adicionais', name: 'Bacon', price: 4, quantity: 2 },
        { option_id: 'o2', group: 'Adicionais', name: 'Cheddar <i>', price: 3, quantity: 1 },
      ],
    },
    {
      name: 'Pizza Meio a Meio',
      price: 62.9,
      quantity: 1,
      options: [
        {
          option_id: 'o4',
          group: 'Tamanho',
          pricing: 'sum',
          name: 'Média (6 fatias)',
          price: 12,
          quantity: 1,
        },
        {
          option_id: 'o3',
          group: 'Sabores',
          pricing: 'max',
          name: 'Muçarela',
          price: 0,
          quantity: 1,
        },
        {
          option_id: 'o5',
          group: 'Sabores',
          pricing: 'max',
          name: 'Frango com Catupiry',
          price: 5,
          quantity: 1,
        },
      ],
    },
    {
      name: 'Refrigerante <img src=x onerror=alert(1)>',
      price: 6.5,
      quantity: 1,
      notes: 'bem gelado & sem gelo',
    },
  ],
  subtotal: 141.4,
  delivery_fee: 5,
  discount: 14.14,
  promo_code: 'BEM<VINDO>',
  total_amount: 132.26,
  notes: 'Tocar a campainha </section>',
};

const text = (html: string) => html.replace(/\u00a0/g, ' ');
const at = new Date('2026-11-21T22:10:00.000Z');

describe('buildReceipt', () => {
  it('prints both copies, the second on a new page, with every field', () => {
    const html = text(buildReceipt(order, { width: 80, height: 8 }, at));
    expect(html).toContain('<title>Pedido #1042</title>');
    expect(html.indexOf('VIA DO CLIENTE')).toBeLessThan(html.indexOf('VIA DO ENTREGADOR'));
    expect(html.match(/<section class="copy">/g)).toHaveLength(2);
    expect(html).toContain('.copy + .copy { break-before: page;');
    expect(html.match(/Obrigado pela preferência!/g)).toHaveLength(2);
    expect(html).toContain('Subtotal</span><span>R$ 141,40');
    expect(html).toContain('Taxa de entrega</span><span>R$ 5,00');
    expect(html).toContain('TOTAL</span><span>R$ 132,26');
    expect(html).toContain('<strong>Endereço de entrega:</strong> Rua das Flores');
    expect(html).toContain('Processado em');
    expect(html).toContain("font-family: 'Courier New'");
  });

  it('indents the options under their item as the cart says them, each group named, then the note', () => {
    const html = text(buildReceipt(order, { width: 80, height: 'auto' }, at));
    expect(html).toContain(
      '<div class="item"><div class="row"><span>2x X-Burger</span><span>R$ 72,00</span></div>' +
        '<div class="option">Adicionais: 2x Bacon, Cheddar &lt;i&gt;</div></div>',
    );
    // A half-and-half reads as two halves, never as "+ Muçarela", an extra cheese.
    expect(html).toContain(
      '<div class="option">Tamanho: Média (6 fatias) · ½ Muçarela · ½ Frango com Catupiry</div></div>',
    );
    expect(html).toContain('<div class="note">Obs.: bem gelado &amp; sem gelo</div>');
    expect(html).toContain('.option, .note { padding-left: 2ch; }');
  });

  it("starts each copy with the shop's name and phone; the courier's shows the zone in bold", () => {
    const html = text(
      buildReceipt({
        ...order,
        shop_name: 'Pizzaria <Bella>',
        shop_phone: '(11) 3333-4444',
        delivery_zone: 'Centro',
      }),
    );
    const copies = html.split('<section class="copy">').slice(1);
    for (const copy of copies) {
      expect(copy.trimStart()).toMatch(
        /^<div class="center strong">Pizzaria &lt;Bella&gt;<\/div>\n<div class="center">\(11\) 3333-4444<\/div>\n<h1>/,
      );
    }
    expect(copies[0]).not.toContain('Centro');
    expect(copies[1]).toContain('<div class="zone strong">Zona de entrega: Centro</div>');
    expect(
      buildReceipt({ ...order, fulfillment: 'pickup', delivery_zone: 'Centro' }),
    ).not.toContain('Zona de entrega');
  });

  it('says whether the order is paid: PAGO, A PAGAR, or the method alone when unknown', () => {
    const payment = (o: ReceiptOrder) =>
      /<strong>Pagamento:<\/strong> ([^<]*)</.exec(buildReceipt(o))?.[1];
    expect(payment(order)).toBe('Pix — PAGO');
    expect(payment({ ...order, payment_method: 'cash', payment_status: 'pending' })).toBe(
      'Dinheiro — A PAGAR',
    );
    expect(payment({ ...order, payment_status: undefined })).toBe('Pix');
    expect(payment({ ...order, payment_method: '', payment_status: null })).toBe('Não informado');
  });

  it('marks both copies ALTERADO once the team edited the items', () => {
    const html = buildReceipt({ ...order, revision: 1 });
    expect(html.match(/<div class="center strong">ALTERADO<\/div>/g)).toHaveLength(2);
    expect(buildReceipt({ ...order, revision: 0 })).not.toContain('ALTERADO');
    expect(buildReceipt(order)).not.toContain('ALTERADO');
  });

  it('prints "Retirada no local" instead of the address for a pickup order', () => {
    const html = buildReceipt({ ...order, fulfillment: 'pickup' });
    expect(html.match(/<div class="pickup strong">Retirada no local<\/div>/g)).toHaveLength(2);
    expect(html).not.toContain('Endereço de entrega');
    expect(buildReceipt(order)).not.toContain('Retirada no local');
  });

  it('prints the discount with its code, escaped, or plain "Desconto"', () => {
    expect(text(buildReceipt(order))).toContain(
      'Desconto (BEM&lt;VINDO&gt;)</span><span>-R$ 14,14',
    );
    expect(text(buildReceipt({ ...order, promo_code: null }))).toContain(
      '<span>Desconto</span><span>-R$ 14,14',
    );
    expect(buildReceipt({ ...order, discount: 0 })).not.toContain('Desconto');
  });

  it('escapes every customer-supplied string', () => {
    const html = buildReceipt(order);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>apto');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Maria');
    expect(html).toContain('Tocar a campainha &lt;/section&gt;');
  });

  it('sizes a fixed-height sheet as set, and leaves out what is empty', () => {
    expect(buildReceipt(order, { width: 80, height: 8 })).toContain('@page { size: 80mm 80mm;');
    expect(buildReceipt(order, { width: 58, height: 15 })).toContain('@page { size: 58mm 150mm;');
    const html = buildReceipt(
      { ...order, delivery_fee: 0, notes: null, customer_phone: '', customer_address: null },
      { width: 58, height: 12 },
    );
    expect(html).not.toContain('Taxa de entrega');
    expect(html).not.toContain('Observações:');
    expect(html).not.toContain('Telefone:');
    expect(html).not.toContain('Endereço');
  });

  it('on a roll (the default), makes each page as long as a copy, longer for a longer order', () => {
    const height = (o: ReceiptOrder, width: 58 | 80 = 80) =>
      Number(/@page \{ size: \d+mm (\d+)mm;/.exec(buildReceipt(o, { width, height: 'auto' }))?.[1]);
    expect(buildReceipt(order)).toContain(`@page { size: 80mm ${height(order)}mm;`);
    // A 3-item order prints each copy on one page of about 14 cm, not on 4 pages of 8 cm.
    expect(height(order)).toBeGreaterThan(100);
    expect(height(order)).toBeLessThan(170);
    const longer = { ...order, items: [...order.items, ...order.items] };
    expect(height(longer)).toBeGreaterThan(height(order) + 30);
    expect(height(order, 58)).toBeGreaterThan(100);
  });
});
