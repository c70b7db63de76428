import { describe, expect, it } from 'vitest';
import { buildReceipt, escapeHtml } from '@/lib/receipt';

const order = {
  order_number: '1042',
  created_at: '2026-11-21T22:05:00.000Z',
  customer_name: '<script>alert("x")</script> Maria',
  customer_phone: '(11) 98765-4321',
  customer_address: 'Rua das Flores, 10 <b>apto</b>',
  payment_method: 'pix',
  items: [
    { name: 'Pizza Margherita', price: 49.9, quantity: 2 },
    {
      name: 'Refrigerante <img src=x onerror=alert(1)>',
      price: 6.5,
      quantity: 1,
      notes: 'bem gelado & sem gelo',
    },
  ],
  subtotal: 106.3,
  delivery_fee: 5,
  discount: 0,
  total_amount: 111.3,
  notes: 'Tocar a campainha </section>',
};

const text = (html: string) => html.replace(/\u00a0/g, ' ');

describe('buildReceipt', () => {
  it('prints both copies split by a page break, with every field', () => {
    const html = text(
      buildReceipt(order, { width: 80, height: 8 }, new Date('2026-11-21T22:10:00.000Z')),
    );
    expect(html).toContain('<title>Pedido #1042</title>');
    expect(html.indexOf('VIA DO CLIENTE')).toBeLessThan(html.indexOf('VIA DO ENTREGADOR'));
    expect(html.match(/class="page-break"/g)).toHaveLength(1);
    expect(html.match(/Obrigado pela preferência!/g)).toHaveLength(2);
    expect(html).toContain('2x Pizza Margherita</span><span>R$ 99,80');
    expect(html).toContain('Taxa de entrega</span><span>R$ 5,00');
    expect(html).toContain('TOTAL</span><span>R$ 111,30');
    expect(html).toContain('<strong>Pagamento:</strong> PIX');
    expect(html).toContain('Processado em');
    expect(html).toContain('@page { size: 80mm 80mm;');
    expect(html).toContain("font-family: 'Courier New'");
  });

  it('escapes every customer-supplied string', () => {
    const html = buildReceipt(order);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>apto');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Maria');
    expect(html).toContain('Obs.: bem gelado &amp; sem gelo');
    expect(html).toContain('Tocar a campainha &lt;/section&gt;');
  });

  it('sizes the page for 58 mm paper and auto height, and leaves out what is empty', () => {
    const html = buildReceipt(
      { ...order, delivery_fee: 0, notes: null, customer_phone: '', payment_method: '' },
      { width: 58, height: 'auto' },
    );
    expect(html).toContain('@page { size: 58mm 297mm;');
    expect(html).not.toContain('Taxa de entrega');
    expect(html).not.toContain('Observações:');
    expect(html).not.toContain('Telefone:');
    expect(html).toContain('<strong>Pagamento:</strong> Não informado');
  });

  it('escapes quotes and ampersands', () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f');
  });
});
