import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  checkoutSchema,
  hasMissingRequiredField,
  type CheckoutValues,
} from './checkout-schema';

const valid: CheckoutValues = {
  customerName: 'Maria Silva',
  customerPhone: '(11) 98765-4321',
  customerAddress: 'Rua das Flores, 123 - Centro',
  notes: '',
  paymentMethod: 'pix',
};

function messages(values: Partial<Record<keyof CheckoutValues, string>>) {
  const result = checkoutSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('checkout schema', () => {
  it('keeps the spec toasts verbatim', () => {
    expect(CHECKOUT_MESSAGES.requiredTitle).toBe('Campos obrigatórios');
    expect(CHECKOUT_MESSAGES.requiredDescription).toBe(
      'Por favor, preencha todos os campos obrigatórios.',
    );
    expect(CHECKOUT_MESSAGES.minimumTitle).toBe('Pedido mínimo não atingido');
    expect(CHECKOUT_MESSAGES.minimumDescription(20)).toBe('O valor mínimo para pedidos é R$ 20,00');
    expect(CHECKOUT_MESSAGES.minimumDescription(1234.5)).toBe(
      'O valor mínimo para pedidos é R$ 1.234,50',
    );
    expect(CHECKOUT_MESSAGES.errorTitle).toBe('Erro ao criar pedido');
    expect(CHECKOUT_MESSAGES.errorDescription).toBe(
      'Ocorreu um erro ao processar seu pedido. Tente novamente.',
    );
    expect(CHECKOUT_MESSAGES.successTitle).toBe('Pedido realizado!');
    expect(CHECKOUT_MESSAGES.successDescription).toBe('Seu pedido foi enviado com sucesso.');
  });

  it('accepts a complete form, trimming what was typed', () => {
    const result = checkoutSchema.safeParse({
      ...valid,
      customerName: '  Maria Silva ',
      notes: ' sem cebola ',
    });
    expect(result.success && result.data).toMatchObject({
      customerName: 'Maria Silva',
      notes: 'sem cebola',
    });
  });

  it('requires name, phone and address, blank spaces counting as empty', () => {
    expect(messages({ customerName: '   ', customerPhone: '', customerAddress: '\t' })).toEqual({
      customerName: 'Informe seu nome completo.',
      customerPhone: 'Informe seu telefone com DDD.',
      customerAddress: 'Informe o endereço completo para a entrega.',
    });
    expect(hasMissingRequiredField({ ...valid, customerAddress: ' ' })).toBe(true);
    expect(hasMissingRequiredField(valid)).toBe(false);
    // Notes are optional.
    expect(messages({ notes: '' })).toEqual({});
  });

  it('takes a Brazilian phone with its DDD, masked or not', () => {
    for (const phone of [
      '(11) 98765-4321',
      '11987654321',
      '(11) 3456-7890',
      '1134567890',
      '+55 (11) 98765-4321',
    ]) {
      expect(messages({ customerPhone: phone }), phone).toEqual({});
    }
    for (const phone of [
      '(11) 9876-543',
      '987654321',
      'abc',
      '(00) 00000-0000',
      '(11) 1234-5678',
      '(20) 91234-5678',
      '(11) 88765-4321',
    ]) {
      expect(messages({ customerPhone: phone }), phone).toEqual({
        customerPhone: 'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.',
      });
    }
    expect(hasMissingRequiredField({ ...valid, customerPhone: '123' })).toBe(false);
  });

  it('bounds the lengths as the server does and knows only the shop payment methods', () => {
    expect(messages({ customerName: 'a'.repeat(121) })).toEqual({
      customerName: 'O campo nome é longo demais.',
    });
    expect(messages({ customerAddress: 'a'.repeat(301) })).toEqual({
      customerAddress: 'O campo endereço é longo demais.',
    });
    expect(messages({ notes: 'a'.repeat(501) })).toEqual({
      notes: 'O campo observações é longo demais.',
    });
    expect(messages({ paymentMethod: 'bitcoin' })).toEqual({
      paymentMethod: 'Escolha a forma de pagamento.',
    });
  });
});
