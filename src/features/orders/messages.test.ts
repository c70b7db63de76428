import { describe, expect, it } from 'vitest';
import {
  businessNewOrderMessage,
  contactMessage,
  customerConfirmationMessage,
  outForDeliveryMessage,
  statusChangeMessage,
} from './messages';

const order = {
  order_number: '1042',
  customer_name: 'Ana Souza',
  customer_phone: '(11) 98765-4321',
  customer_address: 'Rua das Flores, 123',
  items: [
    { name: 'Pizza Margherita', price: 49.9, quantity: 2 },
    { name: 'Refrigerante Lata', price: 6.5, quantity: 1 },
  ],
  payment_method: 'cash',
  delivery_fee: 5,
  total_amount: 111.3,
  notes: 'Sem cebola',
};

describe('order messages', () => {
  it('the dialog message', () => {
    expect(contactMessage(order, ' Chega em 10 min ')).toBe(
      'Olá Ana Souza, sobre seu pedido #1042: Chega em 10 min',
    );
  });

  it('the status change', () => {
    expect(statusChangeMessage(order, 'Entregue')).toBe(
      'Olá Ana Souza! O status do seu pedido #1042 foi atualizado para: *Entregue*.',
    );
  });

  it('out for delivery', () => {
    expect(outForDeliveryMessage(order)).toBe(
      'Olá Ana Souza! Seu pedido #1042 saiu para entrega! Previsão de chegada: 15-20 minutos.',
    );
  });

  it('the business new-order message', () => {
    expect(businessNewOrderMessage(order)).toBe(
      [
        '*Novo pedido #1042*',
        '',
        '*Cliente:* Ana Souza',
        '*Telefone:* (11) 98765-4321',
        '*Endereço:* Rua das Flores, 123',
        '',
        '*Itens:*',
        '2x Pizza Margherita - R$ 99,80',
        '1x Refrigerante Lata - R$ 6,50',
        '',
        '*Pagamento:* Dinheiro',
        '*Taxa de entrega:* R$ 5,00',
        '*Total:* R$ 111,30',
        '',
        '*Observações:* Sem cebola',
        '',
        'Por favor, confirme o pedido.',
      ].join('\n'),
    );
    const bare = {
      ...order,
      customer_phone: '',
      customer_address: '',
      delivery_fee: 0,
      notes: null,
    };
    expect(businessNewOrderMessage(bare)).not.toMatch(/Telefone|Endereço|Taxa|Observações/);
  });

  it('the customer confirmation, with the shop time or 30-45', () => {
    expect(customerConfirmationMessage(order, '40-50')).toBe(
      'Olá Ana Souza! Recebemos seu pedido #1042 e ele já está sendo preparado. Tempo estimado de entrega: 40-50 minutos. Obrigado pela preferência!',
    );
    expect(customerConfirmationMessage(order, '')).toContain(
      'Tempo estimado de entrega: 30-45 minutos.',
    );
  });
});
