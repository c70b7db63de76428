import { describe, expect, it } from 'vitest';
import {
  newOrderMessage,
  orderTrackingUrl,
  type NewOrderMessageOrder,
} from '@/domain/orders/messages';
import { whatsAppLink } from '@/domain/whatsapp';

const order: NewOrderMessageOrder = {
  order_number: '1042',
  customer_name: 'Maria Silva',
  customer_phone: '(11) 98765-4321',
  customer_address: 'Rua das Flores, 123 - Centro',
  fulfillment: 'delivery',
  items: [
    {
      product_id: 'p1',
      name: 'X-Burger',
      price: 25,
      quantity: 2,
      notes: 'sem cebola',
      options: [
        { option_id: 'o1', group: 'Adicionais', name: 'Bacon', price: 4, quantity: 2 },
        { option_id: 'o2', group: 'Adicionais', name: 'Cheddar', price: 3, quantity: 1 },
      ],
    },
    {
      product_id: 'p2',
      name: 'Pizza Meio a Meio',
      price: 62.9,
      quantity: 1,
      options: [
        {
          option_id: 'o3',
          group: 'Sabores',
          pricing: 'max',
          name: 'Calabresa',
          price: 3,
          quantity: 1,
        },
        {
          option_id: 'o4',
          group: 'Sabores',
          pricing: 'max',
          name: 'Portuguesa',
          price: 6,
          quantity: 1,
        },
      ],
    },
    // An order placed before options existed has no options key.
    { product_id: 'p3', name: 'Refrigerante Lata', price: 6.5, quantity: 1 },
  ],
  payment_method: 'pix',
  subtotal: 119.4,
  delivery_fee: 5,
  discount: 11.94,
  promo_code: 'BEMVINDO10',
  total_amount: 112.46,
  notes: 'Tocar o interfone 12',
};

describe('newOrderMessage', () => {
  it('has the number, customer, items with their options and notes, payment, totals, notes and the request to confirm', () => {
    expect(newOrderMessage(order)).toBe(
      [
        '*Novo pedido #1042*',
        '',
        '*Cliente:* Maria Silva',
        '*Telefone:* (11) 98765-4321',
        '*Endereço:* Rua das Flores, 123 - Centro',
        '',
        '*Itens:*',
        '2x X-Burger — R$ 50,00',
        '  Adicionais: 2x Bacon, Cheddar',
        '  Obs.: sem cebola',
        '1x Pizza Meio a Meio — R$ 62,90',
        '  ½\u00a0Calabresa · ½\u00a0Portuguesa',
        '1x Refrigerante Lata — R$ 6,50',
        '',
        '*Pagamento:* Pix',
        '*Subtotal:* R$ 119,40',
        '*Taxa de entrega:* R$ 5,00',
        '*Desconto (BEMVINDO10):* -R$ 11,94',
        '*Total:* R$ 112,46',
        '',
        '*Observações:* Tocar o interfone 12',
        '',
        'Por favor, confirme o pedido.',
      ].join('\n'),
    );
  });

  it('says the troco under the payment: the note and the change to carry', () => {
    const text = newOrderMessage({ ...order, payment_method: 'cash', change_for: 200 });
    expect(text).toContain('*Pagamento:* Dinheiro\nTroco para R$ 200,00 — levar R$ 87,54\n');
    expect(newOrderMessage({ ...order, payment_method: 'cash' })).not.toContain('Troco');
  });

  it('says "Retirada no local" instead of an address for a pickup order', () => {
    const text = newOrderMessage({ ...order, fulfillment: 'pickup', customer_address: '' });
    expect(text).toContain('\n*Telefone:* (11) 98765-4321\n*Retirada no local*\n\n*Itens:*');
    expect(text).not.toContain('Endereço');
    // A pickup order that still carries an address text does not send anyone there.
    expect(newOrderMessage({ ...order, fulfillment: 'pickup' })).not.toContain('Endereço');
  });

  it('leaves out a zero fee, no discount, empty notes, a missing phone and address; groups thousands', () => {
    const text = newOrderMessage({
      ...order,
      customer_phone: '',
      customer_address: null,
      fulfillment: null,
      items: [{ name: 'Banquete', price: 1234.5, quantity: 1, options: null }],
      payment_method: 'cash',
      subtotal: 1234.5,
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
        '',
        '*Itens:*',
        '1x Banquete — R$ 1.234,50',
        '',
        '*Pagamento:* Dinheiro',
        '*Subtotal:* R$ 1.234,50',
        '*Total:* R$ 1.234,50',
        '',
        'Por favor, confirme o pedido.',
      ].join('\n'),
    );
  });

  it('names a discount without a code as "Desconto"', () => {
    expect(newOrderMessage({ ...order, promo_code: null })).toContain('\n*Desconto:* -R$ 11,94\n');
  });

  it('adds the Pix copia-e-cola and the tracking link before the request to confirm', () => {
    const text = newOrderMessage(order, {
      pixCode: '00020126360014BR.GOV.BCB.PIX0114+55119999999995204000053039865406112.465802BR',
      trackingUrl: 'https://loja.example/client/pedido/abc',
    });
    expect(text).toContain(
      [
        '*Observações:* Tocar o interfone 12',
        '',
        '*Pix copia e cola:*',
        '00020126360014BR.GOV.BCB.PIX0114+55119999999995204000053039865406112.465802BR',
        '',
        '*Acompanhe o pedido:* https://loja.example/client/pedido/abc',
        '',
        'Por favor, confirme o pedido.',
      ].join('\n'),
    );
    expect(newOrderMessage(order, { pixCode: '', trackingUrl: null })).toBe(newOrderMessage(order));
  });

  it('goes into a wa.me link whole, a & in a name included', () => {
    const url = whatsAppLink(
      '(11) 99999-9999',
      newOrderMessage({ ...order, customer_name: 'Ana & Bia' }),
    );
    expect(url).toMatch(/^https:\/\/wa\.me\/5511999999999\?text=\*Novo%20pedido%20%231042\*/);
    expect(url).toContain('Ana%20%26%20Bia');
    expect(new URL(url).searchParams.get('text')).toBe(
      newOrderMessage({ ...order, customer_name: 'Ana & Bia' }),
    );
  });
});

describe('orderTrackingUrl', () => {
  it("is the customer's page of the order on this site", () => {
    expect(orderTrackingUrl('https://loja.example', 'abc-123')).toBe(
      'https://loja.example/client/pedido/abc-123',
    );
    expect(orderTrackingUrl('https://loja.example/', 'a/b?c')).toBe(
      'https://loja.example/client/pedido/a%2Fb%3Fc',
    );
  });
});
