import { describe, expect, it } from 'vitest';
import {
  newOrderMessage,
  newOrderWhatsAppLink,
  orderQuestionMessage,
  type NewOrderMessageInput,
} from './whatsapp-messages';

const order: NewOrderMessageInput = {
  order_number: '1042',
  customer_name: 'Maria Silva',
  customer_phone: '(11) 98765-4321',
  customer_address: 'Rua das Flores, 123 - Centro',
  items: [
    { product_id: 'p1', name: 'Pizza Margherita', price: 49.9, quantity: 2, notes: 'sem cebola' },
    { product_id: 'p2', name: 'Refrigerante Lata', price: 6.5, quantity: 1 },
  ],
  payment_method: 'pix',
  delivery_fee: 5,
  discount: 10.63,
  promo_code: 'BEMVINDO10',
  total_amount: 100.67,
  notes: 'Tocar o interfone 12',
};

describe('new-order WhatsApp message', () => {
  it('has the number, customer, lines, payment, fee, discount, total, notes and the request to confirm', () => {
    expect(newOrderMessage(order)).toBe(
      [
        '*Novo pedido #1042*',
        '',
        '*Cliente:* Maria Silva',
        '*Telefone:* (11) 98765-4321',
        '*Endereço:* Rua das Flores, 123 - Centro',
        '',
        '*Itens:*',
        '2x Pizza Margherita - R$ 99,80',
        '   Obs.: sem cebola',
        '1x Refrigerante Lata - R$ 6,50',
        '',
        '*Pagamento:* PIX',
        '*Taxa de entrega:* R$ 5,00',
        '*Desconto (BEMVINDO10):* -R$ 10,63',
        '*Total:* R$ 100,67',
        '',
        '*Observações:* Tocar o interfone 12',
        '',
        'Por favor, confirme o pedido.',
      ].join('\n'),
    );
  });

  it('leaves out a zero fee, no discount and empty notes; groups thousands', () => {
    const text = newOrderMessage({
      ...order,
      items: [{ product_id: 'p1', name: 'Banquete', price: 1234.5, quantity: 1 }],
      payment_method: 'cash',
      delivery_fee: 0,
      discount: 0,
      promo_code: null,
      total_amount: 1234.5,
      notes: null,
    });
    expect(text).toBe(
      [
        '*Novo pedido #1042*',
        '',
        '*Cliente:* Maria Silva',
        '*Telefone:* (11) 98765-4321',
        '*Endereço:* Rua das Flores, 123 - Centro',
        '',
        '*Itens:*',
        '1x Banquete - R$ 1.234,50',
        '',
        '*Pagamento:* Dinheiro',
        '*Total:* R$ 1.234,50',
        '',
        'Por favor, confirme o pedido.',
      ].join('\n'),
    );
    expect(text).not.toMatch(/Taxa de entrega|Desconto|Observações/);
  });

  it('opens a wa.me chat with the business number and the encoded text', () => {
    const url = newOrderWhatsAppLink('5511999999999', order);
    expect(
      url.startsWith(
        'https://wa.me/5511999999999?text=*Novo%20pedido%20%231042*%0A%0A*Cliente%3A*%20Maria%20Silva%0A',
      ),
    ).toBe(true);
    expect(url).toContain('*Endere%C3%A7o%3A*%20Rua%20das%20Flores%2C%20123%20-%20Centro');
    expect(url).toContain('*Total%3A*%20R%24%20100%2C67');
    expect(decodeURIComponent(url.split('?text=')[1]!)).toBe(newOrderMessage(order));
    // A local number gets the country prefix; a & in a name cannot cut the text short.
    const local = newOrderWhatsAppLink('(11) 99999-9999', { ...order, customer_name: 'Ana & Bia' });
    expect(local).toMatch(/^https:\/\/wa\.me\/5511999999999\?text=/);
    expect(local).toContain('Ana%20%26%20Bia');
  });

  it('writes the customer question about an order', () => {
    expect(orderQuestionMessage('1042')).toBe('Olá! Gostaria de saber sobre o meu pedido #1042.');
  });
});
