import { describe, expect, it } from 'vitest';
import {
  addressLine,
  addressOf,
  CHECKOUT_MESSAGES,
  checkoutSchema,
  hasMissingRequiredField,
  type CheckoutRules,
  type CheckoutValues,
} from './checkout-schema';
import { checkoutValues } from './test-checkout-values';

const valid = checkoutValues();

function messages(
  values: Partial<Record<keyof CheckoutValues, string>>,
  rules: CheckoutRules = { zonesRequired: false },
) {
  const result = checkoutSchema(rules).safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('checkout schema', () => {
  it('keeps the pt-BR toasts word for word', () => {
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
  });

  it('accepts a complete form, trimming what was typed', () => {
    const result = checkoutSchema().safeParse({
      ...valid,
      customerName: '  Maria Silva ',
      notes: ' sem cebola ',
    });
    expect(result.success && result.data).toMatchObject({
      customerName: 'Maria Silva',
      notes: 'sem cebola',
    });
  });

  it('requires name, phone and, for a delivery, rua, número and bairro', () => {
    expect(
      messages({
        customerName: '   ',
        customerPhone: '',
        street: '\t',
        number: '',
        neighborhood: ' ',
      }),
    ).toEqual({
      customerName: 'Informe seu nome completo.',
      customerPhone: 'Informe seu telefone com DDD.',
      street: 'Informe a rua.',
      number: 'Informe o número (ou S/N).',
      neighborhood: 'Informe o bairro.',
    });
    expect(hasMissingRequiredField({ ...valid, street: ' ' })).toBe(true);
    expect(hasMissingRequiredField(valid)).toBe(false);
    // Notes, complement, city, CEP and reference are optional.
    expect(messages({ notes: '', complement: '', city: '', cep: '', reference: '' })).toEqual({});
  });

  it('a pickup needs no address', () => {
    const pickup = { fulfillment: 'pickup', street: '', number: '', neighborhood: '' };
    expect(messages(pickup, { zonesRequired: true })).toEqual({});
    expect(hasMissingRequiredField({ ...valid, ...pickup }, { zonesRequired: true })).toBe(false);
  });

  it('a delivery names a zone while the shop has zones', () => {
    expect(messages({}, { zonesRequired: true })).toEqual({
      deliveryZoneId: 'Escolha o seu bairro na lista de entrega.',
    });
    expect(hasMissingRequiredField(valid, { zonesRequired: true })).toBe(true);
    expect(messages({ deliveryZoneId: 'z1' }, { zonesRequired: true })).toEqual({});
  });

  it('checks the CEP and the state when given', () => {
    expect(messages({ cep: '0131', state: 'São Paulo' })).toEqual({
      cep: 'CEP deve ter 8 dígitos',
      state: 'Use a sigla do estado, ex.: SP.',
    });
    expect(messages({ cep: '01310-100', state: 'sp' })).toEqual({});
  });

  it('writes the address on one line as the server does', () => {
    const full = {
      ...valid,
      cep: '01310100',
      street: ' Avenida Paulista ',
      number: '1578',
      complement: 'Apto 42',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'sp',
      reference: 'Em frente ao museu',
    };
    expect(addressLine(full)).toBe(
      'Avenida Paulista, 1578 - Apto 42 - Bela Vista - São Paulo/SP - CEP 01310-100 (Referência: Em frente ao museu)',
    );
    expect(addressLine(valid)).toBe('Rua das Flores, 123 - Centro');
    expect(addressOf(full)).toMatchObject({ street: 'Avenida Paulista', state: 'SP' });
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
    expect(messages({ street: 'a'.repeat(121) })).toEqual({
      street: 'O campo endereço é longo demais.',
    });
    // Each part within its limit, the whole line beyond the server's 300.
    expect(
      messages({
        street: 'a'.repeat(120),
        complement: 'b'.repeat(80),
        neighborhood: 'c'.repeat(80),
        reference: 'd'.repeat(40),
      }),
    ).toEqual({ street: 'O campo endereço é longo demais.' });
    expect(messages({ notes: 'a'.repeat(501) })).toEqual({
      notes: 'O campo observações é longo demais.',
    });
    expect(messages({ paymentMethod: 'bitcoin' })).toEqual({
      paymentMethod: 'Escolha a forma de pagamento.',
    });
  });
});
