import { formatBRL } from '@/domain/format';
import { describe, expect, it } from 'vitest';
import {
  contactMessage,
  customerConfirmationMessage,
  customerStatusMessage,
  orderQuestionMessage,
  smsLink,
} from '@/domain/orders/customer-messages';
import { ORDER_STATUSES } from '@/domain/orders/status';

const order = { order_number: '1042', customer_name: 'Ana Souza' };
const trackingUrl = 'https://loja.example/client/pedido/abc';

describe('customerConfirmationMessage', () => {
  it('confirms with the shop time, or 30-45 minutes', () => {
    expect(customerConfirmationMessage(order, '40-50')).toBe(
      'Olá Ana Souza! Recebemos seu pedido #1042 e ele já está sendo preparado. Tempo estimado de entrega: 40-50 minutos. Obrigado pela preferência!',
    );
    expect(customerConfirmationMessage(order, '')).toContain(
      'Tempo estimado de entrega: 30-45 minutos.',
    );
    expect(customerConfirmationMessage(order)).toContain(
      'Tempo estimado de entrega: 30-45 minutos.',
    );
  });

  it('speaks of pickup for a pickup order, and ends with the tracking link when given', () => {
    expect(
      customerConfirmationMessage({ ...order, fulfillment: 'pickup' }, null, { trackingUrl }),
    ).toBe(
      'Olá Ana Souza! Recebemos seu pedido #1042 e ele já está sendo preparado. Tempo estimado para retirada: 30-45 minutos. Obrigado pela preferência!\n\nAcompanhe seu pedido: https://loja.example/client/pedido/abc',
    );
  });
});

describe('customerStatusMessage', () => {
  it.each([
    ['processing', 'Olá Ana Souza! Seu pedido #1042 está sendo preparado.'],
    [
      'out_for_delivery',
      'Olá Ana Souza! Seu pedido #1042 saiu para entrega! Previsão de chegada: 15-20 minutos.',
    ],
    [
      'ready_for_pickup',
      'Olá Ana Souza! Seu pedido #1042 está pronto e esperando por você na loja. Pode vir buscar!',
    ],
    [
      'delivered',
      'Olá Ana Souza! Seu pedido #1042 foi entregue. Obrigado pela preferência e bom apetite!',
    ],
  ] as const)('has one text per status the order can move to: %s', (status, text) => {
    expect(customerStatusMessage(order, status)).toBe(text);
  });

  it('says the new total after the team edited the order, until it is delivered', () => {
    const edited = { ...order, revision: 1, total_amount: 64.5 };
    expect(customerStatusMessage(edited, 'out_for_delivery', { trackingUrl: 'https://l/p' })).toBe(
      `Olá Ana Souza! Seu pedido #1042 saiu para entrega! Previsão de chegada: 15-20 minutos. Seu pedido foi alterado: o novo total é ${formatBRL(64.5)}.\n\nAcompanhe seu pedido: https://l/p`,
    );
    expect(customerStatusMessage(edited, 'processing')).toContain(formatBRL(64.5));
    expect(customerStatusMessage(edited, 'delivered')).not.toContain('alterado');
    expect(customerStatusMessage({ ...order, total_amount: 64.5 }, 'processing')).not.toContain(
      'alterado',
    );
  });

  it('never tells a customer in preparation that the order left', () => {
    expect(customerStatusMessage(order, 'processing')).not.toMatch(/saiu|entrega/i);
  });

  it('gives the reason of a cancellation', () => {
    expect(
      customerStatusMessage({ ...order, cancel_reason: 'Produto esgotado' }, 'cancelled'),
    ).toBe(
      'Olá Ana Souza! Seu pedido #1042 foi cancelado. Motivo: Produto esgotado. Em caso de dúvida, fale com a gente.',
    );
    expect(
      customerStatusMessage({ ...order, cancel_reason: ' Fora da área de entrega. ' }, 'cancelled'),
    ).toContain('Motivo: Fora da área de entrega. Em caso');
    expect(customerStatusMessage({ ...order, cancel_reason: null }, 'cancelled')).toBe(
      'Olá Ana Souza! Seu pedido #1042 foi cancelado. Em caso de dúvida, fale com a gente.',
    );
  });

  it('ends every status text with the tracking link when given', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'pending')) {
      const text = customerStatusMessage(order, status, { trackingUrl });
      expect(text).toBe(
        `${customerStatusMessage(order, status)}\n\nAcompanhe seu pedido: ${trackingUrl}`,
      );
    }
  });

  it('says nothing for pending or an unknown status', () => {
    expect(customerStatusMessage(order, 'pending')).toBeNull();
    expect(customerStatusMessage(order, 'archived')).toBeNull();
    expect(customerStatusMessage(order, 'toString')).toBeNull();
  });
});

describe('contact texts', () => {
  it('the dialog message', () => {
    expect(contactMessage(order, ' Chega em 10 min ')).toBe(
      'Olá Ana Souza, sobre seu pedido #1042: Chega em 10 min',
    );
  });

  it('the sms: link', () => {
    expect(smsLink('(11) 98765-4321', 'Olá & até já')).toBe(
      'sms:+5511987654321?body=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1',
    );
  });

  it('the customer question about an order', () => {
    expect(orderQuestionMessage('1042')).toBe('Olá! Gostaria de saber sobre o meu pedido #1042.');
  });
});
